/* complete.c: `sysbench --complete` (complete.h): candidates for bash's
 * completion from the test registry, the bundled scripts and the option
 * declarations (their choices; on and off for booleans). */
#include "complete.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/script/lua_modules.h"
#include "plugin/options.h"
#include "core/script/script_test.h"

static FILE *complete_out;

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
  complete_out = fd >= 0 ? fdopen(fd, "w") : NULL;
  if (complete_out == NULL || null < 0 || dup2(null, STDOUT_FILENO) < 0 ||
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
    fprintf(complete_out, "%s%s\n", prefix, word);
}

/* --name= (or --name for a boolean, whose value may be left out) for
 * every option, deprecated aliases left out; or, when the word has its
 * "=", the values of that option. */
static void complete_options(const struct complete *c, const struct opt_registry *r)
{
  const char *eq = strchr(c->cur, '=');
  if (eq && strncmp(c->cur, "--", 2) == 0) {
    char name[128], prefix[160];
    snprintf(name, sizeof(name), "%.*s", (int)(eq - c->cur - 2), c->cur + 2);
    snprintf(prefix, sizeof(prefix), "--%s=", name);
    const struct opt_def *d = opt_def_of(r, name);
    static const char *const on_off[] = { "on", "off", NULL };
    const char *const *values = d == NULL ? NULL : d->type == OPT_BOOL ? on_off : d->choices;
    for (int i = 0; values && values[i]; i++)
      complete_put(c, prefix, values[i]);
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

int complete_top(const struct complete *c, const struct opt_registry *r)
{
  if (c->resultcmd) {
    if (c->cur[0] == '-') {
      bool merge = strcmp(c->testname, "merge") == 0;
      complete_put(c, "--", merge ? "output=" : "format=");
      if (!merge) {
        complete_put(c, "--", "relative=");
        complete_put(c, "--", "output=");
      }
      if (strncmp(c->cur, "--format=", 9) == 0) {
        complete_put(c, "--format=", "text");
        complete_put(c, "--format=", "markdown");
      }
      if (strncmp(c->cur, "--relative=", 11) == 0) {
        complete_put(c, "--relative=", "first");
        complete_put(c, "--relative=", "geomean");
      }
    } else {
      fputs("@files:json\n", complete_out);
    }
    return 0;
  }
  if (c->cur[0] == '-') {
    complete_options(c, r);
    return 0;
  }
  const struct sb_test *t;
  for (int i = 0; (t = test_at(i)) != NULL; i++)
    complete_put(c, "", t->name);
  /* The bundled scripts; sysbench.* are the API's modules. */
  for (int i = 0; lua_modules[i].name; i++)
    if (strchr(lua_modules[i].name, '.') == NULL)
      complete_put(c, "", lua_modules[i].name);
  complete_put(c, "", "compare");
  complete_put(c, "", "merge");
  fputs("@files:lua\n", complete_out);
  return 0;
}

static void complete_command(const char *name, void *arg)
{
  complete_put(arg, "", name);
}

int complete_test(const struct complete *c, const struct sb_test *t, bool script,
                  const struct opt_registry *r)
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
    if (script)
      script_test_each_command(complete_command, (void *)c);
  }
  return 0;
}
