/* SPDX-License-Identifier: GPL-2.0-or-later */
/* protocol.h: the net test's control protocol, version 1: its messages
 * as values (struct net_msg), their text form and the parser that reads
 * them from untrusted peers (README, "The control protocol", documents
 * the same). A message is one line of printable ASCII of at most
 * NET_MSG_MAX bytes, newline included:
 *
 *   sbnet/1 VERB[ KEY=VALUE]...\n
 *
 * VERB and KEY are lower-case names; VALUE is at most NET_VALUE_MAX
 * characters of [A-Za-z0-9._:+-] (so never a path: a value with a '/',
 * of a key known or not, is refused). A key appears at most once; keys this
 * version does not know are ignored (their values still checked), so that a release may add optional
 * ones (a change an older peer must not ignore takes a new version). The
 * `error` verb is followed by free text instead of keys. The parser
 * checks every value against its key's type and bounds, and what each
 * verb requires, so a message that parses is safe to use as it is. */
#ifndef SB_TESTS_NET_PROTOCOL_H
#define SB_TESTS_NET_PROTOCOL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define NET_PROTO_VERSION 1
#define NET_MSG_MAX 1024
#define NET_VALUE_MAX 64
#define NET_TOKEN_BYTES 16
#define NET_NONCE_BYTES 32
#define NET_MAC_BYTES 32

#define NET_VERBS(X) \
  X(HELLO, "hello")         /* client: the test it wants (first line) */ \
  X(CHALLENGE, "challenge") /* server with a key: prove you have it */ \
  X(AUTH, "auth")           /* client: the proof */ \
  X(WELCOME, "welcome")     /* server: the test is accepted */ \
  X(STREAM, "stream")       /* client: a data connection of a test (first line) */ \
  X(OK, "ok")               /* server: the data connection is accepted */ \
  X(MEASURE, "measure")     /* client: the warmup is over */ \
  X(DONE, "done")           /* client: the test is over */ \
  X(RESULT, "result")       /* server: what it measured */ \
  X(ERROR, "error")         /* either: why not; free text */

enum net_verb {
#define NET_VERB_ENUM(id, name) NET_MSG_##id,
  NET_VERBS(NET_VERB_ENUM)
#undef NET_VERB_ENUM
  NET_MSG_NVERBS
};

/* The bounds of the figures a peer reports: no run counts more (2^48
 * events, datagrams or retransmits; 2^56 bytes, 64 PiB; 2^53 ns, 104 days;
 * a jitter of 10 s, the largest transit step the server counts), so a
 * larger value is a hostile peer's and the message is refused. */
#define NET_PEER_COUNT_MAX (1ULL << 48)
#define NET_PEER_BYTES_MAX (1ULL << 56)
#define NET_PEER_NS_MAX (1ULL << 53)
#define NET_PEER_JITTER_NS_MAX 10000000000ULL

/* The keys: id, name, type, bound (numbers: the largest value; hex: the
 * number of bytes), the verbs that require it. */
#define NET_REQ(v) (1u << NET_MSG_##v)
#define NET_KEYS(X) \
  X(MODE, "mode", NET_KEY_CHOICE, 0, NET_REQ(HELLO)) \
  X(STREAMS, "streams", NET_KEY_NUM, 4096, NET_REQ(HELLO)) \
  X(BLOCK, "block", NET_KEY_NUM, 1ULL << 30, NET_REQ(HELLO)) \
  X(REQUEST, "request", NET_KEY_NUM, 1ULL << 30, NET_REQ(HELLO)) \
  X(RESPONSE, "response", NET_KEY_NUM, 1ULL << 30, NET_REQ(HELLO)) \
  X(WINDOW, "window", NET_KEY_NUM, 1ULL << 31, NET_REQ(HELLO)) \
  X(NODELAY, "nodelay", NET_KEY_NUM, 1, NET_REQ(HELLO)) \
  X(CC, "cc", NET_KEY_NAME, 0, NET_REQ(HELLO)) \
  X(ZEROCOPY, "zerocopy", NET_KEY_CHOICE, 0, NET_REQ(HELLO)) \
  X(TIME, "time", NET_KEY_NUM, 1ULL << 32, NET_REQ(HELLO)) \
  X(WARMUP, "warmup", NET_KEY_NUM, 1ULL << 32, NET_REQ(HELLO)) \
  X(SIZE, "size", NET_KEY_NUM, 1ULL << 50, 0)  /* file modes: the file's bytes */ \
  X(RELEASE, "release", NET_KEY_WORD, 0, 0) \
  X(NONCE, "nonce", NET_KEY_HEX, NET_NONCE_BYTES, NET_REQ(CHALLENGE)) \
  X(MAC, "mac", NET_KEY_HEX, NET_MAC_BYTES, NET_REQ(AUTH)) \
  X(SESSION, "session", NET_KEY_NUM, UINT32_MAX, NET_REQ(WELCOME) | NET_REQ(STREAM)) \
  X(TOKEN, "token", NET_KEY_HEX, NET_TOKEN_BYTES, NET_REQ(WELCOME) | NET_REQ(STREAM)) \
  X(INDEX, "index", NET_KEY_NUM, 4095, NET_REQ(STREAM)) \
  X(SENT, "sent", NET_KEY_NUM, NET_PEER_COUNT_MAX, NET_REQ(DONE)) \
  X(BYTES_IN, "bytes_in", NET_KEY_NUM, NET_PEER_BYTES_MAX, NET_REQ(RESULT)) \
  X(BYTES_OUT, "bytes_out", NET_KEY_NUM, NET_PEER_BYTES_MAX, NET_REQ(RESULT)) \
  X(CPU_NS, "cpu_ns", NET_KEY_NUM, NET_PEER_NS_MAX, NET_REQ(RESULT)) \
  X(DURATION_NS, "duration_ns", NET_KEY_NUM, NET_PEER_NS_MAX, NET_REQ(RESULT)) \
  X(TRANSACTIONS, "transactions", NET_KEY_NUM, NET_PEER_COUNT_MAX, NET_REQ(RESULT)) \
  X(TCP_INFO, "tcp_info", NET_KEY_NUM, 1, NET_REQ(RESULT)) \
  X(RETRANS, "retrans", NET_KEY_NUM, NET_PEER_COUNT_MAX, NET_REQ(RESULT)) \
  X(RTT_US, "rtt_us", NET_KEY_NUM, UINT32_MAX, NET_REQ(RESULT)) \
  X(RTTVAR_US, "rttvar_us", NET_KEY_NUM, UINT32_MAX, NET_REQ(RESULT)) \
  X(UDP_RECEIVED, "udp_received", NET_KEY_NUM, NET_PEER_COUNT_MAX, NET_REQ(RESULT)) \
  X(UDP_DUP, "udp_dup", NET_KEY_NUM, NET_PEER_COUNT_MAX, NET_REQ(RESULT)) \
  X(UDP_REORDERED, "udp_reordered", NET_KEY_NUM, NET_PEER_COUNT_MAX, NET_REQ(RESULT)) \
  X(JITTER_NS, "jitter_ns", NET_KEY_NUM, NET_PEER_JITTER_NS_MAX, NET_REQ(RESULT)) \
  X(DISK, "disk", NET_KEY_NAME, 0, 0)   /* file modes: --net-dir's device */ \
  X(DISK_READ, "disk_read", NET_KEY_NUM, NET_PEER_BYTES_MAX, 0) \
  X(DISK_WRITTEN, "disk_written", NET_KEY_NUM, NET_PEER_BYTES_MAX, 0) \
  X(MONITOR, "monitor", NET_KEY_NAME, 0, 0)  /* the server's run monitor: ok, or rules a-b */

enum net_key_type {
  NET_KEY_NUM,      /* decimal, no sign or leading zero, at most the bound */
  NET_KEY_NAME,     /* [a-z0-9_-], possibly empty (TCP_CONGESTION's names) */
  NET_KEY_WORD,     /* [A-Za-z0-9._:+-], possibly empty (a release) */
  NET_KEY_HEX,      /* exactly 2 x bound lower-case hex digits */
  NET_KEY_CHOICE    /* one of the key's names (net_msg_choices) */
};

enum net_msg_key {
#define NET_KEY_ENUM(id, name, type, bound, req) NET_K_##id,
  NET_KEYS(NET_KEY_ENUM)
#undef NET_KEY_ENUM
  NET_K_NKEYS
};

/* A message. Keys present have their bit in `have`; their text is in
 * val[] (numbers also in num[], choices' index in num[]); an error's
 * text is in text. */
struct net_msg {
  unsigned version;
  enum net_verb verb;
  uint64_t have;
  uint64_t num[NET_K_NKEYS];
  char val[NET_K_NKEYS][NET_VALUE_MAX + 1];
  char text[NET_MSG_MAX];
};

/* The names of a CHOICE key (NULL-terminated): mode's and zerocopy's. */
extern const char *const net_mode_names[];
extern const char *const net_zerocopy_names[];

/* Parses one line (len bytes, the newline included or not) into m.
 * Returns 0, or -1 with why (a short phrase: "not a sysbench net
 * message", "unknown message 'x'", "bad value for block") in why. A
 * message of another version parses as far as its version (m->version
 * set, returns -2), so that the peer can be told which it speaks. */
int net_msg_parse(const char *line, size_t len, struct net_msg *m, char *why, size_t whylen);

/* A message being built: net_msg_start, then the keys. */
void net_msg_start(struct net_msg *m, enum net_verb verb);
void net_msg_set_num(struct net_msg *m, enum net_msg_key k, uint64_t v);
/* s must be a valid value of k's type (not checked here). */
void net_msg_set_str(struct net_msg *m, enum net_msg_key k, const char *s);
void net_msg_set_hex(struct net_msg *m, enum net_msg_key k, const unsigned char *bytes, size_t n);
/* An error message with printf-style text (printable ASCII kept, the
 * rest replaced by '?'). */
void net_msg_error(struct net_msg *m, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* The bytes of a HEX key (its bound of them); false if absent. */
bool net_msg_hex(const struct net_msg *m, enum net_msg_key k, unsigned char *out, size_t n);
static inline bool net_msg_has(const struct net_msg *m, enum net_msg_key k)
{
  return (m->have >> k) & 1;
}

/* The line of m, newline included, in buf (NET_MSG_MAX bytes); its
 * length. */
size_t net_msg_format(const struct net_msg *m, char *buf);

/* The name of a verb ("hello"). */
const char *net_verb_name(enum net_verb v);

#endif
