/* SPDX-License-Identifier: GPL-2.0-or-later */
/* figures.c: the net test's figures for compare's charts
 * (plugin/figure_set.h), beyond the core's of each step: the Mbit/s it
 * sent and received, and the TCP round trip its client's socket saw. */
#include <stdio.h>
#include <string.h>

#include "core/stats/figures.h"
#include "plugin/figure_set.h"
#include "plugin/registry.h"

static bool net_figures_claims(const struct results_series *r)
{
  return strcmp(r->test, "net") == 0;
}

static void net_figures_step(const struct results_series *r, const struct results_step *s,
                             sb_figure_fn add, void *arg)
{
  (void)r;
  const struct sb_stat *f = &s->final;
  static const struct { int counter; const char *chart; } dirs[] = {
    { STATS_BYTES_WRITTEN, "Mbit/s sent" }, { STATS_BYTES_READ, "Mbit/s received" }
  };
  for (size_t d = 0; d < sizeof(dirs) / sizeof(*dirs); d++)
    if (f->cnt[dirs[d].counter]) {
      struct sb_figure x = { dirs[d].chart, "Mbit/s", SB_MORE_IS_BETTER,
                             figure_rate(f, f->cnt[dirs[d].counter]) * 8 / 1e6, 0, 0, 0 };
      add(arg, &x);
    }
  double rtt;
  if (json_to_double(json_get(json_get(json_get(s->facts, "net"), "client"), "tcp_rtt_us"), &rtt)) {
    struct sb_figure x = { "TCP round trip (the client's socket)", NULL, SB_LESS_IS_BETTER,
                           rtt / 1e6, 0, 0, 0 };
    add(arg, &x);
  }
}

static const struct sb_figure_set net_figures = {
  .name = "net",
  .claims = net_figures_claims,
  .step = net_figures_step,
};
SB_REGISTER(sb_figure_sets, net_figures);
