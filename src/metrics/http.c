/* SPDX-License-Identifier: GPL-2.0-or-later */
/* http.c: http.h through libcurl, loaded at its first use. */
#include "metrics/http.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#define CURL_DISABLE_TYPECHECK
#include <curl/curl.h>
/* Calls go through the loaded library's pointers, not these macros. */
#undef curl_easy_setopt
#undef curl_easy_getinfo

#include "core/base/dl.h"

#define CURL_API(X, ...) \
  X(curl_easy_init, __VA_ARGS__) X(curl_easy_setopt, __VA_ARGS__) \
  X(curl_easy_perform, __VA_ARGS__) X(curl_easy_getinfo, __VA_ARGS__) \
  X(curl_easy_cleanup, __VA_ARGS__) X(curl_easy_strerror, __VA_ARGS__) \
  X(curl_slist_append, __VA_ARGS__) X(curl_slist_free_all, __VA_ARGS__)
static struct {
  CURL_API(DL_MEMBER_)
} curl;

static bool http_resolve(void *lib)
{
  return DL_RESOLVE(curl, CURL_API, lib, CURL_SONAME);
}

static struct dl_lib curl_lib = {
  .user = "--push", .soname = CURL_SONAME, .package = "libcurl4", .global = false,
  .resolve = http_resolve, .lock = PTHREAD_MUTEX_INITIALIZER,
};

int http_load(void)
{
  return dl_load(&curl_lib);
}

/* The server's answer: its first line is kept for the message. */
struct http_answer {
  char *buf;
  size_t cap, len;
};

static size_t http_keep(char *data, size_t size, size_t n, void *p)
{
  struct http_answer *a = p;
  size_t bytes = size * n;
  for (size_t i = 0; i < bytes && a->len + 1 < a->cap; i++) {
    if (data[i] == '\n' || data[i] == '\r')
      a->cap = a->len + 1;   /* the first line only */
    else
      a->buf[a->len++] = data[i];
  }
  a->buf[a->len] = '\0';
  return bytes;
}

int http_put(const char *url, const char *ctype, const char *body, size_t len, int timeout,
             long *status, char *err, size_t errlen)
{
  char header[128];
  struct http_answer answer = { err, errlen, 0 };
  CURL *h = curl.curl_easy_init();
  *status = 0;
  err[0] = '\0';
  if (h == NULL) {
    snprintf(err, errlen, "curl_easy_init() failed");
    return -1;
  }
  snprintf(header, sizeof(header), "Content-Type: %s", ctype);
  struct curl_slist *headers = curl.curl_slist_append(NULL, header);
  curl.curl_easy_setopt(h, CURLOPT_URL, url);
#if LIBCURL_VERSION_NUM >= 0x075500
  curl.curl_easy_setopt(h, CURLOPT_PROTOCOLS_STR, "http,https");
#else
  curl.curl_easy_setopt(h, CURLOPT_PROTOCOLS, (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS));
#endif
  curl.curl_easy_setopt(h, CURLOPT_CUSTOMREQUEST, "PUT");
  curl.curl_easy_setopt(h, CURLOPT_POSTFIELDS, body);
  curl.curl_easy_setopt(h, CURLOPT_POSTFIELDSIZE_LARGE, (curl_off_t)len);
  curl.curl_easy_setopt(h, CURLOPT_HTTPHEADER, headers);
  curl.curl_easy_setopt(h, CURLOPT_CONNECTTIMEOUT, (long)timeout);
  curl.curl_easy_setopt(h, CURLOPT_TIMEOUT, (long)timeout);
  /* No SIGALRM for name lookups: the run's threads and signals are ours. */
  curl.curl_easy_setopt(h, CURLOPT_NOSIGNAL, 1L);
  curl.curl_easy_setopt(h, CURLOPT_WRITEFUNCTION, http_keep);
  curl.curl_easy_setopt(h, CURLOPT_WRITEDATA, &answer);
  CURLcode rc = curl.curl_easy_perform(h);
  if (rc == CURLE_OK)
    curl.curl_easy_getinfo(h, CURLINFO_RESPONSE_CODE, status);
  else
    snprintf(err, errlen, "%s", curl.curl_easy_strerror(rc));
  curl.curl_slist_free_all(headers);
  curl.curl_easy_cleanup(h);
  return rc == CURLE_OK && *status >= 200 && *status < 300 ? 0 : -1;
}
