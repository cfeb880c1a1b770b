/* SPDX-License-Identifier: GPL-2.0-or-later */
/* complete.c: `sysbench --complete` (complete.h): candidates for bash's
 * completion from the test registry, the bundled scripts and the option
 * declarations (their choices, their .complete hints; on and off for
 * booleans). */
#include "complete.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/base/kernel_files.h"
#include "core/script/lua_modules.h"
#include "plugin/options.h"
#include "plugin/output.h"
#include "core/script/script_test.h"

bool complete_wanted(int argc, char **argv)
{
  return argc >= 4 && strcmp(argv[1], "--complete") == 0;
}

int complete_begin(struct complete *c, int argc, char **argv)
{
  char *end;
  long cword = strtol(argv[2], &end, 10);
  char **words = argv + 3;
  int n = argc - 3;
  if (*end || cword < 1 || cword >= n)
    return -1;
  memset(c, 0, sizeof(*c));
  c->cur = words[cword];
  for (int i = 1; i < cword; i++) {
    if (words[i][0] == '-')
      continue;
    if (c->testname == NULL) {
      c->testname = words[i];
      c->resultcmd = strcmp(words[i], "compare") == 0 || strcmp(words[i], "merge") == 0;
    } else if (c->command == NULL) {
      c->command = words[i];
    }
  }
  fflush(stdout);
  int fd = dup(STDOUT_FILENO), null = open("/dev/null", O_WRONLY);
  c->out = fd >= 0 ? fdopen(fd, "w") : NULL;
  if (c->out == NULL || null < 0 || dup2(null, STDOUT_FILENO) < 0 ||
      dup2(null, STDERR_FILENO) < 0)
    return -1;
  close(null);
  return 0;
}

/* A candidate, if it continues the word being completed. */
static void complete_put(const struct complete *c, const char *prefix, const char *word)
{
  size_t np = strlen(prefix), nc = strlen(c->cur);
  if (strncmp(prefix, c->cur, np < nc ? np : nc) == 0 &&
      (nc <= np || strncmp(word, c->cur + np, nc - np) == 0))
    fprintf(c->out, "%s%s\n", prefix, word);
}

/* Asks the shell for names of a kind (files, dirs, locales) after prefix:
 * "@KIND:EXT:PREFIX" (completion/sysbench reads it). */
static void complete_ask(const struct complete *c, const char *kind, const char *ext,
                         const char *prefix)
{
  size_t np = strlen(prefix);
  if (strncmp(prefix, c->cur, np) == 0)
    fprintf(c->out, "@%s:%s:%s\n", kind, ext, prefix);
}

/* --output's FORMAT:FILE items: a format, or after "FORMAT:" a file. */
static void complete_outputs(const struct complete *c, const char *prefix)
{
  const char *item = c->cur + strlen(prefix);
  const char *colon = strchr(item, ':');
  if (colon) {
    char p[256];
    snprintf(p, sizeof(p), "%.*s", (int)(colon + 1 - c->cur), c->cur);
    complete_ask(c, "files", "", p);
    complete_put(c, p, "-");
    return;
  }
  const struct sb_output *o;
  for (int i = 0; (o = output_format_at(i)) != NULL; i++) {
    char word[64];
    snprintf(word, sizeof(word), "%s:", o->name);
    complete_put(c, prefix, word);
  }
}

/* The words of a file of the kernel's (under SYSBENCH_PROCFS_ROOT for the
 * tests): "@words:/proc/sys/net/ipv4/tcp_available_congestion_control". */
static void complete_file_words(const struct complete *c, const char *prefix, const char *path)
{
  char buf[1024];
  if (strncmp(path, "/proc/", 6) != 0 || !kernel_path(buf, sizeof(buf), KERNEL_PROC, "%s", path + 6))
    return;
  FILE *f = fopen(buf, "r");
  if (f == NULL)
    return;
  size_t n = fread(buf, 1, sizeof(buf) - 1, f);
  fclose(f);
  buf[n] = '\0';
  for (char *save, *w = strtok_r(buf, " \t\n", &save); w; w = strtok_r(NULL, " \t\n", &save))
    complete_put(c, prefix, w);
}

/* The values a declaration's .complete hint offers (options.h). */
static void complete_hint(const struct complete *c, const char *prefix, const char *hint)
{
  char buf[512];
  snprintf(buf, sizeof(buf), "%s", hint);
  for (char *save, *w = strtok_r(buf, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
    if (w[0] != '@')
      complete_put(c, prefix, w);
    else if (strcmp(w, "@output") == 0)
      complete_outputs(c, prefix);
    else if (strncmp(w, "@words:", 7) == 0)
      complete_file_words(c, prefix, w + 7);
    else if (strcmp(w, "@file") == 0 || strcmp(w, "@path") == 0)
      complete_ask(c, "files", "", prefix);
    else if (strncmp(w, "@file:", 6) == 0)
      complete_ask(c, "files", w + 6, prefix);
    else if (strcmp(w, "@dir") == 0)
      complete_ask(c, "dirs", "", prefix);
    else if (strcmp(w, "@locale") == 0)
      complete_ask(c, "locales", "", prefix);
  }
}

/* The values of option d after "--name=" (a LIST's: of its item after
 * the last comma). */
static void complete_values(const struct complete *c, const struct opt_def *d, const char *eq)
{
  static const char *const on_off[] = { "on", "off", NULL };
  char prefix[256];
  const char *start = eq + 1;
  if (d->type == OPT_LIST) {
    const char *comma = strrchr(start, ',');
    if (comma)
      start = comma + 1;
  }
  snprintf(prefix, sizeof(prefix), "%.*s", (int)(start - c->cur), c->cur);
  const char *v;
  for (int i = 0; (v = d->type == OPT_BOOL ? on_off[i] : opt_choice_at(d, i)) != NULL; i++)
    complete_put(c, prefix, v);
  if (d->complete)
    complete_hint(c, prefix, d->complete);
}

/* --name= (or --name for a boolean, whose value may be left out) for
 * every option, deprecated aliases left out; or, when the word has its
 * "=", the values of that option. */
static void complete_options(const struct complete *c, const struct opt_registry *r)
{
  const char *eq = strchr(c->cur, '=');
  if (eq && strncmp(c->cur, "--", 2) == 0) {
    char name[128];
    snprintf(name, sizeof(name), "%.*s", (int)(eq - c->cur - 2), c->cur + 2);
    const struct opt_def *d = opt_def_of(r, name);
    if (d)
      complete_values(c, d, eq);
    return;
  }
  const struct opt_def *d;
  for (int i = 0; (d = opt_def_at(r, i, NULL)) != NULL; i++) {
    char word[160];
    if (d->alias_of)
      continue;
    snprintf(word, sizeof(word), "%s%s", d->name, d->type == OPT_BOOL ? "" : "=");
    complete_put(c, "--", word);
  }
}

/* compare's and merge's own options, and result files. */
static void complete_resultcmd(const struct complete *c)
{
  bool merge = strcmp(c->testname, "merge") == 0;
  if (c->cur[0] != '-') {
    if (!merge)
      complete_put(c, "", "vs");
    complete_ask(c, "files", "json", "");
    return;
  }
  if (strncmp(c->cur, "--output=", 9) == 0) {
    complete_hint(c, "--output=", "@output");
  } else if (!merge && strncmp(c->cur, "--format=", 9) == 0) {
    complete_hint(c, "--format=", "text markdown");
  } else if (!merge && strncmp(c->cur, "--relative=", 11) == 0) {
    complete_hint(c, "--relative=", "first geomean");
  } else {
    complete_put(c, "--", "output=");
    if (!merge) {
      complete_put(c, "--", "format=");
      complete_put(c, "--", "relative=");
      complete_put(c, "--", "verbose");
    }
  }
}

int complete_top(const struct complete *c, const struct opt_registry *r)
{
  if (c->resultcmd) {
    complete_resultcmd(c);
    return 0;
  }
  if (c->cur[0] == '-') {
    complete_options(c, r);
    return 0;
  }
  const struct sb_test *t;
  for (int i = 0; (t = test_at(i)) != NULL; i++)
    complete_put(c, "", t->name);
  /* The bundled scripts, not the libraries they require. */
  for (int i = 0; lua_modules[i].name; i++)
    if (lua_modules[i].script)
      complete_put(c, "", lua_modules[i].name);
  complete_put(c, "", "compare");
  complete_put(c, "", "merge");
  complete_ask(c, "files", "lua", "");
  return 0;
}

static void complete_command(const char *name, void *arg)
{
  complete_put(arg, "", name);
}

int complete_test(const struct complete *c, const struct sb_test *t,
                  const struct script *script, const struct opt_registry *r)
{
  if (c->cur[0] == '-') {
    complete_options(c, r);
  } else if (c->command == NULL) {
    if (t->prepare)
      complete_put(c, "", "prepare");
    complete_put(c, "", "run");
    if (t->cleanup)
      complete_put(c, "", "cleanup");
    complete_put(c, "", "help");
    for (int i = 0; t->commands && t->commands[i]; i++)
      complete_put(c, "", t->commands[i]);
    if (script)
      script_test_each_command(script, complete_command, (void *)c);
  }
  return 0;
}
