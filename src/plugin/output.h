/* SPDX-License-Identifier: GPL-2.0-or-later */
/* output.h: --output=FORMAT:FILE[,FORMAT:FILE...]: where a run's results go
 * (FILE "-" is stdout). The formats are plug-ins (src/output/): each is a
 * struct sb_output that registers itself (registry.h). */
#ifndef SB_OUTPUT_H
#define SB_OUTPUT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "core/results/results.h"

struct comparison;

/* An output format: its name (--output=NAME:FILE) and its writer, which
 * returns 0 or -1 (stream error). */
struct sb_output {
  const char *name;             /* first: the registry looks it up */
  int (*write)(const struct results_series *r, FILE *f);
  /* `sysbench compare --output`: result files side by side
   * (core/compare/comparison.h); NULL: the format cannot show them. */
  int (*compare)(const struct comparison *c, FILE *f);
};

/* The format of that name, or at position i; NULL if there is none. */
const struct sb_output *output_format(const char *name);
const struct sb_output *output_format_at(int i);
/* The formats there are, as --help and messages name them ("json:FILE,
 * csv:FILE, ... or prometheus:FILE"). */
void output_formats_text(char *buf, size_t len);

/* A command's targets, a value (struct general's outputs). */
struct output_targets;

/* Checks the targets (the items of the --output list) into *out; prints a
 * FATAL line and returns -1 on a bad one. A target "-" takes stdout for
 * itself from then on (the rest of the text goes to stderr). */
int output_configure(const char *const *specs, int n, struct output_targets **out);
void output_targets_free(struct output_targets *ot);
/* Are there targets (ot NULL: none)? */
bool output_any(const struct output_targets *ot);
/* Is file (by name, or the same file by device and inode) a target? */
bool output_is_target(const struct output_targets *ot, const char *file);
/* Writes r to every target; returns 0, or -1 after printing which failed.
 * With announce, one line per file written ("Wrote json results to F"). */
int output_write_all(const struct output_targets *ot, const struct results_series *r,
                     bool announce);
/* compare's: whether every target's format can show a comparison (else
 * a FATAL line names those that can); then c written to each, a line
 * per file written ("Wrote svg comparison to F"). */
bool output_can_compare(const struct output_targets *ot);
int output_write_comparison(const struct output_targets *ot, const struct comparison *c);

#endif
