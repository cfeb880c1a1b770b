/* SPDX-License-Identifier: GPL-2.0-or-later */
/* http.h: the HTTP PUT the Pushgateway push needs, through libcurl,
 * loaded at its first use (src/core/base/dl.h): a run that pushes nothing neither
 * needs libcurl installed nor pays for loading it and what it brings
 * (TLS, Kerberos, LDAP). Without libcurl at build time http_missing.c
 * says so instead. */
#ifndef SB_METRICS_HTTP_H
#define SB_METRICS_HTTP_H

#include <stddef.h>

/* Loads the library once; 0, or -1 after a FATAL line. */
int http_load(void);

/* PUTs len bytes of body (content type ctype) to url within timeout
 * seconds, connecting included. 0 when the server answered 2xx; else -1
 * with *status the HTTP status (0: no answer) and why (the transfer's
 * error, or the first line of the server's answer) in err. */
int http_put(const char *url, const char *ctype, const char *body, size_t len, int timeout,
             long *status, char *err, size_t errlen);

#endif
