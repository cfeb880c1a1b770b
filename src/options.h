/* options.h: the option registry: one global namespace of typed options,
 * each declared once with its type and its checks (bounds, allowed values,
 * the message for a value outside them, as fio's option table declares
 * minval/maxval/posval), set from the command line, config files and Lua,
 * and read back through the getter of its declared type. */
#ifndef SB_OPTIONS_H
#define SB_OPTIONS_H

#include <stdbool.h>
#include <stdint.h>

/* Numbering matches sysbench.cmdline.ARG_* in the Lua API. */
enum opt_type {
  OPT_NULL, OPT_BOOL, OPT_INT, OPT_SIZE, OPT_DOUBLE, OPT_STRING, OPT_LIST, OPT_FILE
};

/* Flags of a declaration. */
#define OPT_MIN 1u      /* INT, SIZE: values below .min are refused */
#define OPT_MAX 2u      /* INT, SIZE: values above .max are refused */
#define OPT_HELP_N 4u   /* a SIZE that --help lists as "=N", as the reference does */
#define OPT_ADDED 8u    /* added by sysbench-ng to a group of the reference's:
                           help lists it after the reference's options */

/* A static option declaration; arrays of these end with { .name = NULL }. The
 * first four fields are all most options need. A value outside the checks
 * is refused when it is read, with `err` (a printf format taking the value
 * as typed, "%s") printed as a FATAL line; without `err`, the reference's
 * "Invalid value for the 'x' option" message. */
struct opt_def {
  const char *name;     /* as shown, dashes kept */
  const char *desc;
  const char *defval;   /* NULL: no default */
  enum opt_type type;
  long long min, max;           /* with OPT_MIN / OPT_MAX */
  const char *const *choices;   /* STRING: the values allowed, NULL-terminated */
  const char *err;
  unsigned flags;
  const char *added;    /* a reference option given values by sysbench-ng:
                           its line in the block of added options */
};

/* Returns false to refuse a value (Lua validators). */
typedef bool (*opt_validator)(const char *name, const char *value, void *data);

enum opt_status { OPT_OK, OPT_UNKNOWN, OPT_BAD_VALUE };

/* Registers defs into help group `group`. An option that already exists is
 * re-registered: its declaration and value are replaced by the new default. */
void opt_register(const struct opt_def *defs, int group);
void opt_register_one(const struct opt_def *def, int group,
                      opt_validator validate, void *vdata);
bool opt_exists(const char *name);
/* Was the option set (command line, config file, Lua) since it was
 * declared, rather than left at its default? */
bool opt_given(const char *name);
void opt_free_all(void);

/* value NULL means "--name" with no '='. */
enum opt_status opt_set(const char *name, const char *value);
enum opt_status opt_set_items(const char *name, const char *const *items, int n);

/* Typed getters. Reading a name that was never declared, or through the
 * getter of another type, is a programming error: the process aborts with
 * a "BUG:" line. Those returning bool print why a value is refused and
 * return false. An option without a value reads as 0, "" or an empty list
 * (and is checked as 0). */
bool opt_bool(const char *name);
bool opt_get_int(const char *name, long long *out);
bool opt_get_size(const char *name, uint64_t *out);
bool opt_get_double(const char *name, double *out);
/* STRING with declared choices: the index of its value among them. */
bool opt_get_choice(const char *name, int *out);
const char *opt_str(const char *name);          /* any type: the text as set; NULL: none */
const char *const *opt_list(const char *name, int *n);
enum opt_type opt_type_of(const char *name);    /* OPT_NULL: not declared */

/* Prints one help group in the reference's aligned layout, then an empty
 * line; then, when the group has options or values added by sysbench-ng
 * (OPT_ADDED, .added), a block of their own with the same layout.
 * Returns the number of options printed. */
int opt_print_group(int group);
int opt_group_size(int group);

/* The whole registry (declarations and values), to come back to after a
 * run with other options (a suite's runs); opt_restore frees it. */
struct opt_snapshot;
struct opt_snapshot *opt_save(void);
void opt_restore(struct opt_snapshot *snap);

/* Iteration for exporting options (Lua's sysbench.opt, result files). */
int opt_count(void);
const char *opt_name_at(int i);

#endif
