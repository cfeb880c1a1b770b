/* SPDX-License-Identifier: GPL-2.0-or-later */
/* resultcmd.c: argument handling of `sysbench compare` and `sysbench
 * merge`: their few options, then every other argument is a result file. */
#include "resultcmd.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "comparison.h"
#include "core/base/log.h"
#include "plugin/output.h"
#include "core/base/utf8.h"

static const char *resultcmd_name(int argc, char **argv)
{
  for (int i = 1; i < argc; i++) {
    if (strncmp(argv[i], "--", 2) == 0 && argv[i][2] != '\0')
      continue;
    return strcmp(argv[i], "compare") == 0 || strcmp(argv[i], "merge") == 0 ? argv[i] : NULL;
  }
  return NULL;
}

bool resultcmd_wanted(int argc, char **argv)
{
  return resultcmd_name(argc, argv) != NULL;
}

static void resultcmd_usage(void)
{
  printf("Usage:\n"
         "  sysbench compare [--format=text|markdown] [--relative=first|geomean] [--verbose] "
         "[--output=");
  /* The formats that can show a comparison: svg:FILE[,html:FILE] */
  const struct sb_output *o;
  int k = 0;
  for (int i = 0; (o = output_format_at(i)) != NULL; i++)
    if (o->compare) {
      printf("%s%s:FILE", k == 0 ? "" : k == 1 ? "[," : ",", o->name);
      k++;
    }
  printf("%s]\n", k > 1 ? "]" : "");
  printf("                   RESULT.json [RESULT.json ...]\n"
         "  sysbench compare [--format=text|markdown] [--verbose] A.json [A.json ...] vs B.json "
         "[B.json ...]\n"
         "  sysbench merge --output=");
  /* The formats there are: json:FILE[,csv:FILE,...] */
  for (int i = 0; (o = output_format_at(i)) != NULL; i++)
    printf("%s%s:FILE", i == 0 ? "" : i == 1 ? "[," : ",", o->name);
  printf("%s RESULT.json [RESULT.json ...]\n", output_format_at(1) ? "]" : "");
}

/* The value of option name at argv[*i]: --name=value, or --name value
 * (then *i moves past the value); NULL if argv[*i] is another option. */
static const char *resultcmd_opt(char **argv, int argc, int *i, const char *name)
{
  const char *arg = argv[*i];
  size_t n = strlen(name);
  if (strncmp(arg + 2, name, n) != 0)
    return NULL;
  if (arg[2 + n] == '=')
    return arg + 3 + n;
  if (arg[2 + n] == '\0' && *i + 1 < argc)
    return argv[++*i];
  return NULL;
}

/* Splits "a,b" into the output targets *ot (any given before replaced). */
static int resultcmd_output(const char *spec, struct output_targets **ot)
{
  char *copy = strdup(spec);
  const char *items[16];
  int n = 0;
  char *save;
  for (char *tok = strtok_r(copy, ",", &save); tok && n < 16; tok = strtok_r(NULL, ",", &save))
    items[n++] = tok;
  output_targets_free(*ot);
  int rc = n ? output_configure(items, n, ot) : -1;
  if (n == 0)
    log_fatal("Invalid value for --output: '%s'", spec);
  free(copy);
  return rc;
}

int resultcmd_main(int argc, char **argv)
{
  const char *cmd = resultcmd_name(argc, argv);
  bool merge = strcmp(cmd, "merge") == 0;
  struct compare_settings set = { COMPARE_TEXT, false, false };
  enum cmp_relative relative = CMP_RELATIVE_FIRST;
  struct resultcmd_file *files = calloc((size_t)argc, sizeof(*files));
  int n = 0, rc = 1, split = 0;
  bool seen_cmd = false, have_output = false;
  struct output_targets *ot = NULL;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *v;
    if (!seen_cmd && a == cmd) {
      seen_cmd = true;
    } else if (strcmp(a, "--help") == 0) {
      resultcmd_usage();
      rc = 0;
      goto out;
    } else if (!merge && strcmp(a, "vs") == 0 && split == 0 && n > 0) {
      split = n;   /* the files before are one side, those after the other */
    } else if (strncmp(a, "--", 2) != 0 || a[2] == '\0') {
      files[n++].name = a;
    } else if (!merge && (v = resultcmd_opt(argv, argc, &i, "format"))) {
      if (strcmp(v, "text") != 0 && strcmp(v, "markdown") != 0) {
        log_fatal("Invalid value for --format: '%s' (expected text or markdown)", v);
        goto out;
      }
      set.format = strcmp(v, "markdown") == 0 ? COMPARE_MARKDOWN : COMPARE_TEXT;
    } else if (!merge && strcmp(a, "--verbose") == 0) {
      set.verbose = true;
    } else if ((v = resultcmd_opt(argv, argc, &i, "output"))) {
      if (resultcmd_output(v, &ot) || (!merge && !output_can_compare(ot)))
        goto out;
      have_output = true;
    } else if (!merge && (v = resultcmd_opt(argv, argc, &i, "relative"))) {
      if (strcmp(v, "first") != 0 && strcmp(v, "geomean") != 0) {
        log_fatal("Invalid value for --relative: '%s' (expected first or geomean)", v);
        goto out;
      }
      relative = strcmp(v, "geomean") == 0 ? CMP_RELATIVE_GEOMEAN : CMP_RELATIVE_FIRST;
      set.relative_geomean = relative == CMP_RELATIVE_GEOMEAN;
    } else {
      fflush(stdout);
      fprintf(stderr, "invalid option: %s\n", a);
      goto out;
    }
  }
  if (n == 0 || (merge && !have_output)) {
    log_fatal(merge ? "merge needs --output and at least one result file"
                    : "compare needs at least one result file");
    resultcmd_usage();
    goto out;
  }
  for (int i = 0; i < n && have_output; i++)
    if (output_is_target(ot, files[i].name)) {
      log_fatal("%s would overwrite its input %s: choose another --output file", cmd,
                files[i].name);
      goto out;
    }
  for (int i = 0; i < n; i++) {
    char err[512];
    files[i].run = results_load(files[i].name, err, sizeof(err));
    if (files[i].run == NULL) {
      char safe[512];   /* the reason may quote the file */
      log_fatal("%s: %s", files[i].name, utf8_escape(err, safe, sizeof(safe)));
      goto out;
    }
  }
  if (split && split == n) {
    log_fatal("compare: no result file after \"vs\"");
    goto out;
  }
  rc = merge ? merge_run(files, n, ot) : compare_run(files, n, split, &set);
  if (!merge && rc == 0 && have_output) {
    struct comparison *c = comparison_build(files, n, relative);
    rc = output_write_comparison(ot, c) ? 1 : 0;
    comparison_free(c);
  }
out:
  for (int i = 0; i < n; i++)
    results_free(files[i].run);
  free(files);
  output_targets_free(ot);
  return rc;
}
