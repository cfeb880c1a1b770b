/* output.h: --output=FORMAT:FILE[,FORMAT:FILE...]: where a run's results go
 * (json, csv, svg or html; FILE "-" is stdout). */
#ifndef SB_OUTPUT_H
#define SB_OUTPUT_H

#include <stdbool.h>
#include <stdio.h>

#include "results.h"

/* Checks and keeps the targets (the items of the --output list); prints a
 * FATAL line and returns -1 on a bad one. */
int output_configure(const char *const *specs, int n);
bool output_any(void);
/* Is file (by name, or the same file by device and inode) a target? */
bool output_is_target(const char *file);
/* Writes r to every target; returns 0, or -1 after printing which failed.
 * With announce, one line per file written ("Wrote json results to F"). */
int output_write_all(const struct results_run *r, bool announce);

/* The writers, one per format. Each returns 0 or -1 (stream error). */
int results_json_write(const struct results_run *r, FILE *f);
int results_csv_write(const struct results_run *r, FILE *f);
int svg_write(const struct results_run *r, FILE *f);
int html_write(const struct results_run *r, FILE *f);
/* Text with XML's special characters escaped (control characters dropped). */
void svg_escape(FILE *f, const char *s);
/* The unit to show a time of seconds in: the largest of s, ms, micro-
 * seconds (UTF-8 "\xc2\xb5s") and ns in which it is at least 1 (ms for 0);
 * returns units per second. */
double svg_time_unit(double seconds, const char **name);
/* The <svg> element alone, for embedding. */
void svg_write_element(const struct results_run *r, FILE *f);

#endif
