/* SPDX-License-Identifier: GPL-2.0-or-later */
/* module.h: the interface of plug-ins that are not tests (the database
 * layer, the run monitor, the metrics exporter). A module is a const
 * struct sb_module in a file of its own, registered with
 * SB_REGISTER(sb_modules, ...) (registry.h); the core walks the section
 * and names no module. A module owns no state of a command or a run: the
 * core hands it its own. A module contributes:
 *
 *   lua_api              its part of the Lua API: an embedded module of
 *                        src/lua every Lua state runs (sysbench.sql);
 *   options, conf_size   its general options and their help group; before
 *                        each command, and each series step with options
 *                        of its own, the core allocates conf_size bytes
 *                        (zeroed), fills them from the options and calls
 *                        configure; the configuration lives until the
 *                        command or step ends (done frees what it points
 *                        to);
 *   plugin_groups, help  option groups of its own plug-ins (DB drivers),
 *                        and its part of --help (group_title: the groups'
 *                        titles, for the man page);
 *   parts                a breakdown of its runs' measured events that it
 *                        gives result steps (the database's statements by
 *                        query type: struct sb_parts), which the core
 *                        loads, compares, merges and writes as reports;
 *   run_start, run_clock, run_end
 *                        per run: before the workers start (sized by the
 *                        run's threads), it makes its run handle; the
 *                        moment the benchmark clock starts; once the
 *                        workers are gone and the final report is taken
 *                        (fields of rc->results, lines after the report),
 *                        it judges the run's status and frees the handle;
 *   step_end, series_end per step of a series, once its results are
 *                        complete; once per series, after its result files
 *                        are written (the metrics exporter pushes there);
 *   report_*             sections of the intermediate and cumulative
 *                        reports, given the run handle;
 *   verdict_shown        whether the verdict in its member of a step
 *                        ("fit", "summary") is printed (--runs' lines).
 *
 * Every hook is optional. */
#ifndef SB_MODULE_H
#define SB_MODULE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "options.h"
#include "run_config.h"

struct sb_stat;
struct results_series;
struct results_step;

/* A breakdown a module gives a step's measured events (results.h's
 * results_parts), each part a cumulative report of its own: the step's
 * member in result files (an object of the parts by name, in the order of
 * names), and what the metric formats call it. */
struct sb_parts {
  const char *member;          /* "queries"; a part's count column in CSV
                                  is PART_MEMBER ("read_queries") */
  const char *const *names;    /* the parts: "read", "write", "other" */
  const char *metric;          /* its metric families' prefix: "query" (the
                                  count's family is the member's) */
  const char *label;           /* the metrics' label of a part: "type" */
  const char *per;             /* what a part is, in messages: "query-type"
                                  ("per-query-type figures") */
  const char *count_help, *latency_help;   /* the families' help texts */
};

struct sb_module {
  const char *name;                /* first: the registry looks it up */
  const struct opt_def *options;   /* NULL-terminated; may be NULL */
  int options_group;               /* their help group: 0, its own;
                                      GROUP_EXTENDED: among the options
                                      sysbench-ng adds */
  size_t conf_size;                /* what options fill and the hooks get */
  const char *lua_api;             /* an embedded Lua module every state
                                      runs after the core's; NULL: none */
  const struct sb_parts *parts;    /* NULL: none */
  /* Registers the option groups of its own plug-ins (DB drivers): group
   * (its own, where the core registers its options) and the 15 numbers
   * after it are the module's. */
  void (*plugin_groups)(struct opt_registry *r, int group);
  /* conf has just been filled from r (before each command and each step
   * with options of its own): rules between options, the configurations
   * of its plug-ins. 0, or -1 after the FATAL line. */
  int (*configure)(void *conf, const struct opt_registry *r, int group);
  /* Frees what conf points to, after a successful configure. */
  void (*done)(void *conf);
  /* Its part of --help; group as plugin_groups'. */
  void (*help)(const struct opt_registry *r, int group);
  /* The title of its help group group + k (k from 0; NULL past the last
   * one), for the man page; buf (len bytes) may hold it. */
  const char *(*group_title)(int k, char *buf, size_t len);
  /* The run's handle into *run (NULL: none). 0, or -1 after the FATAL
   * line (then nothing is left allocated). */
  int (*run_start)(void *conf, const struct run_config *rc, void **run);
  /* The benchmark clock started at start_ns (timer.h), the warmup (if
   * any) first. Called in the thread that runs the run. */
  void (*run_clock)(void *run, uint64_t start_ns);
  /* After the final report: what the run leaves, then the run's status,
   * given the runner's (a run that succeeded may be failed: the
   * monitor's --monitor=strict); frees run. */
  int (*run_end)(void *run, int status);
  /* A run step of a series has ended: step (of run) is complete, its
   * status set. 0, or -1 after printing why the step is to fail (the
   * module then gets no more step_end nor series_end in the series). */
  int (*step_end)(void *conf, const struct results_series *run, const struct results_step *step);
  /* The series has ended with run->status and its result files are
   * written: 0, or -1 after printing why the command is to fail. */
  int (*series_end)(void *conf, const struct results_series *run);
  /* The intermediate line; true when it printed one (the default line is
   * then left out). */
  bool (*report_intermediate)(void *run, const struct sb_stat *st);
  /* Lines printed before the general statistics block. */
  void (*report_cumulative)(void *run, const struct sb_stat *st);
  /* Whether its verdicts are printed (NULL: always); the result files
   * have them whatever this says. */
  bool (*verdict_shown)(void *conf);
};

/* Every module's configuration for one command or step. */
struct module_confs;
/* Every module's runs of one run. */
struct module_runs;

/* The command's part (modules.c): registration of their options (group
 * numbers from GROUP_PLUGIN, 16 per module), their help, configuring. */
void modules_register(struct opt_registry *r);
void modules_help(const struct opt_registry *r);
/* fn(title, group, arg) for every help group of every module that names
 * its groups (group_title), in --help's order (the man page). */
void modules_each_group(void (*fn)(const char *title, int group, void *arg), void *arg);
/* Every module's configuration, filled from r and configured: 0 with *out
 * set, or -1 after a FATAL (nothing left allocated). */
int modules_configure(const struct opt_registry *r, struct module_confs **out);
void modules_free(struct module_confs *mc);
/* Every module's step_end, series_end (series.c) with the configurations
 * mc, but those of the modules set in *failed (a bit per module in
 * registration order), which the ones failing now join; -1 when one
 * failed (each is called all the same). */
int modules_step_end(const struct module_confs *mc, unsigned *failed,
                     const struct results_series *run, const struct results_step *step);
int modules_series_end(const struct module_confs *mc, unsigned *failed,
                       const struct results_series *run);
/* Is name a module's option declared OPT_UNMEASURED (general.h's
 * general_option_ignored)? */
bool modules_option_unmeasured(const char *name);
/* Whether the verdict of the module named name is printed (true when no
 * module has the name or it does not say). */
bool modules_verdict_shown(const struct module_confs *mc, const char *name);

/* The run's part (module_hooks.c), which needs nothing of the options. */
/* The breakdown a module gives steps as their member named member; NULL
 * when no module does. */
const struct sb_parts *modules_parts(const char *member);
/* m's configuration in mc (NULL when mc is NULL). */
void *modules_conf_of(const struct module_confs *mc, const struct sb_module *m);
/* Every module's run_start with rc->modules (none when rc has none), the
 * handles into *runs (the run's, core/run/module_confs.h): 0, or -1 (the
 * ones started are ended). */
int modules_run_start(const struct run_config *rc, struct module_runs *runs);
void modules_run_clock(struct module_runs *runs, uint64_t start_ns);
/* Every module's run_end, which judge the run's status in turn. */
int modules_run_end(struct module_runs *runs, int status);
/* Report sections (report.c), of st->modules. */
bool modules_report_intermediate(const struct sb_stat *st);
void modules_report_cumulative(const struct sb_stat *st);

#endif
