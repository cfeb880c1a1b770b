/* SPDX-License-Identifier: GPL-2.0-or-later */
/* auth.h: the shared key of --net-key-file and the HMAC challenge that
 * proves a client has it: the server sends a random nonce, the client
 * answers HMAC-SHA256(key, "sbnet/1 auth " || nonce), from OpenSSL's
 * libcrypto, loaded at the first use of a key (src/core/base/dl.h). Also the
 * random session tokens and their constant-time comparison. */
#ifndef SB_TESTS_NET_AUTH_H
#define SB_TESTS_NET_AUTH_H

#include <stdbool.h>
#include <stddef.h>

#include "protocol.h"

#define NET_KEY_MIN 16
#define NET_KEY_MAX 4096

struct net_key {
  size_t len;
  unsigned char bytes[NET_KEY_MAX];
};

/* The key in path (its bytes, a final line break left out), libcrypto
 * loaded; 0, or -1 after a FATAL line. */
int net_key_load(const char *path, struct net_key *k);
/* The answer to nonce; 0, or -1 after a FATAL line. */
int net_auth_mac(const struct net_key *k, const unsigned char *nonce, unsigned char *mac);
/* Is mac the answer to nonce? */
bool net_auth_verify(const struct net_key *k, const unsigned char *nonce,
                     const unsigned char *mac);

/* n random bytes from the kernel; 0 or -1. */
int net_random(void *buf, size_t n);
/* a and b equal, in time that does not depend on where they differ. */
bool net_equal(const void *a, const void *b, size_t n);

#endif
