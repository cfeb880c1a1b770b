/* SPDX-License-Identifier: GPL-2.0-or-later */
/* cmdline.c: argument grammar, the two option passes and --config-file,
 * whose entries take effect at the file's position on the command line. */
#include "cmdline.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "config_file.h"
#include "core/base/alloc.h"
#include "core/base/log.h"
#include "plugin/options.h"

/* An option not applied in the first pass, from argv or a config file. */
struct cmdline_item {
  char *name;
  char *value;          /* argv form; NULL when given without '=' */
  char **items;         /* config-file form */
  int nitems;
  const char *arg;      /* the argument as typed; NULL for config entries */
  char *file;
  int line;
};

static void cmdline_defer(struct cmdline *cl, const struct cmdline_item *it)
{
  struct cmdline_item *p = realloc(cl->pending, sizeof(*p) * (size_t)(cl->npending + 1));
  if (p == NULL) {
    alloc_failed();
    abort();
  }
  cl->pending = p;
  cl->pending[cl->npending++] = *it;
}

struct config_ctx {
  struct cmdline *cl;
  struct opt_registry *reg;
  const char *file;
};

static int cmdline_config_entry(const char *name, const char *const *items, int n,
                                int line, void *arg)
{
  struct config_ctx *ctx = arg;
  enum opt_status st = n ? opt_set_items(ctx->reg, name, items, n) : opt_set(ctx->reg, name, NULL);
  if (st == OPT_OK)
    return 0;
  struct cmdline_item it = { .name = strdup(name), .nitems = n, .line = line,
                             .file = strdup(ctx->file) };
  it.items = calloc((size_t)n + 1, sizeof(char *));
  for (int i = 0; i < n; i++)
    it.items[i] = strdup(items[i]);
  cmdline_defer(ctx->cl, &it);
  return 0;
}

static int cmdline_config(struct cmdline *cl, struct opt_registry *reg, const char *file)
{
  char err[256];
  struct config_ctx ctx = { cl, reg, file };
  if (file == NULL || *file == '\0') {
    log_fatal("Missing file name for --config-file");
    return -1;
  }
  if (config_read(file, cmdline_config_entry, &ctx, err, sizeof(err)) != 0) {
    log_fatal("Cannot read config file '%s': %s", file, err);
    return -1;
  }
  return 0;
}

/* Records a positional argument; --test=X replaces the test name. */
static int cmdline_positional(struct cmdline *cl, const char *arg, bool is_test)
{
  if (is_test) {
    fflush(stdout);
    fprintf(stderr, "WARNING: the --test option is deprecated. You can pass a "
                    "script name or path on the command line without any options.\n");
    cl->testname = arg;
    return 0;
  }
  if (cl->testname == NULL) {
    cl->testname = arg;
  } else if (cl->command == NULL) {
    cl->command = arg;
  } else {
    fflush(stdout);
    fprintf(stderr, "Unrecognized command line argument: %s\n", arg);
    return -1;
  }
  return 0;
}

int cmdline_parse(struct cmdline *cl, struct opt_registry *reg, int argc, char **argv)
{
  memset(cl, 0, sizeof(*cl));
  cl->argc = argc;
  cl->argv = argv;
  for (int i = 1; i < argc; i++) {
    char *arg = argv[i];
    if (strncmp(arg, "--", 2) != 0 || arg[2] == '\0') {
      if (cmdline_positional(cl, arg, false))
        return -1;
      continue;
    }
    char *eq = strchr(arg + 2, '=');
    size_t nlen = eq ? (size_t)(eq - arg - 2) : strlen(arg + 2);
    char *name = strndup(arg + 2, nlen);
    const char *value = eq ? eq + 1 : NULL;
    int rc = 0;
    if (strcmp(name, "test") == 0 && value) {
      rc = cmdline_positional(cl, value, true);
    } else if (opt_type_of(reg, name) == OPT_FILE) {
      opt_set(reg, name, value);
      rc = cmdline_config(cl, reg, value);
    } else if (opt_set(reg, name, value) != OPT_OK) {
      struct cmdline_item it = { .name = name, .value = value ? strdup(value) : NULL,
                                 .arg = arg };
      cmdline_defer(cl, &it);
      continue;
    }
    free(name);
    if (rc)
      return -1;
  }
  return 0;
}

static void cmdline_invalid(const struct cmdline_item *it)
{
  fflush(stdout);
  if (it->arg) {
    fprintf(stderr, "invalid option: %s\n", it->arg);
    return;
  }
  fprintf(stderr, "invalid option: %s=", it->name);
  for (int i = 0; i < it->nitems; i++)
    fprintf(stderr, "%s%s", i ? "," : "", it->items[i]);
  fprintf(stderr, " (line %d of config file '%s')\n", it->line, it->file);
}

int cmdline_apply_pending(struct cmdline *cl, struct opt_registry *reg, bool legacy)
{
  for (int i = 0; i < cl->npending; i++) {
    const struct cmdline_item *it = &cl->pending[i];
    if (legacy && !opt_exists(reg, it->name)) {
      struct opt_def def = { .name = it->name, .desc = "", .defval = NULL, .type = OPT_STRING };
      opt_register_one(reg, &def, -1, NULL, NULL);
    }
    enum opt_status st = it->arg
        ? opt_set(reg, it->name, it->value)
        : it->nitems ? opt_set_items(reg, it->name, (const char *const *)it->items, it->nitems)
                     : opt_set(reg, it->name, NULL);
    if (st != OPT_OK) {
      cmdline_invalid(it);
      return -1;
    }
  }
  return 0;
}

void cmdline_free(struct cmdline *cl)
{
  for (int i = 0; i < cl->npending; i++) {
    struct cmdline_item *it = &cl->pending[i];
    free(it->name);
    free(it->value);
    for (int j = 0; j < it->nitems; j++)
      free(it->items[j]);
    free(it->items);
    free(it->file);
  }
  free(cl->pending);
  cl->pending = NULL;
  cl->npending = 0;
}
