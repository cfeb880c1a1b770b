/* SPDX-License-Identifier: GPL-2.0-or-later */
/* module.h: the interface of plug-ins that are not tests (the database
 * layer, the metrics exporter). A module is a
 * const struct sb_module in a file of its own, registered with
 * SB_REGISTER(sb_modules, ...) (registry.h); the core walks the section
 * and names no module. A module contributes:
 *
 *   options, conf        its general options and their help group, filled
 *                        into *conf (its own static storage) from the
 *                        command's registry, or a suite step's, before the
 *                        command or step (configure);
 *   declare, help        option groups of its own plug-ins (DB drivers),
 *                        and its part of --help (group_title: the groups'
 *                        titles, for the man page);
 *   run_start, run_end   per run: before the workers start (sized by the
 *                        run's threads), and once they are gone and the
 *                        final report is taken (fields of rc->results,
 *                        lines after the report);
 *   run_clock            the moment the benchmark clock starts;
 *   run_status           the run's exit status as the module judges it;
 *   step_end, series_end per step of a series, once its results are
 *                        complete; once per series, after its result files
 *                        are written (the metrics exporter pushes there);
 *   report_*             sections of the intermediate and cumulative
 *                        reports;
 *   verdict_shown        whether the verdict in its member of a step
 *                        ("fit", "summary") is printed (--runs' lines).
 *
 * Every hook is optional; every one gets conf. */
#ifndef SB_MODULE_H
#define SB_MODULE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "options.h"
#include "run_config.h"

struct sb_stat;
struct results_run;
struct results_step;

struct sb_module {
  const char *name;                /* first: the registry looks it up */
  const struct opt_def *options;   /* NULL-terminated; may be NULL */
  void *conf;                      /* what options fill */
  /* Registers option groups of its own: group (where the core registers
   * options, if any) and the 15 numbers after it are the module's. */
  void (*declare)(struct opt_registry *r, int group);
  /* conf has just been filled from r (before each command and suite step):
   * rules between options, the configurations of its plug-ins. 0, or -1
   * after the FATAL line. */
  int (*configure)(void *conf, const struct opt_registry *r, int group);
  /* Its part of --help; group as declare's. */
  void (*help)(void *conf, const struct opt_registry *r, int group);
  /* The title of its help group group + k (k from 0; NULL past the last
   * one), for the man page; buf (len bytes) may hold it. */
  const char *(*group_title)(void *conf, int k, char *buf, size_t len);
  int (*run_start)(void *conf, const struct run_config *rc);
  void (*run_end)(void *conf, const struct run_config *rc);
  /* The benchmark clock started at start_ns (timer.h), the warmup (if
   * any) first. Called in the thread that runs the run. */
  void (*run_clock)(void *conf, const struct run_config *rc, uint64_t start_ns);
  /* After run_end: the run's status, given the runner's (a run that
   * succeeded may be failed: the monitor's --monitor=strict). */
  int (*run_status)(void *conf, const struct run_config *rc, int status);
  /* A run step of a series has ended: step (of run) is complete, its
   * status set. 0, or -1 after printing why the step is to fail. */
  int (*step_end)(void *conf, const struct results_run *run, const struct results_step *step);
  /* The series has ended with run->status and its result files are
   * written: 0, or -1 after printing why the command is to fail. */
  int (*series_end)(void *conf, const struct results_run *run);
  /* The intermediate line; true when it printed one (the default line is
   * then left out). */
  bool (*report_intermediate)(void *conf, const struct sb_stat *st);
  /* Lines printed before the general statistics block. */
  void (*report_cumulative)(void *conf, const struct sb_stat *st);
  /* Whether its verdicts are printed (NULL: always); the result files
   * have them whatever this says. */
  bool (*verdict_shown)(void *conf);
};

/* The command's part (modules.c): registration of their options (group
 * numbers from GROUP_PLUGIN, 16 per module), their help, configuring. */
void modules_register(struct opt_registry *r);
void modules_help(const struct opt_registry *r);
/* fn(title, group, arg) for every help group of every module that names
 * its groups (group_title), in --help's order (the man page). */
void modules_each_group(void (*fn)(const char *title, int group, void *arg), void *arg);
/* Fills every module's conf from r and configures it; -1 after a FATAL. */
int modules_configure(const struct opt_registry *r);
/* Every module's step_end, series_end (series.c); -1 when one failed
 * (each is called all the same). */
int modules_step_end(const struct results_run *run, const struct results_step *step);
int modules_series_end(const struct results_run *run);
/* The run's part (module_hooks.c), which needs nothing of the options:
 * every module's run_start (-1 if one failed: the ones started are ended),
 * and run_end. */
int modules_run_start(const struct run_config *rc);
void modules_run_end(const struct run_config *rc);
void modules_run_clock(const struct run_config *rc, uint64_t start_ns);
int modules_run_status(const struct run_config *rc, int status);
/* Report sections (report.c). */
bool modules_report_intermediate(const struct sb_stat *st);
void modules_report_cumulative(const struct sb_stat *st);
/* Whether the verdict of the module named name is printed (true when no
 * module has the name or it does not say). */
bool modules_verdict_shown(const char *name);

#endif
