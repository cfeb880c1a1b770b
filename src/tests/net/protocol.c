/* SPDX-License-Identifier: GPL-2.0-or-later */
/* protocol.c: the control messages' text form and their strict parser
 * (protocol.h); table-driven, no allocation, safe on any input. */
#include "protocol.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#define NET_MAGIC "sbnet/"

const char *const net_mode_names[] = { "send", "recv", "bidir", "rr", "crr", "udp",
                                         "file-read", "file-write", NULL };
const char *const net_zerocopy_names[] = { "off", "sendfile", "msg", NULL };

static const char *const net_verb_names[] = {
#define NET_VERB_NAME(id, name) name,
  NET_VERBS(NET_VERB_NAME)
#undef NET_VERB_NAME
};

struct net_key_def {
  const char *name;
  enum net_key_type type;
  uint64_t bound;
  unsigned required;      /* bit per verb */
};

static const struct net_key_def net_keys[] = {
#define NET_KEY_DEF(id, name, type, bound, req) { name, type, bound, req },
  NET_KEYS(NET_KEY_DEF)
#undef NET_KEY_DEF
};

const char *net_verb_name(enum net_verb v)
{
  return (unsigned)v < NET_MSG_NVERBS ? net_verb_names[v] : "?";
}

static const char *const *net_key_choices(enum net_msg_key k)
{
  return k == NET_K_MODE ? net_mode_names : net_zerocopy_names;
}

static bool net_is_name_char(char c)
{
  return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
}

static bool net_is_word_char(char c)
{
  return net_is_name_char(c) || (c >= 'A' && c <= 'Z') || c == '.' || c == ':' || c == '+';
}

static bool net_is_hex_char(char c)
{
  return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
}

/* A decimal number of at most `bound`, without sign or leading zero. */
static bool net_parse_num(const char *s, size_t n, uint64_t bound, uint64_t *out)
{
  if (n == 0 || n > 20 || (n > 1 && s[0] == '0'))
    return false;
  uint64_t v = 0;
  for (size_t i = 0; i < n; i++) {
    if (s[i] < '0' || s[i] > '9')
      return false;
    unsigned d = (unsigned)(s[i] - '0');
    if (v > (UINT64_MAX - d) / 10)
      return false;
    v = v * 10 + d;
  }
  if (v > bound)
    return false;
  *out = v;
  return true;
}

/* Checks value s (n bytes) against key k's type; fills m's fields. */
static bool net_parse_value(struct net_msg *m, enum net_msg_key k, const char *s, size_t n)
{
  const struct net_key_def *d = &net_keys[k];
  bool (*ok_char)(char) = d->type == NET_KEY_HEX ? net_is_hex_char
                        : d->type == NET_KEY_WORD ? net_is_word_char : net_is_name_char;
  if (n > NET_VALUE_MAX)
    return false;
  if (d->type == NET_KEY_NUM && !net_parse_num(s, n, d->bound, &m->num[k]))
    return false;
  for (size_t i = 0; d->type != NET_KEY_NUM && i < n; i++)
    if (!ok_char(s[i]))
      return false;
  if (d->type == NET_KEY_HEX && n != 2 * d->bound)
    return false;
  memcpy(m->val[k], s, n);
  m->val[k][n] = '\0';
  if (d->type == NET_KEY_CHOICE) {
    const char *const *names = net_key_choices(k);
    int i = 0;
    while (names[i] && strcmp(names[i], m->val[k]) != 0)
      i++;
    if (names[i] == NULL)
      return false;
    m->num[k] = (uint64_t)i;
  }
  return true;
}

static int net_key_lookup(const char *s, size_t n)
{
  for (int k = 0; k < NET_K_NKEYS; k++)
    if (strlen(net_keys[k].name) == n && memcmp(net_keys[k].name, s, n) == 0)
      return k;
  return -1;
}

/* A key this version does not know: its value is still a value. */
static bool net_parse_unknown(const char *s, size_t n)
{
  for (size_t i = 0; i < n; i++)
    if (!net_is_word_char(s[i]))
      return false;
  return n <= NET_VALUE_MAX;
}

/* One KEY=VALUE token; -1 with why on error. */
static int net_parse_pair(struct net_msg *m, const char *s, size_t n, char *why, size_t wl)
{
  const char *eq = memchr(s, '=', n);
  size_t kl = eq ? (size_t)(eq - s) : 0;
  if (eq == NULL || kl == 0 || kl > 16) {
    snprintf(why, wl, "malformed key=value");
    return -1;
  }
  for (size_t i = 0; i < kl; i++)
    if (!((s[i] >= 'a' && s[i] <= 'z') || s[i] == '_')) {
      snprintf(why, wl, "malformed key=value");
      return -1;
    }
  if (memchr(eq + 1, '/', n - kl - 1)) {
    snprintf(why, wl, "a path in %.*s: the server takes no paths", (int)kl, s);
    return -1;
  }
  int k = net_key_lookup(s, kl);
  if (k < 0 && !net_parse_unknown(eq + 1, n - kl - 1)) {
    snprintf(why, wl, "bad value for %.*s", (int)kl, s);
    return -1;
  }
  if (k < 0)
    return 0;   /* not this version's: ignored */
  if (net_msg_has(m, (enum net_msg_key)k)) {
    snprintf(why, wl, "%s given twice", net_keys[k].name);
    return -1;
  }
  if (!net_parse_value(m, (enum net_msg_key)k, eq + 1, n - kl - 1)) {
    snprintf(why, wl, "bad value for %s", net_keys[k].name);
    return -1;
  }
  m->have |= 1ULL << k;
  return 0;
}

/* "sbnet/N": the version; -1 when s is not such a token. */
static int net_parse_version(const char *s, size_t n, unsigned *version)
{
  size_t ml = strlen(NET_MAGIC);
  uint64_t v;
  if (n <= ml || memcmp(s, NET_MAGIC, ml) != 0 || !net_parse_num(s + ml, n - ml, 9999, &v) ||
      v == 0)
    return -1;
  *version = (unsigned)v;
  return 0;
}

static int net_parse_verb(const char *s, size_t n)
{
  for (int v = 0; v < NET_MSG_NVERBS; v++)
    if (strlen(net_verb_names[v]) == n && memcmp(net_verb_names[v], s, n) == 0)
      return v;
  return -1;
}

/* The keys after the verb, then what the verb requires. */
static int net_parse_keys(struct net_msg *m, const char *p, const char *end, char *why,
                          size_t wl)
{
  while (p < end) {
    if (*p != ' ' || p + 1 == end || p[1] == ' ') {
      snprintf(why, wl, "malformed key=value");
      return -1;
    }
    p++;
    const char *sp = memchr(p, ' ', (size_t)(end - p));
    const char *tok_end = sp ? sp : end;
    if (net_parse_pair(m, p, (size_t)(tok_end - p), why, wl))
      return -1;
    p = tok_end;
  }
  for (int k = 0; k < NET_K_NKEYS; k++)
    if ((net_keys[k].required >> m->verb & 1) && !net_msg_has(m, (enum net_msg_key)k)) {
      snprintf(why, wl, "%s without %s", net_verb_names[m->verb], net_keys[k].name);
      return -1;
    }
  return 0;
}

int net_msg_parse(const char *line, size_t len, struct net_msg *m, char *why, size_t wl)
{
  memset(m, 0, sizeof(*m));
  if (len && line[len - 1] == '\n')
    len--;
  if (len >= NET_MSG_MAX) {
    snprintf(why, wl, "message longer than %d bytes", NET_MSG_MAX);
    return -1;
  }
  for (size_t i = 0; i < len; i++)
    if (line[i] < 0x20 || line[i] > 0x7e) {
      snprintf(why, wl, "not a sysbench net message");
      return -1;
    }
  const char *end = line + len, *sp = memchr(line, ' ', len);
  if (net_parse_version(line, (size_t)((sp ? sp : end) - line), &m->version)) {
    snprintf(why, wl, "not a sysbench net message");
    return -1;
  }
  if (m->version != NET_PROTO_VERSION) {
    snprintf(why, wl, "protocol version %u", m->version);
    return -2;
  }
  const char *vb = sp ? sp + 1 : end, *ve = memchr(vb, ' ', (size_t)(end - vb));
  ve = ve ? ve : end;
  int verb = net_parse_verb(vb, (size_t)(ve - vb));
  if (verb < 0) {
    snprintf(why, wl, "unknown message '%.*s'", (int)(ve - vb > 16 ? 16 : ve - vb), vb);
    return -1;
  }
  m->verb = (enum net_verb)verb;
  if (m->verb == NET_MSG_ERROR) {
    size_t tl = ve < end ? (size_t)(end - ve - 1) : 0;
    memcpy(m->text, ve + (ve < end), tl);
    m->text[tl] = '\0';
    return 0;
  }
  return net_parse_keys(m, ve, end, why, wl);
}

void net_msg_start(struct net_msg *m, enum net_verb verb)
{
  memset(m, 0, sizeof(*m));
  m->version = NET_PROTO_VERSION;
  m->verb = verb;
}

void net_msg_set_num(struct net_msg *m, enum net_msg_key k, uint64_t v)
{
  m->num[k] = v;
  snprintf(m->val[k], sizeof(m->val[k]), "%llu", (unsigned long long)v);
  m->have |= 1ULL << k;
}

void net_msg_set_str(struct net_msg *m, enum net_msg_key k, const char *s)
{
  snprintf(m->val[k], sizeof(m->val[k]), "%s", s);
  if (net_keys[k].type == NET_KEY_CHOICE) {
    const char *const *names = net_key_choices(k);
    for (int i = 0; names[i]; i++)
      if (strcmp(names[i], s) == 0)
        m->num[k] = (uint64_t)i;
  }
  m->have |= 1ULL << k;
}

void net_msg_set_hex(struct net_msg *m, enum net_msg_key k, const unsigned char *bytes, size_t n)
{
  static const char digits[] = "0123456789abcdef";
  for (size_t i = 0; i < n && 2 * i + 1 < sizeof(m->val[k]); i++) {
    m->val[k][2 * i] = digits[bytes[i] >> 4];
    m->val[k][2 * i + 1] = digits[bytes[i] & 15];
  }
  m->val[k][2 * n < sizeof(m->val[k]) ? 2 * n : sizeof(m->val[k]) - 1] = '\0';
  m->have |= 1ULL << k;
}

bool net_msg_hex(const struct net_msg *m, enum net_msg_key k, unsigned char *out, size_t n)
{
  if (!net_msg_has(m, k) || strlen(m->val[k]) != 2 * n)
    return false;
  for (size_t i = 0; i < n; i++) {
    unsigned v = 0;
    for (int j = 0; j < 2; j++) {
      char c = m->val[k][2 * i + (size_t)j];
      v = v * 16 + (unsigned)(c <= '9' ? c - '0' : c - 'a' + 10);
    }
    out[i] = (unsigned char)v;
  }
  return true;
}

void net_msg_error(struct net_msg *m, const char *fmt, ...)
{
  net_msg_start(m, NET_MSG_ERROR);
  va_list ap;
  va_start(ap, fmt);
  /* Room for "sbnet/NNNN error " and the newline. */
  vsnprintf(m->text, sizeof(m->text) - 24, fmt, ap);
  va_end(ap);
  for (char *p = m->text; *p; p++)
    if (*p < 0x20 || *p > 0x7e)
      *p = '?';
}

size_t net_msg_format(const struct net_msg *m, char *buf)
{
  size_t n = (size_t)snprintf(buf, NET_MSG_MAX, NET_MAGIC "%u %s", m->version,
                              net_verb_name(m->verb));
  if (m->verb == NET_MSG_ERROR && m->text[0] && n < NET_MSG_MAX)
    n += (size_t)snprintf(buf + n, NET_MSG_MAX - n, " %s", m->text);
  for (int k = 0; k < NET_K_NKEYS && m->verb != NET_MSG_ERROR; k++)
    if (net_msg_has(m, (enum net_msg_key)k) && n < NET_MSG_MAX)
      n += (size_t)snprintf(buf + n, NET_MSG_MAX - n, " %s=%s", net_keys[k].name, m->val[k]);
  if (n > NET_MSG_MAX - 1)
    n = NET_MSG_MAX - 1;
  buf[n++] = '\n';
  return n;
}
