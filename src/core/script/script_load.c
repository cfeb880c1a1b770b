/* SPDX-License-Identifier: GPL-2.0-or-later */
/* script_load.c: loading a script (a file, read once, or a module) into
 * its main state, running its body in each new state, the script on the
 * standard input, and freeing a script. */
#include "script_impl.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/base/alloc.h"
#include "core/base/log.h"

/* Closes the states made for background threads when they exit
 * (process-wide). */
static pthread_key_t script_thread_key;
static pthread_once_t script_thread_once = PTHREAD_ONCE_INIT;

static void script_thread_key_close(void *L)
{
  script_state_close(L);
}

static void script_thread_key_create(void)
{
  pthread_key_create(&script_thread_key, script_thread_key_close);
}

/* A script's text beyond this is refused: a stream without end (`yes |
 * sysbench`) must not grow the process until memory runs out. */
#define SCRIPT_MAX_SIZE (64 << 20)
#define SCRIPT_MAX_SIZE_TEXT "64 MiB"

/* Reads the whole file; NULL with *why set (a read error, or larger than
 * SCRIPT_MAX_SIZE). */
static char *script_read_all(FILE *f, size_t *len, const char **why)
{
  size_t cap = 65536, n = 0;
  char *buf = malloc(cap);
  *why = buf ? NULL : "out of memory";
  while (buf) {
    n += fread(buf + n, 1, cap - n, f);
    if (n < cap)
      break;
    char *nb = cap >= SCRIPT_MAX_SIZE ? NULL : realloc(buf, cap * 2);
    if (nb == NULL) {
      *why = cap >= SCRIPT_MAX_SIZE ? "larger than " SCRIPT_MAX_SIZE_TEXT : "out of memory";
      free(buf);
      buf = NULL;
      break;
    }
    buf = nb;
    cap *= 2;
  }
  if (buf && ferror(f)) {
    *why = strerror(errno ? errno : EIO);
    free(buf);
    buf = NULL;
  }
  *len = n;
  return buf;
}

/* lua_load's reader of the script on stdin: the parser takes it as it
 * comes, so a stream that is not Lua fails at once (`yes | sysbench`, as
 * in the reference), and one that is stops at SCRIPT_MAX_SIZE. */
struct script_stream {
  FILE *f;
  size_t total;
  bool too_large;
  char buf[65536];
};

static const char *script_stream_read(lua_State *L, void *data, size_t *size)
{
  (void)L;
  struct script_stream *st = data;
  size_t n = st->too_large ? 0 : fread(st->buf, 1, sizeof(st->buf), st->f);
  if (st->total + n > SCRIPT_MAX_SIZE) {
    st->too_large = true;
    n = 0;
  }
  st->total += n;
  *size = n;
  return n ? st->buf : NULL;
}

/* A script with nothing loaded yet. */
static struct script *script_new(const struct script_env *env)
{
  struct script *s = alloc_resize(NULL, sizeof(*s));
  memset(s, 0, sizeof(*s));
  s->env = env;
  s->main_thread = pthread_self();
  return s;
}

int script_run_stdin(const struct script_env *env)
{
  if (isatty(STDIN_FILENO))
    log_notice("Reading the script from the standard input:\n");
  struct script *s = script_new(env);
  struct script_stream *st = calloc(1, sizeof(*st));
  lua_State *L = st ? script_state_base(s, 0) : NULL;
  int rc = 1;
  if (L) {
    s->main = L;
    st->f = stdin;
    rc = lua_load(L, script_stream_read, st, "=stdin");
    if (st->too_large)
      log_fatal("The script on the standard input is larger than " SCRIPT_MAX_SIZE_TEXT);
    else if (ferror(stdin))
      log_fatal("Cannot read the script from the standard input: %s", strerror(errno));
    else if (rc || (rc = script_pcall(L, 0, 0)))
      log_fatal("%s", script_error_text(L));
    rc = rc || st->too_large || ferror(stdin);
  } else if (st == NULL) {
    alloc_failed();
  }
  free(st);
  script_free(s);
  return rc ? 1 : 0;
}

/* Runs the script's body in L: its text for a file, require() for a
 * module. */
static int script_run_body(const struct script *s, lua_State *L)
{
  int rc;
  if (s->is_module) {
    lua_getglobal(L, "require");
    lua_pushstring(L, s->name);
    rc = script_pcall(L, 1, 0);
  } else {
    rc = luaL_loadbuffer(L, s->source, s->source_len, s->chunkname) || script_pcall(L, 0, 0);
  }
  if (rc) {
    log_fatal("%s", script_error_text(L));
    return -1;
  }
  return 0;
}

lua_State *script_state_new(struct script *s, int tid)
{
  lua_State *L = script_state_base(s, tid);
  if (L && script_run_body(s, L)) {
    lua_close(L);
    return NULL;
  }
  return L;
}

lua_State *script_thread_state(struct script *s, int tid)
{
  if (pthread_equal(pthread_self(), s->main_thread))
    return s->main;
  lua_State *cur = script_current_state();
  if (cur == NULL || script_of(cur) != s) {
    pthread_once(&script_thread_once, script_thread_key_create);
    lua_State *L = script_state_new(s, tid);
    if (L == NULL)
      return NULL;
    lua_State *old = pthread_getspecific(script_thread_key);
    if (old)
      script_state_close(old);
    pthread_setspecific(script_thread_key, L);
    script_set_thread_state(L);
    cur = L;
  }
  return cur;
}

/* Reads a file script's text once (every state runs it); false after
 * printing why. */
static bool script_read_source(struct script *s, FILE *f)
{
  const char *why;
  s->source = script_read_all(f, &s->source_len, &why);
  fclose(f);
  if (s->source == NULL) {
    log_fatal("Cannot read script '%s': %s", s->name, why);
    return false;
  }
  size_t n = strlen(s->name) + 2;
  s->chunkname = alloc_resize(NULL, n);
  snprintf(s->chunkname, n, "@%s", s->name);
  /* A "#" first line ("#!/usr/bin/env sysbench") is skipped, as Lua's
   * loadfile does: blank it out, keeping line numbers. */
  if (s->source_len > 0 && s->source[0] == '#')
    for (size_t i = 0; i < s->source_len && s->source[i] != '\n'; i++)
      s->source[i] = ' ';
  return true;
}

struct script *script_load(const struct script_env *env, const char *name,
                           struct opt_registry *reg, const struct script *parent)
{
  struct script *s = script_new(env);
  s->name = alloc_strdup(name);
  const char *slash = strrchr(name, '/');
  s->sname = alloc_strdup(slash ? slash + 1 : name);
  s->reg = reg;
  s->suite = parent ? parent->suite : NULL;
  FILE *f = fopen(name, "r");
  if (f && !script_read_source(s, f)) {
    script_free(s);
    return NULL;
  }
  s->is_module = f == NULL;
  lua_State *L = script_state_base(s, 0);
  if (L == NULL) {
    script_free(s);
    return NULL;
  }
  s->main = L;
  if (s->is_module) {
    lua_getglobal(L, "require");
    lua_pushstring(L, name);
    if (script_pcall(L, 1, 0)) {
      const char *msg = script_error_text(L);
      if (strncmp(msg, "module ", 7) == 0)
        log_fatal("Cannot find benchmark '%s': no such built-in test, file or module", name);
      else
        log_fatal("%s", msg);
      script_free(s);
      return NULL;
    }
  } else if (script_run_body(s, L)) {
    script_free(s);
    return NULL;
  }
  return s;
}

void script_free(struct script *s)
{
  if (s == NULL)
    return;
  if (s->main)
    script_state_close(s->main);
  free(s->name);
  free(s->sname);
  free(s->source);
  free(s->chunkname);
  free(s->conf_template);
  free(s);
}
