/* SPDX-License-Identifier: GPL-2.0-or-later */
/* svg.h: what the html output format takes from the svg one: the picture
 * as an element to embed, and the escaping and time units they share. */
#ifndef SB_OUTPUT_SVG_H
#define SB_OUTPUT_SVG_H

#include <stdbool.h>
#include <stdio.h>

#include "core/results/results.h"

/* Text with XML's special characters escaped (control characters dropped). */
void svg_escape(FILE *f, const char *s);
/* The unit to show a time of seconds in: the largest of s, ms, micro-
 * seconds (UTF-8 "\xc2\xb5s") and ns in which it is at least 1 (ms for 0);
 * returns units per second. */
double svg_time_unit(double seconds, const char **name);
/* The <svg> element alone, for embedding. */
void svg_write_element(const struct results_series *r, FILE *f);

struct comparison;
/* A comparison's picture (svg_compare.c): the <svg> element alone, with
 * or without its machines table; and as the svg format's compare. */
void svg_compare_element(const struct comparison *c, FILE *f, bool machines);
int svg_compare(const struct comparison *c, FILE *f);
/* A comparison's page (html_compare.c): the html format's compare. */
int html_compare(const struct comparison *c, FILE *f);

#endif
