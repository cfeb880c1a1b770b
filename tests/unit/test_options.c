/* test_options.c: the registry: typed access, lists, clearing, names,
 * declared checks, and reads of undeclared or mistyped names. */
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "general.h"
#include "options.h"
#include "unit.h"

static const struct opt_def defs[] = {
  { .name = "my-int", .desc = "an int", .defval = "10", .type = OPT_INT },
  { .name = "my-size", .desc = "a size", .defval = "64K", .type = OPT_SIZE },
  { .name = "my-bool", .desc = "a bool", .defval = "off", .type = OPT_BOOL },
  { .name = "my-flag", .desc = "a bool without default", .defval = NULL, .type = OPT_BOOL },
  { .name = "my-list", .desc = "a list", .defval = "", .type = OPT_LIST },
  { .name = "my-str", .desc = "a string", .defval = "abc", .type = OPT_STRING },
  { .name = "my-double", .desc = "a double", .defval = "1.5", .type = OPT_DOUBLE },
  { .name = NULL }
};

UNIT_TEST(options_defaults_and_types)
{
  opt_free_all();
  opt_register(defs, 1);
  long long i;
  uint64_t sz;
  double d;
  CHECK(opt_get_int("my-int", &i) && i == 10);
  CHECK(opt_get_size("my-size", &sz) && sz == 65536);
  CHECK(!opt_bool("my-bool"));
  CHECK(opt_bool("my-flag"));
  CHECK(strcmp(opt_str("my-str"), "abc") == 0);
  CHECK(opt_get_double("my-double", &d) && d == 1.5);
  int n;
  opt_list("my-list", &n);
  CHECK(n == 0);
  CHECK(opt_type_of("my_int") == OPT_INT);
  CHECK(opt_type_of("nope") == OPT_NULL);
  opt_free_all();
}

UNIT_TEST(options_set_values)
{
  opt_free_all();
  opt_register(defs, 1);
  long long i;
  CHECK(opt_set("my_int", "42") == OPT_OK);
  CHECK(opt_get_int("my-int", &i) && i == 42);
  CHECK(opt_set("my-int", NULL) == OPT_OK);      /* cleared: reads as 0 */
  CHECK(opt_get_int("my-int", &i) && i == 0);
  CHECK(opt_str("my-int") == NULL);
  CHECK(opt_set("my-bool", NULL) == OPT_OK && opt_bool("my-bool"));
  CHECK(opt_set("my-bool", "off") == OPT_OK && !opt_bool("my-bool"));
  CHECK(opt_set("my-bool", "") == OPT_BAD_VALUE);
  CHECK(opt_set("my-bool", "yes") == OPT_BAD_VALUE);
  CHECK(opt_set("unknown", "1") == OPT_UNKNOWN);
  CHECK(opt_set("my-list", "1,,3,") == OPT_OK);
  int n;
  const char *const *items = opt_list("my-list", &n);
  CHECK(n == 2 && strcmp(items[0], "1") == 0 && strcmp(items[1], "3") == 0);
  CHECK(opt_set("my-str", "") == OPT_OK && opt_str("my-str") == NULL);
  const char *toks[] = { "a", "b" };
  CHECK(opt_set_items("my-list", toks, 2) == OPT_OK);
  opt_list("my-list", &n);
  CHECK(n == 2);
  opt_free_all();
}

UNIT_TEST(options_bad_number_is_reported)
{
  opt_free_all();
  opt_register(defs, 1);
  long long i = 5;
  CHECK(opt_set("my-int", "abc") == OPT_OK);    /* checked when read */
  CHECK(!opt_get_int("my-int", &i));
  CHECK(opt_set("my-int", "99999999999") == OPT_OK);
  CHECK(!opt_get_int("my-int", &i));
  uint64_t sz;
  CHECK(opt_set("my-size", "1Q") == OPT_OK);
  CHECK(!opt_get_size("my-size", &sz));
  opt_free_all();
}

UNIT_TEST(options_reregister_replaces)
{
  opt_free_all();
  opt_register(defs, 1);
  CHECK(opt_set("my-int", "42") == OPT_OK);
  struct opt_def again = { .name = "my_int", .desc = "redeclared", .defval = "7", .type = OPT_DOUBLE };
  opt_register_one(&again, 2, NULL, NULL);
  double d;
  CHECK(opt_type_of("my-int") == OPT_DOUBLE);
  CHECK(opt_get_double("my-int", &d) && d == 7);
  CHECK(opt_group_size(1) == 6 && opt_group_size(2) == 1);
  opt_free_all();
}

static bool only_even(const char *name, const char *value, void *data)
{
  (void)name;
  (void)data;
  return strlen(value) % 2 == 0;
}

UNIT_TEST(options_validator_applies_to_its_option)
{
  opt_free_all();
  opt_register(defs, 1);
  struct opt_def v = { .name = "checked", .desc = "validated", .defval = "xx", .type = OPT_STRING };
  opt_register_one(&v, 1, only_even, NULL);
  CHECK(opt_set("checked", "abc") == OPT_BAD_VALUE);
  CHECK(opt_set("checked", "abcd") == OPT_OK);
  CHECK(opt_set("my-str", "abc") == OPT_OK);
  opt_free_all();
}

static const char *const colours[] = { "red", "green", NULL };

static const struct opt_def checked[] = {
  { .name = "count", .desc = "at least 1", .defval = "1", .type = OPT_INT, .min = 1,
    .flags = OPT_MIN, .err = "Invalid value for count: %s" },
  { .name = "block", .desc = "a bounded size", .defval = "4K", .type = OPT_SIZE, .min = 1,
    .max = 1 << 20, .flags = OPT_MIN | OPT_MAX | OPT_HELP_N },
  { .name = "colour", .desc = "a choice", .defval = "red", .type = OPT_STRING,
    .choices = colours, .err = "Invalid colour: %s." },
  { .name = NULL }
};

UNIT_TEST(options_declared_checks)
{
  opt_free_all();
  opt_register(checked, 1);
  long long i;
  uint64_t sz;
  int c;
  CHECK(opt_get_int("count", &i) && i == 1);
  CHECK(opt_set("count", "0") == OPT_OK && !opt_get_int("count", &i));   /* below min */
  CHECK(opt_set("count", NULL) == OPT_OK && !opt_get_int("count", &i));  /* no value: 0 */
  CHECK(opt_get_size("block", &sz) && sz == 4096);
  CHECK(opt_set("block", "1M") == OPT_OK && opt_get_size("block", &sz) && sz == 1 << 20);
  CHECK(opt_set("block", "2M") == OPT_OK && !opt_get_size("block", &sz));
  CHECK(opt_set("block", "0") == OPT_OK && !opt_get_size("block", &sz));
  CHECK(opt_get_choice("colour", &c) && c == 0);
  CHECK(opt_set("colour", "green") == OPT_OK && opt_get_choice("colour", &c) && c == 1);
  CHECK(opt_set("colour", "blue") == OPT_OK && !opt_get_choice("colour", &c));
  opt_free_all();
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

static void read_undeclared(void)
{
  long long v;
  opt_get_int("never-declared", &v);
}

static void read_as_other_type(void)
{
  long long v;
  opt_get_int("block", &v);   /* declared SIZE */
}

static void read_declared(void)
{
  uint64_t v;
  opt_get_size("block", &v);
  opt_str("count");           /* the text of any type */
}

/* Reading an option that was never declared, or through another type's
 * getter, is a programming error: it aborts instead of reading as 0. */
UNIT_TEST(options_undeclared_or_mistyped_read_aborts)
{
  opt_free_all();
  opt_register(checked, 1);
  CHECK(aborts(read_undeclared));
  CHECK(aborts(read_as_other_type));
  CHECK(!aborts(read_declared));
  opt_free_all();
}

static void declare_bad_message(void)
{
  static const struct opt_def bad[] = {
    { .name = "n", .desc = "", .defval = "1", .type = OPT_INT, .min = 1, .flags = OPT_MIN,
      .err = "Invalid value %d for n: %s" },
    { .name = NULL }
  };
  opt_register(bad, 1);
}

/* A check message takes the value as typed, one "%s": a declaration with
 * any other conversion is refused when it is registered. */
UNIT_TEST(options_check_message_takes_one_string)
{
  opt_free_all();
  CHECK(aborts(declare_bad_message));
  CHECK(!aborts(general_register));
  opt_free_all();
}
