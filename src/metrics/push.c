/* SPDX-License-Identifier: GPL-2.0-or-later */
/* push.c: a run's metrics to a Prometheus Pushgateway: each step's when
 * it ends, to the group {job="sysbench", instance=HOST, step=LABEL}, and
 * the run's own at the end, to {job="sysbench", instance=HOST}; each a
 * PUT, so a step run again replaces what it pushed before. The values go
 * in the URL base64url-encoded (the gateway's label@base64 form), so any
 * label, "/" included, is a path segment. A failed push never touches the
 * result files, which the series has written or writes anyway. */
#include "metrics/metrics.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/alloc.h"
#include "core/base/log.h"
#include "metrics/http.h"
#include "output/metrics.h"

bool push_url_ok(const char *url)
{
  return (strncmp(url, "http://", 7) == 0 || strncmp(url, "https://", 8) == 0) &&
         url[strcspn(url, "?#")] == '\0' && strchr(url, ':')[3] != '\0';
}

/* /NAME@base64/VALUE, VALUE in base64url without padding ("=" when
 * empty, as the gateway wants). */
static void push_segment(char *url, size_t cap, const char *name, const char *value)
{
  static const char b64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  size_t n = strlen(url), len = strlen(value);
  n += (size_t)snprintf(url + n, n < cap ? cap - n : 0, "/%s@base64/%s", name, len ? "" : "=");
  const unsigned char *v = (const unsigned char *)value;
  for (size_t i = 0; i < len && n + 5 < cap; i += 3) {
    unsigned w = (unsigned)v[i] << 16 | (i + 1 < len ? (unsigned)v[i + 1] << 8 : 0) |
                 (i + 2 < len ? v[i + 2] : 0);
    url[n++] = b64[w >> 18 & 63];
    url[n++] = b64[w >> 12 & 63];
    if (i + 1 < len)
      url[n++] = b64[w >> 6 & 63];
    if (i + 2 < len)
      url[n++] = b64[w & 63];
  }
  if (n < cap)
    url[n] = '\0';
}

int push_results(const struct metrics_conf *c, const struct results_series *run, long i)
{
  char host[256], err[256];
  const char *label = i >= 0 && run->steps[i].label ? run->steps[i].label : "";
  size_t base = strlen(c->push);
  while (base > 0 && c->push[base - 1] == '/')
    base--;
  metrics_host(run, host, sizeof(host));
  /* Room for the whole URL: base64 is 4 bytes for 3, each segment's name
   * and separators under 32 bytes; nothing of it is ever cut. */
  size_t cap = base + sizeof("/metrics/job/sysbench") + 2 * (strlen(host) + strlen(label)) + 64;
  char *url = malloc(cap), *body = NULL;
  size_t len = 0;
  FILE *f = url ? open_memstream(&body, &len) : NULL;
  if (f == NULL || metrics_write(f, run, METRICS_PROMETHEUS, i >= 0 ? i : METRICS_RUN) ||
      fclose(f)) {
    alloc_failed();
    abort();
  }
  snprintf(url, cap, "%.*s/metrics/job/sysbench", (int)base, c->push);
  push_segment(url, cap, "instance", host);
  if (i >= 0)
    push_segment(url, cap, "step", label);
  long status;
  int rc = http_put(url, "text/plain; version=0.0.4; charset=utf-8", body, len, c->timeout,
                    &status, err, sizeof(err));
  free(body);
  if (rc == 0) {
    free(url);
    return 0;
  }
  char what[64];
  if (status)
    snprintf(what, sizeof(what), "HTTP status %ld", status);
  else
    snprintf(what, sizeof(what), "no HTTP status");
  log_msg(c->strict ? LOG_FATAL : LOG_WARNING, "--push to %s failed: %s%s%s%s", url, what,
          err[0] ? " (" : "", err, err[0] ? ")" : "");
  free(url);
  return c->strict ? -1 : 0;
}
