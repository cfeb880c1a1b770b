/* SPDX-License-Identifier: GPL-2.0-or-later */
/* test_options.c: the registry: declarations filled into structs (every
 * type, its checks, texts, given flags, aliases, steps), values set and
 * cleared, copies that are values of their own, and the programming
 * errors that abort. */
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "core/command/general.h"
#include "plugin/module.h"
#include "plugin/options.h"
#include "unit.h"

struct conf {
  int i;
  uint64_t size;
  bool b, flag;
  struct opt_list list;
  const char *str;
  double d;
  const char *int_text;
  bool int_given;
};

static const struct opt_def defs[] = {
  { .name = "my-int", .desc = "an int", .defval = "10", OPT_INT_TO(struct conf, i),
    OPT_TEXT_TO(struct conf, int_text), OPT_GIVEN_TO(struct conf, int_given) },
  { .name = "my-size", .desc = "a size", .defval = "64K", OPT_SIZE_TO(struct conf, size) },
  { .name = "my-bool", .desc = "a bool", .defval = "off", OPT_BOOL_TO(struct conf, b) },
  { .name = "my-flag", .desc = "a bool without default", .defval = NULL,
    OPT_BOOL_TO(struct conf, flag) },
  { .name = "my-list", .desc = "a list", .defval = "", OPT_LIST_TO(struct conf, list) },
  { .name = "my-str", .desc = "a string", .defval = "abc", OPT_STRING_TO(struct conf, str) },
  { .name = "my-double", .desc = "a double", .defval = "1.5", OPT_DOUBLE_TO(struct conf, d) },
  { .name = NULL }
};

static struct opt_registry *reg_with(const struct opt_def *d)
{
  struct opt_registry *r = opt_registry_new();
  opt_register(r, d, 1);
  return r;
}

UNIT_TEST(options_defaults_fill_every_type)
{
  struct opt_registry *r = reg_with(defs);
  struct conf c;
  memset(&c, 0xff, sizeof(c));
  CHECK(opt_fill(r, defs, &c, 0) == 0);
  CHECK(c.i == 10 && strcmp(c.int_text, "10") == 0 && !c.int_given);
  CHECK(c.size == 65536);
  CHECK(!c.b && c.flag);
  CHECK(strcmp(c.str, "abc") == 0);
  CHECK(c.d == 1.5);
  CHECK(c.list.n == 0);
  CHECK(opt_type_of(r, "my_int") == OPT_INT);
  CHECK(opt_type_of(r, "nope") == OPT_NULL);
  opt_registry_free(r);
}

UNIT_TEST(options_set_values)
{
  struct opt_registry *r = reg_with(defs);
  struct conf c;
  CHECK(opt_set(r, "my_int", "42") == OPT_OK);
  CHECK(opt_fill(r, defs, &c, 0) == 0 && c.i == 42 && c.int_given);
  CHECK(opt_set(r, "my-int", NULL) == OPT_OK);      /* cleared: fills 0 */
  CHECK(opt_fill(r, defs, &c, 0) == 0 && c.i == 0 && c.int_text == NULL);
  CHECK(opt_set(r, "my-bool", NULL) == OPT_OK);
  CHECK(opt_fill(r, defs, &c, 0) == 0 && c.b);
  CHECK(opt_set(r, "my-bool", "off") == OPT_OK);
  CHECK(opt_fill(r, defs, &c, 0) == 0 && !c.b);
  CHECK(opt_set(r, "my-bool", "") == OPT_BAD_VALUE);
  CHECK(opt_set(r, "my-bool", "yes") == OPT_BAD_VALUE);
  CHECK(opt_set(r, "unknown", "1") == OPT_UNKNOWN);
  CHECK(opt_set(r, "my-list", "1,,3,") == OPT_OK);
  CHECK(opt_fill(r, defs, &c, 0) == 0 && c.list.n == 2);
  CHECK(strcmp(c.list.items[0], "1") == 0 && strcmp(c.list.items[1], "3") == 0);
  CHECK(opt_set(r, "my-str", "") == OPT_OK);
  CHECK(opt_fill(r, defs, &c, 0) == 0 && c.str == NULL);
  const char *toks[] = { "a", "b" };
  CHECK(opt_set_items(r, "my-list", toks, 2) == OPT_OK);
  CHECK(opt_fill(r, defs, &c, 0) == 0 && c.list.n == 2);
  opt_registry_free(r);
}

UNIT_TEST(options_bad_number_is_reported_when_filled)
{
  struct opt_registry *r = reg_with(defs);
  struct conf c;
  CHECK(opt_set(r, "my-int", "abc") == OPT_OK);    /* checked when filled */
  CHECK(opt_fill(r, defs, &c, 0) == -1);
  CHECK(opt_set(r, "my-int", "99999999999") == OPT_OK);
  CHECK(opt_fill(r, defs, &c, 0) == -1);
  CHECK(opt_set(r, "my-int", "1") == OPT_OK);
  CHECK(opt_set(r, "my-size", "1Q") == OPT_OK);
  CHECK(opt_fill(r, defs, &c, 0) == -1);
  opt_registry_free(r);
}

UNIT_TEST(options_reregister_replaces)
{
  struct opt_registry *r = reg_with(defs);
  CHECK(opt_set(r, "my-int", "42") == OPT_OK);
  struct opt_def again = { .name = "my_int", .desc = "redeclared", .defval = "7", .type = OPT_DOUBLE };
  opt_register_one(r, &again, 2, NULL, NULL);
  struct opt_value v;
  CHECK(opt_type_of(r, "my-int") == OPT_DOUBLE);
  CHECK(opt_value_of(r, "my-int", &v) && v.d == 7);
  CHECK(opt_group_size(r, 1) == 6 && opt_group_size(r, 2) == 1);
  opt_registry_free(r);
}

static bool only_even(const char *name, const char *value, void *data)
{
  (void)name;
  (void)data;
  return strlen(value) % 2 == 0;
}

UNIT_TEST(options_validator_applies_to_its_option)
{
  struct opt_registry *r = reg_with(defs);
  struct opt_def v = { .name = "checked", .desc = "validated", .defval = "xx", .type = OPT_STRING };
  opt_register_one(r, &v, 1, only_even, NULL);
  CHECK(opt_set(r, "checked", "abc") == OPT_BAD_VALUE);
  CHECK(opt_set(r, "checked", "abcd") == OPT_OK);
  CHECK(opt_set(r, "my-str", "abc") == OPT_OK);
  opt_registry_free(r);
}

static const char *const colours[] = { "red", "green", NULL };

struct checked {
  int count;
  uint64_t block;
  int colour;
  double ratio;
  int mode;
};

static const struct opt_def checked[] = {
  { .name = "count", .desc = "at least 1", .defval = "1", .min = 1,
    .flags = OPT_MIN, .err = "Invalid value for count: %s", OPT_INT_TO(struct checked, count) },
  { .name = "block", .desc = "a bounded size", .defval = "4K", .min = 1,
    .max = 1 << 20, .flags = OPT_MIN | OPT_MAX | OPT_HELP_N, OPT_SIZE_TO(struct checked, block) },
  { .name = "colour", .desc = "a choice", .defval = "red",
    .choices = colours, .err = "Invalid colour: %s.", OPT_CHOICE_TO(struct checked, colour) },
  { .name = "ratio", .desc = "a bounded double", .defval = "0.5",
    .dmin = 0, .dmax = 1, .flags = OPT_MIN | OPT_MAX, .err = "Invalid ratio: %s", OPT_DOUBLE_TO(struct checked, ratio) },
  { .name = "mode", .desc = "a choice for run only", .defval = NULL,
    .choices = colours, .flags = OPT_RUN_ONLY | OPT_NO_VALUE_OK, .err = "Invalid mode: %s",
    OPT_CHOICE_TO(struct checked, mode) },
  { .name = NULL }
};

/* opt_fill of r into a fresh struct checked; its return value. */
static int fill_checked(struct opt_registry *r, struct checked *c, bool run)
{
  memset(c, 0x55, sizeof(*c));
  return opt_fill(r, checked, c, run ? OPT_FILL_RUN : 0);
}

UNIT_TEST(options_declared_checks)
{
  struct opt_registry *r = reg_with(checked);
  struct checked c;
  CHECK(fill_checked(r, &c, false) == 0 && c.count == 1 && c.block == 4096 && c.colour == 0);
  CHECK(opt_set(r, "count", "0") == OPT_OK && fill_checked(r, &c, false) == -1);   /* below min */
  CHECK(opt_set(r, "count", NULL) == OPT_OK && fill_checked(r, &c, false) == -1);  /* no value: 0 */
  CHECK(opt_set(r, "count", "3") == OPT_OK);
  CHECK(opt_set(r, "block", "1M") == OPT_OK && fill_checked(r, &c, false) == 0 && c.block == 1 << 20);
  CHECK(opt_set(r, "block", "2M") == OPT_OK && fill_checked(r, &c, false) == -1);
  CHECK(opt_set(r, "block", "0") == OPT_OK && fill_checked(r, &c, false) == -1);
  CHECK(opt_set(r, "block", "4K") == OPT_OK);
  CHECK(opt_set(r, "colour", "green") == OPT_OK && fill_checked(r, &c, false) == 0 && c.colour == 1);
  CHECK(opt_set(r, "colour", "blue") == OPT_OK && fill_checked(r, &c, false) == -1);
  CHECK(opt_set(r, "colour", "red") == OPT_OK);
  opt_registry_free(r);
}

UNIT_TEST(options_script_takes_a_general_name)
{
  /* A test's option named as another group's keeps the command line's
   * value; the other group's table reads its own default. */
  struct opt_registry *r = reg_with(defs);
  CHECK(opt_set(r, "my-int", "42") == OPT_OK);
  struct opt_def mine = { .name = "my-int", .desc = "the script's", .defval = "7", .type = OPT_STRING };
  opt_register_one(r, &mine, GROUP_TEST, NULL, NULL);
  struct opt_value v;
  CHECK(opt_value_of(r, "my-int", &v) && v.type == OPT_STRING && strcmp(v.s, "42") == 0);
  struct conf c;
  memset(&c, 0x55, sizeof(c));
  CHECK(opt_fill(r, defs, &c, OPT_FILL_RUN) == 0 && c.i == 10 && strcmp(c.int_text, "10") == 0 && !c.int_given);
  opt_registry_free(r);
}

UNIT_TEST(options_double_bounds_and_run_only)
{
  struct opt_registry *r = reg_with(checked);
  struct checked c;
  CHECK(fill_checked(r, &c, true) == 0 && c.ratio == 0.5 && c.mode == -1);
  CHECK(opt_set(r, "ratio", "1.5") == OPT_OK && fill_checked(r, &c, false) == -1);
  CHECK(opt_set(r, "ratio", "-0.1") == OPT_OK && fill_checked(r, &c, false) == -1);
  CHECK(opt_set(r, "ratio", "nan") == OPT_OK && fill_checked(r, &c, false) == -1);
  CHECK(opt_set(r, "ratio", "1") == OPT_OK && fill_checked(r, &c, false) == 0 && c.ratio == 1);
  /* A run-only option is not even checked for other commands: they get
   * its default. */
  CHECK(opt_set(r, "mode", "blue") == OPT_OK);
  CHECK(fill_checked(r, &c, false) == 0 && c.mode == -1);
  CHECK(fill_checked(r, &c, true) == -1);
  CHECK(opt_set(r, "mode", "green") == OPT_OK && fill_checked(r, &c, true) == 0 && c.mode == 1);
  opt_registry_free(r);
}

struct aliased {
  int time;
  struct opt_steps threads;
  bool alias_given;
};

static const struct opt_def aliased[] = {
  { .name = "time", .desc = "", .defval = "10", OPT_INT_TO(struct aliased, time) },
  { .name = "threads", .desc = "", .defval = "1", .min = 1,
    .flags = OPT_MIN, OPT_STEPS_TO(struct aliased, threads) },
  { .name = "max-time", .desc = "", .defval = "0", .type = OPT_INT, .alias_of = "time",
    OPT_GIVEN_TO(struct aliased, alias_given) },
  { .name = "num-threads", .desc = "", .defval = "1", .type = OPT_INT, .alias_of = "threads",
    .alias_floor = 1 },
  { .name = NULL }
};

UNIT_TEST(options_aliases_replace_beyond_their_floor)
{
  struct opt_registry *r = reg_with(aliased);
  struct aliased a;
  CHECK(opt_fill(r, aliased, &a, 0) == 0 && a.time == 10 && !a.alias_given);
  CHECK(a.threads.n == 1 && a.threads.v[0] == 1 && !a.threads.list);
  CHECK(opt_set(r, "max-time", "5") == OPT_OK && opt_set(r, "num-threads", "4") == OPT_OK);
  CHECK(opt_fill(r, aliased, &a, 0) == 0 && a.time == 5 && a.alias_given);
  CHECK(a.threads.v[0] == 4);
  /* Result files record the option with its alias folded in, not the alias. */
  int time_i = -1, alias_i = -1;
  for (int i = 0; i < opt_count(r); i++) {
    if (strcmp(opt_name_at(r, i), "time") == 0)
      time_i = i;
    if (strcmp(opt_name_at(r, i), "max-time") == 0)
      alias_i = i;
  }
  CHECK(strcmp(opt_text_at(r, time_i), "5") == 0);
  CHECK(opt_is_alias_at(r, alias_i) && !opt_is_alias_at(r, time_i));
  opt_registry_free(r);
}

UNIT_TEST(options_steps_are_lists_or_ranges)
{
  struct opt_registry *r = reg_with(aliased);
  struct aliased a;
  CHECK(opt_set(r, "threads", "1..8") == OPT_OK && opt_fill(r, aliased, &a, 0) == 0);
  CHECK(a.threads.list && a.threads.n == 4 && a.threads.v[3] == 8);
  CHECK(opt_set(r, "threads", "2,1") == OPT_OK && opt_fill(r, aliased, &a, 0) == -1);
  CHECK(opt_set(r, "threads", "0") == OPT_OK && opt_fill(r, aliased, &a, 0) == -1);
  opt_registry_free(r);
}

/* A copy is a value: changing it leaves the original as it was. */
UNIT_TEST(options_copies_are_independent)
{
  struct opt_registry *r = reg_with(defs);
  CHECK(opt_set(r, "my-int", "5") == OPT_OK);
  struct opt_registry *c = opt_registry_copy(r);
  CHECK(opt_set(c, "my-int", "6") == OPT_OK);
  struct opt_def extra = { .name = "extra", .desc = "", .defval = "x", .type = OPT_STRING };
  opt_register_one(c, &extra, 1, NULL, NULL);
  struct conf a, b;
  CHECK(opt_fill(r, defs, &a, 0) == 0 && opt_fill(c, defs, &b, 0) == 0);
  CHECK(a.i == 5 && b.i == 6);
  CHECK(!opt_exists(r, "extra") && opt_exists(c, "extra"));
  opt_registry_free(c);
  CHECK(opt_fill(r, defs, &a, 0) == 0 && a.i == 5);
  opt_registry_free(r);
}

/* Many declared options (a script's): each found by name, in order. */
UNIT_TEST(options_many_names_found)
{
  struct opt_registry *r = opt_registry_new();
  char name[32];
  for (int i = 0; i < 5000; i++) {
    snprintf(name, sizeof(name), "opt-%d", i);
    struct opt_def d = { .name = name, .desc = "", .defval = "1", .type = OPT_INT };
    opt_register_one(r, &d, 1, NULL, NULL);
  }
  CHECK(opt_count(r) == 5000);
  CHECK(opt_set(r, "opt_4999", "7") == OPT_OK && opt_set(r, "opt-0", "3") == OPT_OK);
  struct opt_value v;
  CHECK(opt_value_of(r, "opt-4999", &v) && v.i == 7);
  CHECK(strcmp(opt_name_at(r, 1234), "opt-1234") == 0);
  CHECK(opt_set(r, "opt-5000", "1") == OPT_UNKNOWN);
  opt_registry_free(r);
}

/* Runs fn in a child process; true when it aborted (SIGABRT). */
static bool aborts(void (*fn)(void))
{
  fflush(NULL);
  pid_t pid = fork();
  if (pid == 0) {
    int null = open("/dev/null", O_WRONLY);
    dup2(null, STDERR_FILENO);
    fn();
    _exit(0);
  }
  int status;
  waitpid(pid, &status, 0);
  return WIFSIGNALED(status) && WTERMSIG(status) == SIGABRT;
}

static void fill_unregistered(void)
{
  struct opt_registry *r = opt_registry_new();
  struct checked c;
  opt_fill(r, checked, &c, 0);
}

static void value_of_undeclared(void)
{
  struct opt_registry *r = reg_with(checked);
  struct opt_value v;
  opt_value_of(r, "never-declared", &v);
}

static void fill_registered(void)
{
  struct opt_registry *r = reg_with(checked);
  struct checked c;
  opt_fill(r, checked, &c, OPT_FILL_RUN);
  opt_registry_free(r);
}

/* Filling an option that was never registered, or asking for an
 * undeclared one, is a programming error: it aborts instead of reading
 * as 0. */
UNIT_TEST(options_undeclared_fill_aborts)
{
  CHECK(aborts(fill_unregistered));
  CHECK(aborts(value_of_undeclared));
  CHECK(!aborts(fill_registered));
}

static void declare_bad_message(void)
{
  static const struct opt_def bad[] = {
    { .name = "n", .desc = "", .defval = "1", .type = OPT_INT, .min = 1, .flags = OPT_MIN,
      .err = "Invalid value %d for n: %s" },
    { .name = NULL }
  };
  reg_with(bad);
}

static void declare_general(void)
{
  struct opt_registry *r = opt_registry_new();
  general_register(r);
  modules_register(r);
  opt_registry_free(r);
}

/* A check message takes the value as typed, one "%s": a declaration with
 * any other conversion is refused when it is registered. */
UNIT_TEST(options_check_message_takes_one_string)
{
  CHECK(aborts(declare_bad_message));
  CHECK(!aborts(declare_general));
}
