/* SPDX-License-Identifier: GPL-2.0-or-later */
/* fuzz_net.c: libFuzzer target for the net test's control-message
 * parser, which reads what any peer sends: any input either is refused
 * or parses into a message whose text form parses back to the same
 * message, none of whose values has a '/' (no path is ever taken); a
 * hello that parses gives parameters within their bounds (a file mode's
 * with its size) or is refused. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "tests/net/net.h"
#include "tests/net/protocol.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void fuzz_net_same(const struct net_msg *a, const struct net_msg *b)
{
  if (a->version != b->version || a->verb != b->verb || a->have != b->have ||
      strcmp(a->text, b->text) != 0)
    abort();
  for (int k = 0; k < NET_K_NKEYS; k++)
    if (net_msg_has(a, (enum net_msg_key)k) &&
        (a->num[k] != b->num[k] || strcmp(a->val[k], b->val[k]) != 0 || strchr(a->val[k], '/')))
      abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  static struct net_msg m, again;
  char why[256], line[NET_MSG_MAX];
  if (net_msg_parse((const char *)data, size, &m, why, sizeof(why)) != 0)
    return 0;
  size_t n = net_msg_format(&m, line);
  if (n == 0 || n > NET_MSG_MAX || line[n - 1] != '\n' ||
      net_msg_parse(line, n, &again, why, sizeof(why)) != 0)
    abort();
  fuzz_net_same(&m, &again);
  if (m.verb == NET_MSG_HELLO) {
    struct net_params p;
    if (net_params_from_msg(&p, &m, why, sizeof(why)) == 0 &&
        (p.streams == 0 || p.block == 0 || p.mode > NET_FILE_WRITE || p.zerocopy > NET_ZC_MSG ||
         (net_mode_file(p.mode) && p.size == 0)))
      abort();
  }
  return 0;
}
