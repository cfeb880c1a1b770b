/* sweep.c: threads sweeps. The test's init and done run once around all
 * steps (as prepare and cleanup do); each step is a complete `run` with its
 * own header and report, exactly what a run with that --threads prints. */
#include "sweep.h"

#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "general.h"
#include "json.h"
#include "log.h"
#include "output.h"
#include "parse.h"
#include "results.h"
#include "runner.h"
#include "scaling.h"

bool sweep_syntax(const char *text)
{
  return strchr(text, ',') != NULL || strstr(text, "..") != NULL;
}

/* One thread count of the list; 0 after writing the reason to err. */
static long long sweep_count(const char *s, char *err, size_t errlen)
{
  long long v;
  if (!parse_int(s, LLONG_MIN, LLONG_MAX, &v) || v > INT_MAX) {
    snprintf(err, errlen, "'%s' is not a thread count", s);
    return 0;
  }
  if (v < 1) {
    snprintf(err, errlen, "thread counts start at 1, not %lld", v);
    return 0;
  }
  return v;
}

static int sweep_add(int *steps, int max, int *n, long long v, char *err, size_t errlen)
{
  if (*n && v <= steps[*n - 1]) {
    snprintf(err, errlen, "thread counts must increase (%lld after %d)", v, steps[*n - 1]);
    return -1;
  }
  if (*n == max) {
    snprintf(err, errlen, "more than %d steps", max);
    return -1;
  }
  steps[(*n)++] = (int)v;
  return 0;
}

int sweep_parse(const char *text, int *steps, int max, int *n, char *err, size_t errlen)
{
  *n = 0;
  if (strspn(text, ",") == strlen(text)) {
    snprintf(err, errlen, "empty list");
    return -1;
  }
  for (const char *p = text;; p++) {
    size_t len = strcspn(p, ",");
    char item[64];
    if (len == 0) {
      snprintf(err, errlen, "empty item in the list");
      return -1;
    }
    if (len >= sizeof(item)) {
      snprintf(err, errlen, "'%.*s...' is not a thread count", 20, p);
      return -1;
    }
    memcpy(item, p, len);
    item[len] = '\0';
    char *dots = strstr(item, "..");
    if (dots == NULL) {
      long long v = sweep_count(item, err, errlen);
      if (v == 0 || sweep_add(steps, max, n, v, err, errlen))
        return -1;
    } else {
      *dots = '\0';
      if (item[0] == '\0' || dots[2] == '\0') {
        snprintf(err, errlen, "range '%.*s' lacks a bound", (int)len, p);
        return -1;
      }
      long long lo = sweep_count(item, err, errlen);
      long long hi = lo ? sweep_count(dots + 2, err, errlen) : 0;
      if (lo == 0 || hi == 0)
        return -1;
      if (hi < lo) {
        snprintf(err, errlen, "range %lld..%lld is descending", lo, hi);
        return -1;
      }
      for (long long v = lo; v < hi; v *= 2)
        if (sweep_add(steps, max, n, v, err, errlen))
          return -1;
      if (sweep_add(steps, max, n, hi, err, errlen))
        return -1;
    }
    p += len;
    if (*p == '\0')
      return 0;
  }
}

/* A step's options that differ from the command's: its thread count. */
static struct json *sweep_step_options(int threads)
{
  char v[16];
  snprintf(v, sizeof(v), "%d", threads);
  struct json *o = json_object();
  json_set(o, "threads", json_string(v));
  return o;
}

int sweep_run(const struct sb_test *t, void *conf, const struct general *g)
{
  struct results_run *res = results_begin(t->name, &g->run, output_any());
  int rc = 0;
  for (int i = 0; i < g->nsteps && rc == 0; i++) {
    struct run_config step = g->run;
    char label[32];
    step.threads = g->thread_steps[i];
    snprintf(label, sizeof(label), "threads=%d", step.threads);
    step.label = label;
    struct json *opts = sweep_step_options(step.threads);
    step.results = results_step_begin(res, label, step.threads, opts);
    json_free(opts);
    rc = runner_run(t, conf, &step);
    results_step_end(res, step.results, rc);
  }
  bool any_final = false;
  for (size_t i = 0; i < res->nsteps; i++)
    any_final |= res->steps[i].has_final;
  if (g->sweep && any_final)
    scaling_print(res);
  if (output_write_all(res, false) && rc == 0)
    rc = 1;
  results_free(res);
  return rc;
}
