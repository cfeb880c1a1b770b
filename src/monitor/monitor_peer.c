/* SPDX-License-Identifier: GPL-2.0-or-later */
/* monitor_peer.c: the run's peer on this machine (a net run's server, a
 * `sysbench net serve` reached over loopback): the process that listens
 * on the address the run talks to, found as ss(8) finds it, from the
 * kernel's socket tables (/proc/net/tcp, tcp6) and the processes'
 * descriptors (/proc/PID/fd/N -> "socket:[INODE]"), under the procfs
 * root (kernel_files.h). The monitor leaves its CPU time out of other
 * processes' (monitor_verdict.c). */
#include "monitor/monitor.h"

#include <arpa/inet.h>
#include <ctype.h>
#include <dirent.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* A table's address ("0100007F", 32 hex digits for IPv6): the words as
 * the kernel prints them, each in the machine's byte order. */
static bool monitor_peer_hex(const char *hex, unsigned char *out, size_t len)
{
  if (strlen(hex) != 2 * len)
    return false;
  for (size_t w = 0; w < len / 4; w++) {
    char word[9];
    memcpy(word, hex + 8 * w, 8);
    word[8] = '\0';
    uint32_t v = (uint32_t)strtoul(word, NULL, 16);
    memcpy(out + 4 * w, &v, 4);
  }
  return true;
}

/* Is the address at (len bytes) the wanted one? An IPv6 socket on the
 * IPv4-mapped address is an IPv4 address's too. */
static bool monitor_peer_addr_fits(const unsigned char *at, size_t len, const unsigned char *want,
                                   size_t want_len)
{
  static const unsigned char mapped[12] = { [10] = 0xff, [11] = 0xff };
  if (len == want_len)
    return memcmp(at, want, len) == 0;
  return len == 16 && want_len == 4 && memcmp(at, mapped, 12) == 0 && memcmp(at + 12, want, 4) == 0;
}

/* An address as the tables have it: its bytes (4 or 16) and port. */
struct monitor_peer_end {
  const unsigned char *addr;
  size_t len;
  unsigned port;
};

static bool monitor_peer_end_of(const struct sockaddr *sa, struct monitor_peer_end *e)
{
  if (sa->sa_family == AF_INET) {
    const struct sockaddr_in *in = (const struct sockaddr_in *)sa;
    *e = (struct monitor_peer_end){ (const unsigned char *)&in->sin_addr, 4, ntohs(in->sin_port) };
  } else if (sa->sa_family == AF_INET6) {
    const struct sockaddr_in6 *in6 = (const struct sockaddr_in6 *)sa;
    *e = (struct monitor_peer_end){ in6->sin6_addr.s6_addr, 16, ntohs(in6->sin6_port) };
  } else {
    return false;
  }
  return true;
}

/* Does the table's hex address and port (alen bytes) name the end e?
 * any: the wildcard address of the family names it too. */
static bool monitor_peer_is(const char *hex, unsigned port, size_t alen,
                            const struct monitor_peer_end *e, bool any)
{
  static const unsigned char zero[16];
  unsigned char at[16];
  if (port != e->port || !monitor_peer_hex(hex, at, alen))
    return false;
  return (any && memcmp(at, zero, alen) == 0) || monitor_peer_addr_fits(at, alen, e->addr, e->len);
}

/* The inode of the socket in the table (net/tcp or net/tcp6, whose
 * addresses are alen bytes) that listens on local (remote NULL), or that
 * is connected from local to remote; 0 if none. */
static unsigned long monitor_peer_table(const char *table, size_t alen,
                                        const struct monitor_peer_end *local,
                                        const struct monitor_peer_end *remote)
{
  char path[4096], line[512];
  if (!kernel_path(path, sizeof(path), KERNEL_PROC, "%s", table))
    return 0;
  FILE *f = kernel_fopen(path);
  unsigned long found = 0;
  while (f && !found && fgets(line, sizeof(line), f)) {
    char l[40], r[40];
    unsigned lport, rport, state;
    unsigned long inode;
    if (sscanf(line, " %*u: %39[0-9A-Fa-f]:%x %39[0-9A-Fa-f]:%x %x %*x:%*x %*x:%*x %*x %*u %*u %lu",
               l, &lport, r, &rport, &state, &inode) != 6 || inode == 0)
      continue;   /* the heading */
    if (remote == NULL ? state == 0x0A && monitor_peer_is(l, lport, alen, local, true)
                       : state == 0x01 && monitor_peer_is(l, lport, alen, local, false) &&
                             monitor_peer_is(r, rport, alen, remote, false))
      found = inode;
  }
  if (f)
    fclose(f);
  return found;
}
/* Does process pid hold the socket? */
static bool monitor_peer_holds(const char *pid, const char *target)
{
  char path[4096], link[64];
  if (!kernel_path(path, sizeof(path), KERNEL_PROC, "%s/fd", pid))
    return false;
  DIR *d = opendir(path);   /* another user's: not readable, not known */
  bool holds = false;
  for (struct dirent *e; d && !holds && (e = readdir(d));) {
    if (!isdigit((unsigned char)e->d_name[0]) ||
        !kernel_path(path, sizeof(path), KERNEL_PROC, "%s/fd/%s", pid, e->d_name))
      continue;
    ssize_t n = readlink(path, link, sizeof(link) - 1);
    if (n > 0) {
      link[n] = '\0';
      holds = strcmp(link, target) == 0;
    }
  }
  if (d)
    closedir(d);
  return holds;
}

/* The process that holds the socket found in the tables; 0 if none. */
static int monitor_peer_find(const struct sockaddr *local, const struct sockaddr *remote)
{
  struct monitor_peer_end l, r;
  if (!monitor_peer_end_of(local, &l) || (remote && !monitor_peer_end_of(remote, &r)))
    return 0;
  unsigned long inode = l.len == 4 ? monitor_peer_table("net/tcp", 4, &l, remote ? &r : NULL) : 0;
  if (inode == 0)
    inode = monitor_peer_table("net/tcp6", 16, &l, remote ? &r : NULL);
  if (inode == 0)
    return 0;
  char target[64];
  snprintf(target, sizeof(target), "socket:[%lu]", inode);
  struct dirent **v;
  int n = monitor_list(KERNEL_PROC, ".", "", &v), pid = 0;
  for (int i = 0; i < n && pid == 0; i++)
    if (isdigit((unsigned char)v[i]->d_name[0]) && monitor_peer_holds(v[i]->d_name, target))
      pid = atoi(v[i]->d_name);
  if (n >= 0)
    monitor_list_free(v, n);
  return pid;
}

int monitor_peer_listener(const struct sockaddr *addr)
{
  return monitor_peer_find(addr, NULL);
}

int monitor_peer_connection(const struct sockaddr *local, const struct sockaddr *remote)
{
  return monitor_peer_find(local, remote);
}
