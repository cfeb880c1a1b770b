/* SPDX-License-Identifier: GPL-2.0-or-later */
/* json_index.c: the key index of large JSON objects (json_index.h). Open
 * addressing with linear probing over twice the object's capacity; slots
 * hold a position + 1 (0: empty). Keys are hashed with SipHash-1-3 under a
 * random per-process key, so a crafted file cannot make its keys collide
 * and turn lookups back into scans. */
#include "json_index.h"

#include <pthread.h>
#include <stdint.h>
#include <string.h>
#include <sys/random.h>
#include <time.h>
#include <unistd.h>

#include "alloc.h"

static uint64_t json_hash_key[2];
static pthread_once_t json_hash_once = PTHREAD_ONCE_INIT;

static void json_hash_seed(void)
{
  if (getrandom(json_hash_key, sizeof(json_hash_key), GRND_NONBLOCK) !=
      (ssize_t)sizeof(json_hash_key)) {
    /* No entropy yet (early boot): what the process has that varies. */
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    json_hash_key[0] = (uint64_t)ts.tv_nsec * 0x9e3779b97f4a7c15ULL ^ (uint64_t)getpid();
    json_hash_key[1] = (uint64_t)ts.tv_sec ^ (uint64_t)(uintptr_t)&ts;
  }
}

#define SIP_ROTL(x, b) (((x) << (b)) | ((x) >> (64 - (b))))
#define SIP_ROUND(v0, v1, v2, v3)                                              \
  do {                                                                         \
    v0 += v1; v1 = SIP_ROTL(v1, 13); v1 ^= v0; v0 = SIP_ROTL(v0, 32);          \
    v2 += v3; v3 = SIP_ROTL(v3, 16); v3 ^= v2;                                 \
    v0 += v3; v3 = SIP_ROTL(v3, 21); v3 ^= v0;                                 \
    v2 += v1; v1 = SIP_ROTL(v1, 17); v1 ^= v2; v2 = SIP_ROTL(v2, 32);          \
  } while (0)

/* SipHash-1-3 of the string s. */
static uint64_t json_hash(const char *s)
{
  pthread_once(&json_hash_once, json_hash_seed);
  uint64_t k0 = json_hash_key[0], k1 = json_hash_key[1];
  uint64_t v0 = k0 ^ 0x736f6d6570736575ULL, v1 = k1 ^ 0x646f72616e646f6dULL;
  uint64_t v2 = k0 ^ 0x6c7967656e657261ULL, v3 = k1 ^ 0x7465646279746573ULL;
  size_t len = strlen(s), i = 0;
  for (; i + 8 <= len; i += 8) {
    uint64_t m;
    memcpy(&m, s + i, 8);
    v3 ^= m;
    SIP_ROUND(v0, v1, v2, v3);
    v0 ^= m;
  }
  uint64_t last = (uint64_t)len << 56;
  for (size_t k = 0; i + k < len; k++)
    last |= (uint64_t)(unsigned char)s[i + k] << (8 * k);
  v3 ^= last;
  SIP_ROUND(v0, v1, v2, v3);
  v0 ^= last;
  v2 ^= 0xff;
  for (int r = 0; r < 3; r++)
    SIP_ROUND(v0, v1, v2, v3);
  return v0 ^ v1 ^ v2 ^ v3;
}

size_t json_capacity(size_t n)
{
  size_t cap = 2;
  while (cap < n)
    cap *= 2;
  return cap;
}

static size_t json_index_slots(size_t len)
{
  return 2 * json_capacity(len);
}

static void json_index_put(uint32_t *index, size_t nslots, const char *key, size_t pos)
{
  size_t mask = nslots - 1;
  for (size_t i = json_hash(key) & mask;; i = (i + 1) & mask)
    if (index[i] == 0) {
      index[i] = (uint32_t)(pos + 1);
      return;
    }
}

void json_index_added(struct json *o)
{
  size_t len = o->len;
  if (len < JSON_INDEX_MIN)
    return;
  size_t nslots = json_index_slots(len);
  if (len > JSON_INDEX_MIN && nslots == json_index_slots(len - 1)) {
    json_index_put(o->index, nslots, o->keys[len - 1], len - 1);
    return;
  }
  /* A new index, or a larger one: every key again. */
  o->index = alloc_resize(o->index, nslots * sizeof(uint32_t));
  memset(o->index, 0, nslots * sizeof(uint32_t));
  for (size_t i = 0; i < len; i++)
    json_index_put(o->index, nslots, o->keys[i], i);
}

size_t json_index_find(const struct json *o, const char *key)
{
  size_t mask = json_index_slots(o->len) - 1;
  for (size_t i = json_hash(key) & mask; o->index[i]; i = (i + 1) & mask) {
    size_t pos = o->index[i] - 1;
    if (strcmp(o->keys[pos], key) == 0)
      return pos;
  }
  return SIZE_MAX;
}
