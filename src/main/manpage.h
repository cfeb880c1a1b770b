/* SPDX-License-Identifier: GPL-2.0-or-later */
/* manpage.h: `sysbench --help-man`, a hidden mode: the generated part of
 * the man page, as roff, from the registries --help prints (doc/man.sh
 * puts it into the hand-written page, doc/sysbench.1.in). */
#ifndef SB_MANPAGE_H
#define SB_MANPAGE_H

#include <stdbool.h>

#include "plugin/test.h"

/* Is this command line the hidden mode's (--help-man [SCRIPT [COMMAND]])?
 * A script that wants a command to load (the OLTP scripts) gets one. */
bool manpage_wanted(int argc, char **argv);
/* The OPTIONS and TESTS sections: every option group of --help, the
 * modules' groups, every built-in test's options. */
int manpage_print(const struct opt_registry *r);
/* The options a script registered into r (--help-man SCRIPT), as entries. */
int manpage_script(const struct opt_registry *r);

#endif
