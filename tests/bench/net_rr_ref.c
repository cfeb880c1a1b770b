/* SPDX-License-Identifier: GPL-2.0-or-later */
/* net_rr_ref.c: the reference loops of tests/bench/net.sh's netperf-style
 * rows (netperf is not in Debian main): request and response over TCP on
 * loopback as netperf's TCP_RR and TCP_CRR define them, with nothing
 * around them (no harness, no clock read inside the loop).
 *
 *   net_rr_ref serve rr|crr REQ RESP
 *       listens on 127.0.0.1, a free port (printed on stdout), and serves
 *       one connection at a time: REQ bytes read, RESP bytes sent, until
 *       the client closes (rr), or once, then it closes first (crr, as
 *       `sysbench net serve` does).
 *   net_rr_ref rr|crr PORT SECONDS REQ RESP
 *       one connection (rr) or one per transaction (crr: connect, the
 *       request, the response, close) for SECONDS; prints the
 *       transactions per second. */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

static volatile sig_atomic_t stop;
static void on_alarm(int s) { (void)s; stop = 1; }

/* Exactly n bytes: 0, or -1 at EOF or on an error. */
static int ref_read(int fd, char *buf, size_t n)
{
  while (n) {
    ssize_t r = recv(fd, buf, n, MSG_WAITALL);
    if (r <= 0)
      return -1;
    buf += r;
    n -= (size_t)r;
  }
  return 0;
}

static int ref_write(int fd, const char *buf, size_t n)
{
  while (n) {
    ssize_t w = send(fd, buf, n, MSG_NOSIGNAL);
    if (w <= 0)
      return -1;
    buf += w;
    n -= (size_t)w;
  }
  return 0;
}

static struct sockaddr_in ref_addr(int port)
{
  struct sockaddr_in a;
  memset(&a, 0, sizeof(a));
  a.sin_family = AF_INET;
  a.sin_port = htons((unsigned short)port);
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  return a;
}

static int ref_serve(int crr, size_t req, size_t resp, char *buf)
{
  struct sockaddr_in a = ref_addr(0);
  socklen_t len = sizeof(a);
  int one = 1, lfd = socket(AF_INET, SOCK_STREAM, 0);
  setsockopt(lfd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one));
  if (bind(lfd, (struct sockaddr *)&a, sizeof(a)) || listen(lfd, 128) ||
      getsockname(lfd, (struct sockaddr *)&a, &len)) {
    perror("net_rr_ref: listen");
    return 1;
  }
  printf("%d\n", ntohs(a.sin_port));
  fflush(stdout);
  for (;;) {
    int fd = accept(lfd, NULL, NULL);
    if (fd < 0)
      continue;
    while (ref_read(fd, buf, req) == 0 && ref_write(fd, buf, resp) == 0 && !crr)
      ;
    close(fd);
  }
}

static int ref_client(int crr, int port, int seconds, size_t req, size_t resp, char *buf)
{
  struct sockaddr_in a = ref_addr(port);
  struct sigaction sa;
  struct timespec t0, t1;
  unsigned long long n = 0;
  int fd = -1;
  memset(&sa, 0, sizeof(sa));
  sa.sa_handler = on_alarm;
  sigaction(SIGALRM, &sa, NULL);
  clock_gettime(CLOCK_MONOTONIC, &t0);
  alarm((unsigned)seconds);
  while (!stop) {
    if (fd < 0) {
      fd = socket(AF_INET, SOCK_STREAM, 0);
      if (connect(fd, (struct sockaddr *)&a, sizeof(a))) {
        if (stop)
          break;
        perror("net_rr_ref: connect");
        return 1;
      }
    }
    if (ref_write(fd, buf, req) || ref_read(fd, buf, resp)) {
      if (stop)
        break;
      perror("net_rr_ref: transaction");
      return 1;
    }
    n++;
    if (crr) {
      close(fd);
      fd = -1;
    }
  }
  clock_gettime(CLOCK_MONOTONIC, &t1);
  double sec = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
  printf("%.2f\n", (double)n / sec);
  return 0;
}

int main(int argc, char **argv)
{
  static char buf[1 << 20];
  for (int i = argc - 2; i < argc && argc >= 5; i++)
    if (atol(argv[i]) < 1 || atol(argv[i]) > (long)sizeof(buf)) {
      fprintf(stderr, "net_rr_ref: sizes of 1 to %zu bytes\n", sizeof(buf));
      return 2;
    }
  if (argc == 5 && strcmp(argv[1], "serve") == 0)
    return ref_serve(strcmp(argv[2], "crr") == 0, (size_t)atol(argv[3]), (size_t)atol(argv[4]),
                     buf);
  if (argc == 6 && (strcmp(argv[1], "rr") == 0 || strcmp(argv[1], "crr") == 0))
    return ref_client(strcmp(argv[1], "crr") == 0, atoi(argv[2]), atoi(argv[3]),
                      (size_t)atol(argv[4]), (size_t)atol(argv[5]), buf);
  fprintf(stderr, "usage: net_rr_ref serve rr|crr REQ RESP | net_rr_ref rr|crr PORT SECONDS "
          "REQ RESP\n");
  return 2;
}
