/* SPDX-License-Identifier: GPL-2.0-or-later */
/* auth.c: the shared key and its HMAC challenge (auth.h). The HMAC is
 * OpenSSL's: no cryptography of our own. */
#include "auth.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/base/log.h"

#ifdef HAVE_LIBCRYPTO
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>

#include "core/base/dl.h"

#define CRYPTO_API(X, ...) \
  X(HMAC, __VA_ARGS__) X(EVP_sha256, __VA_ARGS__) X(CRYPTO_memcmp, __VA_ARGS__)
static struct cryptolib {
  CRYPTO_API(DL_MEMBER_)
} cryptolib;

static bool net_crypto_resolve(void *lib)
{
  return DL_RESOLVE(cryptolib, CRYPTO_API, lib, CRYPTO_SONAME);
}

static struct dl_lib net_crypto_lib = {
  .user = "--net-key-file", .soname = CRYPTO_SONAME, .package = CRYPTO_PACKAGE,
  .resolve = net_crypto_resolve, .lock = PTHREAD_MUTEX_INITIALIZER,
};

static int net_crypto_load(void)
{
  return dl_load(&net_crypto_lib);
}
#else
static int net_crypto_load(void)
{
  log_fatal("--net-key-file: this sysbench was built without OpenSSL's libcrypto "
            "(install the Debian package libssl-dev, then configure and build again)");
  return -1;
}
#endif

#define NET_AUTH_CONTEXT "sbnet/1 auth "

/* The file's bytes into k, a final "\n" or "\r\n" left out. */
static int net_key_read(const char *path, struct net_key *k)
{
  int fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY);
  struct stat st;
  if (fd < 0 || fstat(fd, &st)) {
    log_fatal("--net-key-file: cannot open '%s': %s", path, strerror(errno));
    if (fd >= 0)
      close(fd);
    return -1;
  }
  if (!S_ISREG(st.st_mode) || st.st_size > NET_KEY_MAX + 2) {
    log_fatal("--net-key-file: '%s' is not a key (a regular file of %d to %d bytes)", path,
              NET_KEY_MIN, NET_KEY_MAX);
    close(fd);
    return -1;
  }
  unsigned char buf[NET_KEY_MAX + 2];
  ssize_t n = read(fd, buf, sizeof(buf));
  int err = errno;
  close(fd);
  if (n < 0) {
    log_fatal("--net-key-file: cannot read '%s': %s", path, strerror(err));
    return -1;
  }
  size_t len = (size_t)n;
  if (len && buf[len - 1] == '\n')
    len -= 1 + (len > 1 && buf[len - 2] == '\r');
  if (len < NET_KEY_MIN || len > NET_KEY_MAX) {
    log_fatal("--net-key-file: '%s' holds %zu bytes: a key is %d to %d bytes "
              "(make one with: head -c 32 /dev/urandom | base64 > FILE)", path, len,
              NET_KEY_MIN, NET_KEY_MAX);
    return -1;
  }
  memcpy(k->bytes, buf, len);
  k->len = len;
  return 0;
}

int net_key_load(const char *path, struct net_key *k)
{
  return net_crypto_load() || net_key_read(path, k) ? -1 : 0;
}

int net_auth_mac(const struct net_key *k, const unsigned char *nonce, unsigned char *mac)
{
#ifdef HAVE_LIBCRYPTO
  unsigned char msg[sizeof(NET_AUTH_CONTEXT) - 1 + NET_NONCE_BYTES];
  memcpy(msg, NET_AUTH_CONTEXT, sizeof(NET_AUTH_CONTEXT) - 1);
  memcpy(msg + sizeof(NET_AUTH_CONTEXT) - 1, nonce, NET_NONCE_BYTES);
  unsigned int len = 0;
  if (cryptolib.HMAC(cryptolib.EVP_sha256(), k->bytes, (int)k->len, msg, sizeof(msg), mac,
                     &len) && len == NET_MAC_BYTES)
    return 0;
  log_fatal("net: HMAC-SHA256 failed in libcrypto");
#else
  (void)k;
  (void)nonce;
  (void)mac;
#endif
  return -1;
}

bool net_auth_verify(const struct net_key *k, const unsigned char *nonce,
                     const unsigned char *mac)
{
  unsigned char want[NET_MAC_BYTES];
  if (net_auth_mac(k, nonce, want))
    return false;
#ifdef HAVE_LIBCRYPTO
  return cryptolib.CRYPTO_memcmp(want, mac, NET_MAC_BYTES) == 0;
#else
  return false;
#endif
}

int net_random(void *buf, size_t n)
{
  unsigned char *p = buf;
  while (n) {
    ssize_t got = getrandom(p, n, 0);
    if (got < 0 && errno == EINTR)
      continue;
    if (got <= 0)
      return -1;
    p += got;
    n -= (size_t)got;
  }
  return 0;
}

bool net_equal(const void *a, const void *b, size_t n)
{
  const volatile unsigned char *x = a, *y = b;
  unsigned char diff = 0;
  for (size_t i = 0; i < n; i++)
    diff |= x[i] ^ y[i];
  return diff == 0;
}
