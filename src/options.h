/* options.h: the option registry: one global namespace of typed options,
 * set from the command line, config files and Lua, read by name. */
#ifndef SB_OPTIONS_H
#define SB_OPTIONS_H

#include <stdbool.h>
#include <stdint.h>

/* Numbering matches sysbench.cmdline.ARG_* in the Lua API. */
enum opt_type {
  OPT_NULL, OPT_BOOL, OPT_INT, OPT_SIZE, OPT_DOUBLE, OPT_STRING, OPT_LIST, OPT_FILE
};

/* A static option declaration; arrays of these end with { NULL }. */
struct opt_def {
  const char *name;     /* as shown, dashes kept */
  const char *desc;
  const char *defval;   /* NULL: no default */
  enum opt_type type;
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
void opt_free_all(void);

/* value NULL means "--name" with no '='. */
enum opt_status opt_set(const char *name, const char *value);
enum opt_status opt_set_items(const char *name, const char *const *items, int n);

/* Getters. Those returning bool print the reference's "Invalid value for
 * the 'x' option" message themselves and return false on bad text. An
 * option without a value reads as 0, "" or an empty list. */
bool opt_bool(const char *name);
bool opt_get_int(const char *name, long long *out);
bool opt_get_size(const char *name, uint64_t *out);
bool opt_get_double(const char *name, double *out);
const char *opt_str(const char *name);          /* NULL: no value */
const char *const *opt_list(const char *name, int *n);
enum opt_type opt_type_of(const char *name);

/* Prints one help group in the reference's aligned layout, then an empty
 * line. Returns the number of options printed. */
int opt_print_group(int group);
int opt_group_size(int group);

/* Iteration for exporting options (Lua's sysbench.opt). */
int opt_count(void);
const char *opt_name_at(int i);

#endif
