/* SPDX-License-Identifier: GPL-2.0-or-later */
/* banner.h: the line every command starts with. */
#ifndef SB_BANNER_H
#define SB_BANNER_H

#include <stdbool.h>

/* Prints "sysbench VERSION (using system LUAJIT)" and an empty line, as a
 * notice (--verbosity applies): on stdout, or on stderr when stdout is to
 * carry a document alone (see banner.c). */
void banner_print(bool document);

#endif
