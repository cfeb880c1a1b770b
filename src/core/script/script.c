/* SPDX-License-Identifier: GPL-2.0-or-later */
/* script.c: Lua states. Each one gets the standard libraries, --luajit-cmd,
 * the module search path, the `sysbench` table, the embedded internal
 * modules, and then the user script's body. */
#include "script.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <lauxlib.h>
#include <luajit.h>
#include <lualib.h>

#include "core/command/general.h"
#include "core/base/log.h"
#include "plugin/run_config.h"
#include "lua_modules.h"
#include "core/run/watchdog.h"

/* Internal modules, run in this order in every state. */
static const char *const script_internal[] = {
  "sysbench.rand", "sysbench", "sysbench.compat", "sysbench.cmdline", "sysbench.sql",
  "sysbench.histogram", NULL
};

static struct {
  struct script_env env;
  char *source;            /* a file script's text, read once */
  size_t source_len;
  char *chunkname;
  const char *name;        /* what script_load_main loaded */
  bool is_module;
  lua_State *main;
  struct opt_registry *reg;   /* where its options are declared */
  pthread_key_t key;       /* closes background threads' states */
  const struct run_config *run;
} scr;

/* The interruption error: a plain string, so that a script that catches
 * it (pcall) can print it, and that marks it by its text:
 * "interrupted by SIGNAME: the suite stops". */
#define SCRIPT_INTERRUPTED_HEAD "interrupted by "
#define SCRIPT_INTERRUPTED_TAIL ": the suite stops"

static __thread lua_State *script_tls;

static const struct lua_module *script_module_find(const char *name)
{
  for (const struct lua_module *m = lua_modules; m->name; m++)
    if (strcmp(m->name, name) == 0)
      return m;
  return NULL;
}

/* package.loaders entry: modules embedded in the binary come before files. */
static int script_embedded_loader(lua_State *L)
{
  const char *name = luaL_checkstring(L, 1);
  const struct lua_module *m = script_module_find(name);
  if (m == NULL) {
    lua_pushfstring(L, "\n\tno embedded module '%s'", name);
    return 1;
  }
  if (luaL_loadbuffer(L, (const char *)m->code, m->size, name) != 0)
    return lua_error(L);
  return 1;
}

static void script_thread_key_close(void *L)
{
  lua_close(L);
}

void script_setup(const struct script_env *env)
{
  scr.env = *env;
  pthread_key_create(&scr.key, script_thread_key_close);
}

const struct general *script_general(void)
{
  return scr.env.general;
}

struct opt_registry *script_registry(void)
{
  return scr.reg;
}

int script_raise_interrupted(lua_State *L)
{
  int sig = watchdog_signal();
  lua_pushfstring(L, SCRIPT_INTERRUPTED_HEAD "%s" SCRIPT_INTERRUPTED_TAIL,
                  watchdog_signame(sig ? sig : SIGINT));
  return lua_error(L);
}

bool script_is_interrupted(lua_State *L, int idx)
{
  const char *s = lua_type(L, idx) == LUA_TSTRING ? lua_tostring(L, idx) : NULL;
  if (s == NULL || strncmp(s, SCRIPT_INTERRUPTED_HEAD, strlen(SCRIPT_INTERRUPTED_HEAD)))
    return false;
  for (int i = 0; i < WATCHDOG_NSIGNALS; i++) {
    const char *name = watchdog_signame(watchdog_signos[i]);
    const char *rest = s + strlen(SCRIPT_INTERRUPTED_HEAD);
    if (strncmp(rest, name, strlen(name)) == 0 &&
        strcmp(rest + strlen(name), SCRIPT_INTERRUPTED_TAIL) == 0)
      return true;
  }
  return false;
}

void script_set_run(const struct run_config *rc)
{
  scr.run = rc;
}

const struct run_config *script_current_run(void)
{
  return scr.run;
}

const struct run_config *script_run_config(void)
{
  return scr.run ? scr.run : &scr.env.general->run;
}

/* --luajit-cmd=cmd[=arg,...]: what `luajit -j` does. */
static int script_luajit_cmd(lua_State *L, const char *spec)
{
  char cmd[256];
  snprintf(cmd, sizeof(cmd), "%s", spec);
  char *args = strchr(cmd, '=');
  if (args)
    *args++ = '\0';
  int mode = !strcmp(cmd, "on") ? LUAJIT_MODE_ON : !strcmp(cmd, "off") ? LUAJIT_MODE_OFF
           : !strcmp(cmd, "flush") ? LUAJIT_MODE_FLUSH : -1;
  if (mode >= 0)
    return luaJIT_setmode(L, 0, LUAJIT_MODE_ENGINE | mode) ? 0 : -1;
  lua_getglobal(L, "require");
  lua_pushfstring(L, "jit.%s", cmd);
  if (lua_pcall(L, 1, 1, 0) != 0 || !lua_istable(L, -1))
    return -1;
  lua_getfield(L, -1, "start");
  lua_remove(L, -2);
  int n = 0;
  for (char *save, *a = args ? strtok_r(args, ",", &save) : NULL; a; a = strtok_r(NULL, ",", &save), n++)
    lua_pushstring(L, a);
  return lua_pcall(L, n, 0, 0) == 0 ? 0 : -1;
}

/* Builds a search path: LUA_PATH-style variables replace the default, with
 * ";;" standing for it. */
static void script_set_path(lua_State *L, const char *field, const char *envvar,
                            const char *dflt)
{
  const char *env = getenv(envvar);
  luaL_Buffer b;
  lua_getglobal(L, "package");
  luaL_buffinit(L, &b);
  if (env == NULL) {
    luaL_addstring(&b, dflt);
  } else {
    for (const char *p = env; *p; ) {
      const char *dd = strstr(p, ";;");
      if (dd == NULL) {
        luaL_addstring(&b, p);
        break;
      }
      luaL_addlstring(&b, p, (size_t)(dd - p));
      luaL_addchar(&b, ';');
      luaL_addstring(&b, dflt);
      p = dd + 2;
    }
  }
  luaL_pushresult(&b);
  lua_setfield(L, -2, field);
  lua_pop(L, 1);
}

static void script_set_paths(lua_State *L)
{
  const char *home = getenv("HOME");
  char path[4096], cpath[4096];
  if (home) {
    snprintf(path, sizeof(path),
             "./?.lua;./?/init.lua;./src/lua/?.lua;"
             "%s/.luarocks/share/lua/5.1/?.lua;%s/.luarocks/share/lua/5.1/?/init.lua;"
             "%s/.luarocks/share/lua/?.lua;%s/.luarocks/share/lua/?/init.lua;"
             "/usr/local/share/lua/5.1/?.lua;/usr/share/lua/5.1/?.lua;" PKGDATADIR "/?.lua;",
             home, home, home, home);
    snprintf(cpath, sizeof(cpath),
             "./?.so;%s/.luarocks/lib/lua/5.1/?.so;%s/.luarocks/lib/lua/?.so;"
             "/usr/local/lib/lua/5.1/?.so;/usr/lib/lua/5.1/?.so;" PKGLIBDIR "/?.so;",
             home, home);
  } else {
    snprintf(path, sizeof(path),
             "./?.lua;./?/init.lua;./src/lua/?.lua;"
             "/usr/local/share/lua/5.1/?.lua;/usr/share/lua/5.1/?.lua;" PKGDATADIR "/?.lua;");
    snprintf(cpath, sizeof(cpath),
             "./?.so;/usr/local/lib/lua/5.1/?.so;/usr/lib/lua/5.1/?.so;" PKGLIBDIR "/?.so;");
  }
  script_set_path(L, "path", "LUA_PATH", path);
  script_set_path(L, "cpath", "LUA_CPATH", cpath);

  /* The embedded loader goes right after package.preload's. */
  lua_getglobal(L, "table");
  lua_getfield(L, -1, "insert");
  lua_getglobal(L, "package");
  lua_getfield(L, -1, "loaders");
  lua_remove(L, -2);
  lua_pushinteger(L, 2);
  lua_pushcfunction(L, script_embedded_loader);
  lua_call(L, 3, 0);
  lua_pop(L, 1);
}

static void script_set_sysbench(lua_State *L, int tid)
{
  lua_newtable(L);
  lua_pushinteger(L, tid);
  lua_setfield(L, -2, "tid");
  lua_pushstring(L, PACKAGE_VERSION);
  lua_setfield(L, -2, "version");
  lua_pushstring(L, "sysbench " PACKAGE_VERSION);
  lua_setfield(L, -2, "version_string");
  for (const luaL_Reg *f = scr.env.api; f && f->name; f++) {
    lua_pushcfunction(L, f->func);
    lua_setfield(L, -2, f->name);
  }
  lua_newtable(L);
  lua_newtable(L);
  for (int i = 0; i < scr.env.argc; i++) {
    lua_pushstring(L, scr.env.argv[i]);
    lua_rawseti(L, -2, i);
  }
  lua_setfield(L, -2, "argv");
  if (scr.env.command) {
    lua_pushstring(L, scr.env.command);
    lua_setfield(L, -2, "command");
  }
  if (scr.env.path) {
    lua_pushstring(L, scr.env.path);
    lua_setfield(L, -2, "script_path");
  }
  lua_setfield(L, -2, "cmdline");
  lua_setglobal(L, "sysbench");
}

/* The error on top of L as text; an error object with a __tostring (the
 * SQL API's ignorable errors raised outside event()) is replaced by it. */
static const char *script_error_text(lua_State *L)
{
  if (!lua_isstring(L, -1) && luaL_callmeta(L, -1, "__tostring"))
    lua_replace(L, -2);
  const char *msg = lua_tostring(L, -1);
  return msg ? msg : "(not a string)";
}

/* A state with the API but without the user script. */
static lua_State *script_state_base(int tid)
{
  lua_State *L = luaL_newstate();
  if (L == NULL) {
    log_fatal("Failed to create a Lua state: out of memory");
    return NULL;
  }
  luaL_openlibs(L);
  script_os_install(L);
  if (scr.env.luajit_cmd && script_luajit_cmd(L, scr.env.luajit_cmd)) {
    log_fatal("unknown luaJIT command or jit.* modules not installed");
    lua_close(L);
    return NULL;
  }
  script_set_paths(L);
  script_set_sysbench(L, tid);
  for (int i = 0; script_internal[i]; i++) {
    const struct lua_module *m = script_module_find(script_internal[i]);
    if (luaL_loadbuffer(L, (const char *)m->code, m->size, m->name) ||
        lua_pcall(L, 0, 0, 0)) {
      log_fatal("%s", script_error_text(L));
      lua_close(L);
      return NULL;
    }
  }
  return L;
}

/* Runs the user script's body: its text for a file, require() for a module. */
static int script_run_body(lua_State *L)
{
  int rc;
  if (scr.is_module) {
    lua_getglobal(L, "require");
    lua_pushstring(L, scr.name);
    rc = lua_pcall(L, 1, 0, 0);
  } else {
    rc = luaL_loadbuffer(L, scr.source, scr.source_len, scr.chunkname) || lua_pcall(L, 0, 0, 0);
  }
  if (rc) {
    log_fatal("%s", script_error_text(L));
    return -1;
  }
  return 0;
}

lua_State *script_state_new(int tid)
{
  lua_State *L = script_state_base(tid);
  if (L && script_run_body(L)) {
    lua_close(L);
    return NULL;
  }
  return L;
}

void script_state_close(lua_State *L)
{
  if (L == script_tls)
    script_tls = NULL;
  lua_close(L);
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

int script_run_stdin(void)
{
  if (isatty(STDIN_FILENO))
    log_notice("Reading the script from the standard input:\n");
  struct script_stream *st = calloc(1, sizeof(*st));
  lua_State *L = st ? script_state_base(0) : NULL;
  int rc = 1;
  if (L) {
    st->f = stdin;
    rc = lua_load(L, script_stream_read, st, "=stdin");
    if (st->too_large)
      log_fatal("The script on the standard input is larger than " SCRIPT_MAX_SIZE_TEXT);
    else if (ferror(stdin))
      log_fatal("Cannot read the script from the standard input: %s", strerror(errno));
    else if (rc || (rc = lua_pcall(L, 0, 0, 0)))
      log_fatal("%s", script_error_text(L));
    rc = rc || st->too_large || ferror(stdin);
    lua_close(L);
  } else if (st == NULL) {
    log_fatal("Memory allocation failure.");
  }
  free(st);
  return rc ? 1 : 0;
}

int script_load_main(const char *testname, struct opt_registry *reg)
{
  scr.name = testname;
  scr.reg = reg;
  FILE *f = fopen(testname, "r");
  if (f) {
    const char *why;
    scr.source = script_read_all(f, &scr.source_len, &why);
    fclose(f);
    if (scr.source == NULL) {
      log_fatal("Cannot read script '%s': %s", testname, why);
      return 1;
    }
    size_t n = strlen(testname) + 2;
    scr.chunkname = malloc(n);
    snprintf(scr.chunkname, n, "@%s", testname);
    /* A "#" first line ("#!/usr/bin/env sysbench") is skipped, as Lua's
     * loadfile does: blank it out, keeping line numbers. */
    if (scr.source_len > 0 && scr.source[0] == '#')
      for (size_t i = 0; i < scr.source_len && scr.source[i] != '\n'; i++)
        scr.source[i] = ' ';
  } else {
    scr.is_module = true;
  }
  lua_State *L = script_state_base(0);
  if (L == NULL)
    return 1;
  if (scr.is_module) {
    lua_getglobal(L, "require");
    lua_pushstring(L, testname);
    if (lua_pcall(L, 1, 0, 0)) {
      const char *msg = script_error_text(L);
      if (strncmp(msg, "module ", 7) == 0)
        log_fatal("Cannot find benchmark '%s': no such built-in test, file or module", testname);
      else
        log_fatal("%s", msg);
      lua_close(L);
      return 1;
    }
  } else if (script_run_body(L)) {
    lua_close(L);
    return 1;
  }
  scr.main = L;
  script_tls = L;
  return 0;
}

lua_State *script_main(void)
{
  return scr.main;
}

lua_State *script_thread_state(void)
{
  if (script_tls == NULL) {
    script_tls = script_state_new(script_run_config()->threads);
    if (script_tls)
      pthread_setspecific(scr.key, script_tls);
  }
  return script_tls;
}

void script_set_thread_state(lua_State *L)
{
  script_tls = L;
}

int script_call(lua_State *L, const char *name, int nargs, int nresults)
{
  if (lua_pcall(L, nargs, nresults, 0) == 0)
    return 0;
  /* A suite's interruption has been said already. */
  if (!script_is_interrupted(L, -1))
    log_fatal("`%s' function failed: %s", name, script_error_text(L));
  lua_pop(L, 1);
  return -1;
}

bool script_get_function(lua_State *L, const char *name)
{
  lua_getglobal(L, name);
  if (lua_isfunction(L, -1))
    return true;
  lua_pop(L, 1);
  return false;
}

int script_check_hook(const char *name, bool *present)
{
  lua_State *L = scr.main;
  lua_getglobal(L, "sysbench");
  lua_getfield(L, -1, "hooks");
  int rc = 0;
  *present = false;
  if (lua_istable(L, -1)) {
    lua_getfield(L, -1, name);
    if (lua_isfunction(L, -1)) {
      *present = true;
    } else if (!lua_isnil(L, -1)) {
      log_fatal("sysbench.hooks.%s must be a function, not a %s", name,
                luaL_typename(L, -1));
      rc = -1;
    }
    lua_pop(L, 1);
  }
  lua_pop(L, 2);
  return rc;
}

void script_shutdown(void)
{
  if (scr.main)
    lua_close(scr.main);
  scr.main = NULL;
  script_tls = NULL;
  free(scr.source);
  free(scr.chunkname);
  scr.source = scr.chunkname = NULL;
}

/* The loaded script's part of the module, set aside while a suite runs
 * another script (script_nest_begin). */
struct script_saved {
  char *source;
  size_t source_len;
  char *chunkname;
  const char *name;
  bool is_module;
  lua_State *main, *tls;
  struct opt_registry *reg;
  const struct run_config *run;
};

struct script_saved *script_save(void)
{
  struct script_saved *s = malloc(sizeof(*s));
  if (s == NULL)
    return NULL;
  *s = (struct script_saved) { scr.source, scr.source_len, scr.chunkname, scr.name,
                               scr.is_module, scr.main, script_tls, scr.reg, scr.run };
  scr.source = scr.chunkname = NULL;
  scr.source_len = 0;
  scr.name = NULL;
  scr.is_module = false;
  scr.main = NULL;
  scr.run = NULL;
  script_tls = NULL;
  return s;
}

void script_restore(struct script_saved *s)
{
  script_shutdown();
  scr.source = s->source;
  scr.source_len = s->source_len;
  scr.chunkname = s->chunkname;
  scr.name = s->name;
  scr.is_module = s->is_module;
  scr.main = s->main;
  scr.reg = s->reg;
  scr.run = s->run;
  script_tls = s->tls;
  free(s);
}
