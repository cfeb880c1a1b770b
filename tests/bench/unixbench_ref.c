/* SPDX-License-Identifier: GPL-2.0-or-later */
/* unixbench_ref.c: the reference loops of tests/bench/unixbench.sh: each
 * UnixBench system test as `while (!stop) { body; n++; }`, stopped by
 * alarm(), no clock read inside the loop. Usage: unixbench_ref TEST
 * SECONDS [ARG], TEST one of pipe, context, spawn, execl, syscall,
 * filecopy (ARG: BUFFER:KIB, or BUFFER:KIB:grow, where the destination
 * is never rewound and grows, or BUFFER:KIB:truncate, where it is cut to
 * 0 at each rewind: the shapes filecopy.sh compares), shell (ARG:
 * concurrency; runs in the
 * current directory, which must hold input.txt; LANG/LC_ALL from the
 * environment). Prints the loops per second. */
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

static volatile sig_atomic_t stop;
static void on_alarm(int s) { (void)s; stop = 1; }

static void start(int seconds)
{
  struct sigaction sa;
  memset(&sa, 0, sizeof(sa));
  sa.sa_handler = on_alarm;
  sa.sa_flags = SA_RESTART;
  sigaction(SIGALRM, &sa, NULL);
  alarm((unsigned)seconds);
}

static unsigned long ref_pipe(int seconds)
{
  char buf[512] = { 0 };
  int p[2];
  unsigned long n = 0;
  if (pipe(p)) return 0;
  start(seconds);
  while (!stop) { if (write(p[1], buf, 512) != 512 || read(p[0], buf, 512) != 512) break; n++; }
  return n;
}

static unsigned long ref_context(int seconds)
{
  int down[2], up[2];
  unsigned v = 0, b;
  unsigned long n = 0;
  if (pipe(down) || pipe(up)) return 0;
  if (fork() == 0) {
    close(down[1]);
    while (read(down[0], &b, 4) == 4 && write(up[1], &b, 4) == 4) ;
    _exit(0);
  }
  close(down[0]);
  start(seconds);
  while (!stop) { v++; if (write(down[1], &v, 4) != 4 || read(up[0], &b, 4) != 4) break; n++; }
  close(down[1]);
  wait(NULL);
  return n;
}

static unsigned long ref_spawn(int seconds)
{
  unsigned long n = 0;
  start(seconds);
  while (!stop) { pid_t p = fork(); if (p == 0) _exit(0); if (p < 0) break; waitpid(p, NULL, 0); n++; }
  return n;
}

static unsigned long ref_syscall(int seconds)
{
  int fd = open("/dev/null", O_RDONLY);
  unsigned long n = 0;
  start(seconds);
  while (!stop) { close(dup(fd)); getpid(); getuid(); umask(022); n++; }
  return n;
}

static unsigned long ref_filecopy(int seconds, const char *arg)
{
  size_t size = strtoul(arg, NULL, 10), kib = strtoul(strchr(arg, ':') + 1, NULL, 10);
  const char *shape = strchr(strchr(arg, ':') + 1, ':');
  int grow = shape && strcmp(shape, ":grow") == 0, cut = shape && strcmp(shape, ":truncate") == 0;
  char *buf = calloc(1, 65536);
  int src = open("ref-filecopy.src", O_RDWR | O_CREAT | O_TRUNC, 0600);
  int dst = open("ref-filecopy.dst", O_RDWR | O_CREAT | O_TRUNC, 0600);
  unlink("ref-filecopy.src");
  unlink("ref-filecopy.dst");
  for (size_t i = 0; i < kib * 1024; i += 65536)
    if (write(src, buf, kib * 1024 - i < 65536 ? kib * 1024 - i : 65536) < 0) return 0;
  lseek(src, 0, SEEK_SET);
  unsigned long n = 0;
  start(seconds);
  while (!stop) {
    ssize_t r = read(src, buf, size);
    if (r == 0) {
      lseek(src, 0, SEEK_SET);
      if (!grow) lseek(dst, 0, SEEK_SET);
      if (cut && ftruncate(dst, 0)) break;
      r = read(src, buf, size);
    }
    if (r <= 0 || write(dst, buf, (size_t)r) != r) break;
    n++;
  }
  return n;
}

static unsigned long ref_shell(int seconds, int copies)
{
  static const char script[] =
    "set -e; sort <input.txt >a; od a | sort -n -k 1 >b; grep the a | tee c | wc >d; rm a b c d";
  unsigned long n = 0;
  start(seconds);
  while (!stop) {
    for (int i = 0; i < copies; i++) {
      if (fork() == 0) {
        char dir[16];
        snprintf(dir, sizeof(dir), "%d", i);
        if (chdir(dir)) _exit(126);
        execl("/bin/sh", "sh", "-c", script, (char *)NULL);
        _exit(127);
      }
    }
    for (int i = 0; i < copies; i++) wait(NULL);
    n++;
  }
  return n;
}

/* The loop runs across the chain of processes: n (argv) and the pending
 * alarm survive exec; SIGALRM stays blocked, so stop is its being pending. */
static unsigned long ref_execl(int argc, char **argv, int seconds)
{
  sigset_t alrm, pending;
  sigemptyset(&alrm);
  sigaddset(&alrm, SIGALRM);
  unsigned long n = argc > 3 ? strtoul(argv[3], NULL, 10) : 0;
  if (argc == 3) { sigprocmask(SIG_BLOCK, &alrm, NULL); alarm((unsigned)seconds); }
  sigpending(&pending);
  stop = sigismember(&pending, SIGALRM);
  while (!stop) {
    char count[24];
    snprintf(count, sizeof(count), "%lu", n + 1);   /* n++ across the exec */
    execl("/proc/self/exe", argv[0], "execl", argv[2], count, (char *)NULL);
    return 0;
  }
  return n;
}

int main(int argc, char **argv)
{
  if (argc < 3) { fprintf(stderr, "usage: unixbench_ref TEST SECONDS [ARG]\n"); return 2; }
  int seconds = atoi(argv[2]);
  const char *t = argv[1];
  unsigned long n = strcmp(t, "pipe") == 0 ? ref_pipe(seconds)
    : strcmp(t, "context") == 0 ? ref_context(seconds)
    : strcmp(t, "spawn") == 0 ? ref_spawn(seconds)
    : strcmp(t, "execl") == 0 ? ref_execl(argc, argv, seconds)
    : strcmp(t, "syscall") == 0 ? ref_syscall(seconds)
    : strcmp(t, "filecopy") == 0 && argc > 3 ? ref_filecopy(seconds, argv[3])
    : strcmp(t, "shell") == 0 && argc > 3 ? ref_shell(seconds, atoi(argv[3])) : 0;
  printf("%.2f\n", (double)n / seconds);
  return 0;
}
