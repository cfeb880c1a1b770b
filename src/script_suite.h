/* script_suite.h: the suite API of the Lua bridge (script_suite.c). */
#ifndef SB_SCRIPT_SUITE_H
#define SB_SCRIPT_SUITE_H

#include <lauxlib.h>

/* sysbench.run, sysbench.sleep, sysbench.summary, sysbench.environment:
 * functions of every state's sysbench table (script_env.api). */
extern const luaL_Reg script_suite_api[];

#endif
