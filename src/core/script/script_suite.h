/* SPDX-License-Identifier: GPL-2.0-or-later */
/* script_suite.h: the suite API of the Lua bridge (script_suite.c). */
#ifndef SB_SCRIPT_SUITE_H
#define SB_SCRIPT_SUITE_H

#include <lauxlib.h>

/* sysbench.run, sleep, summary, environment and interrupted: functions
 * of every state's sysbench table (script_env.api). */
extern const luaL_Reg script_suite_api[];

#endif
