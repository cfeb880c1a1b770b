/* SPDX-License-Identifier: GPL-2.0-or-later */
/* http_missing.c: http.h in a build without libcurl's headers: --push
 * says so. */
#include "metrics/http.h"

#include "core/base/log.h"

int http_load(void)
{
  log_fatal("--push needs libcurl, which this sysbench was built without "
            "(install the Debian package libcurl4-openssl-dev and build again)");
  return -1;
}

int http_put(const char *url, const char *ctype, const char *body, size_t len, int timeout,
             long *status, char *err, size_t errlen)
{
  (void)url, (void)ctype, (void)body, (void)len, (void)timeout, (void)err, (void)errlen;
  *status = 0;
  return -1;
}
