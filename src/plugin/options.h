/* SPDX-License-Identifier: GPL-2.0-or-later */
/* options.h: the option registry. An option is declared once (struct
 * opt_def, in a const table) with its checks (bounds for every type,
 * allowed values, the message for a value outside them, as fio's option
 * table declares minval/maxval/posval), its deprecated aliases, and its
 * type and where its value goes in one macro: a field of its owner's
 * configuration struct (as fio's off1) whose C type the compiler checks.
 * A registry is a value: the command's is built from the command line and
 * config files, a suite's step works on a copy of its own, and nothing is
 * saved and restored. Values are kept as text and converted when a
 * configuration is filled (opt_fill), so a bad number is reported where
 * the value is used, as in the reference. C reads options only through
 * opt_fill; Lua's sysbench.opt and result files iterate the registry. */
#ifndef SB_OPTIONS_H
#define SB_OPTIONS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Numbering matches sysbench.cmdline.ARG_* in the Lua API. */
enum opt_type {
  OPT_NULL, OPT_BOOL, OPT_INT, OPT_SIZE, OPT_DOUBLE, OPT_STRING, OPT_LIST, OPT_FILE
};

/* Help groups of the core, in the order --help prints them; plug-ins
 * (modules, DB drivers) number theirs from GROUP_PLUGIN. */
enum help_group {
  GROUP_GENERAL = 1, GROUP_EXTENDED, GROUP_RAND, GROUP_LOG, GROUP_LOG2, GROUP_TEST,
  GROUP_PLUGIN = 64
};

/* Flags of a declaration. */
#define OPT_MIN 1u        /* values below .min (.dmin for DOUBLE) are refused */
#define OPT_MAX 2u        /* values above .max (.dmax) are refused */
#define OPT_HELP_N 4u     /* a SIZE that --help lists as "=N", as the reference does */
#define OPT_ADDED 8u      /* added by sysbench-ng to a group of the reference's:
                             help lists it after the reference's options */
#define OPT_ERR_PARSE 16u /* a value that does not convert gets .err too (as a
                             FATAL line), not the reference's generic message */
#define OPT_RUN_ONLY 32u  /* converted and checked only when the command is run
                           * (else its default) */
#define OPT_NO_VALUE_OK 64u   /* a STRING with choices and no value gets index -1
                                 rather than the .err message */
#define OPT_UNMEASURED 256u   /* says where results go (a gateway, metric labels),
                                 not what is measured: compare and merge ignore it */

/* What opt_fill writes into an option's destination field. */
enum opt_dest {
  OPT_DEST_NONE,
  OPT_DEST_BOOL,    /* bool */
  OPT_DEST_INT,     /* int */
  OPT_DEST_STEPS,   /* struct opt_steps: an INT that may also be a list or a
                       doubling range of counts ("1,2,4", "1..64") */
  OPT_DEST_SIZE,    /* uint64_t */
  OPT_DEST_DOUBLE,  /* double */
  OPT_DEST_TEXT,    /* const char * (STRING without choices, FILE; NULL
                       when no value) */
  OPT_DEST_INDEX,   /* int: the index of a STRING among its choices */
  OPT_DEST_LIST     /* struct opt_list */
};

/* offset + 1 of field m of struct T, which must be of C type ctype (a
 * compile-time check): a destination of opt_fill. */
#define OPT_FIELD(T, m, ctype)                                                    \
  (offsetof(T, m) + 1 +                                                           \
   0 * sizeof(struct {                                                           \
     _Static_assert(__builtin_types_compatible_p(__typeof__(((T *)0)->m), ctype), \
                    "option field " #m " is not of type " #ctype);              \
     int opt_field_;                                                              \
   }))

/* An option's type and where its value goes, in one: a declaration whose
 * type and field disagree does not compile (as fio's off1, typed). */
#define OPT_BOOL_TO(T, m)   .type = OPT_BOOL, .to = OPT_FIELD(T, m, bool), .dest = OPT_DEST_BOOL
#define OPT_INT_TO(T, m)    .type = OPT_INT, .to = OPT_FIELD(T, m, int), .dest = OPT_DEST_INT
#define OPT_STEPS_TO(T, m)                                                           \
  .type = OPT_INT, .to = OPT_FIELD(T, m, struct opt_steps), .dest = OPT_DEST_STEPS
#define OPT_SIZE_TO(T, m)   .type = OPT_SIZE, .to = OPT_FIELD(T, m, uint64_t), .dest = OPT_DEST_SIZE
#define OPT_DOUBLE_TO(T, m)                                                          \
  .type = OPT_DOUBLE, .to = OPT_FIELD(T, m, double), .dest = OPT_DEST_DOUBLE
#define OPT_STRING_TO(T, m)                                                          \
  .type = OPT_STRING, .to = OPT_FIELD(T, m, const char *), .dest = OPT_DEST_TEXT
#define OPT_FILE_TO(T, m)                                                            \
  .type = OPT_FILE, .to = OPT_FIELD(T, m, const char *), .dest = OPT_DEST_TEXT
/* A STRING with choices (.choices or .choice), filled as its index. */
#define OPT_CHOICE_TO(T, m) .type = OPT_STRING, .to = OPT_FIELD(T, m, int), .dest = OPT_DEST_INDEX
#define OPT_LIST_TO(T, m)                                                            \
  .type = OPT_LIST, .to = OPT_FIELD(T, m, struct opt_list), .dest = OPT_DEST_LIST
/* The value as typed (any type), and whether it was given. */
#define OPT_TEXT_TO(T, m) .text_to = OPT_FIELD(T, m, const char *)
#define OPT_GIVEN_TO(T, m) .given_to = OPT_FIELD(T, m, bool)

/* A LIST option's value, as filled. */
struct opt_list {
  const char *const *items;
  int n;
};

#define OPT_MAX_STEPS 64

/* An OPT_STEPS_TO option's value: one count (list false), or the list. */
struct opt_steps {
  int v[OPT_MAX_STEPS];
  int n;
  bool list;
};

struct run_config;

/* A static option declaration; arrays of these end with { .name = NULL }.
 * A value outside the checks is refused when a configuration is filled,
 * with `err` (a printf format taking the value as typed, "%s") printed as
 * a FATAL line; without `err`, the reference's "Invalid value for the 'x'
 * option" message. */
struct opt_def {
  const char *name;     /* as shown, dashes kept */
  const char *desc;
  const char *defval;   /* NULL: no default */
  enum opt_type type;
  /* Where opt_fill writes (set by the OPT_*_TO macros): the value, the
   * value as typed, whether it was given. */
  size_t to;
  enum opt_dest dest;
  size_t text_to, given_to;
  long long min, max;           /* INT, SIZE with OPT_MIN / OPT_MAX */
  double dmin, dmax;            /* DOUBLE with OPT_MIN / OPT_MAX */
  const char *const *choices;   /* STRING: the values allowed, NULL-terminated */
  /* Or the values allowed are the plug-ins' (fileio's engines): the i-th,
   * NULL past the last (opt_choice_at reads either). */
  const char *(*choice)(int i);
  const char *err;
  unsigned flags;
  const char *added;    /* a reference option given values by sysbench-ng:
                           its line in the block of added options */
  /* A deprecated alias of another option of the same table: when set
   * beyond alias_floor, it replaces that option's value, with a warning
   * ("--max-time is deprecated, use --time instead"). */
  const char *alias_of;
  long long alias_floor;
  /* What bash's completion offers for the value, beyond .choices (and on
   * and off for a boolean): words separated by spaces (one ending in ':'
   * waits for more: "compress:"), or "@file", "@file:EXT", "@dir",
   * "@path" (a file or a directory), "@output" (--output's FORMAT:FILE
   * list), "@locale" (an installed locale), "@words:PATH" (the words of a
   * file of the kernel's, tcp_available_congestion_control). A LIST
   * option's items are completed after its last comma. */
  const char *complete;
  /* What depends on the plug-ins built in (the DB drivers' names, the
   * output formats, fileio's engines): changes d, the registry's copy,
   * when the option is registered (its desc, defval, complete or added;
   * their text may be in buf, len bytes, which the registry copies). The
   * table itself is never changed. */
  void (*from_plugins)(struct opt_def *d, char *buf, size_t len);
  /* The number Lua's sysbench.opt shows instead of the option's value
   * (text, as typed), when it returns true (the reference's numbers where
   * ours may be a list: a sweep step's thread count, the first
   * percentile). */
  bool (*lua_value)(const struct run_config *rc, const char *text, double *out);
};

/* Returns false to refuse a value (Lua validators). */
typedef bool (*opt_validator)(const char *name, const char *value, void *data);

enum opt_status { OPT_OK, OPT_UNKNOWN, OPT_BAD_VALUE };

struct opt_registry;

struct opt_registry *opt_registry_new(void);
/* A copy of every declaration and value (a suite's step). */
struct opt_registry *opt_registry_copy(const struct opt_registry *r);
void opt_registry_free(struct opt_registry *r);

/* Registers defs into help group `group`. An option that already exists is
 * re-registered: its declaration and value are replaced by the new default
 * (one of another group that the command line set keeps that value: a
 * script's option named as a general one takes it; opt_fill then gives
 * the general table its default). */
void opt_register(struct opt_registry *r, const struct opt_def *defs, int group);
void opt_register_one(struct opt_registry *r, const struct opt_def *def, int group,
                      opt_validator validate, void *vdata);
/* Registers the options of defs that r does not have yet (a suite's cell:
 * an option of the suite's own of the same name keeps its value). */
void opt_register_missing(struct opt_registry *r, const struct opt_def *defs, int group);
bool opt_exists(const struct opt_registry *r, const char *name);
enum opt_type opt_type_of(const struct opt_registry *r, const char *name);   /* OPT_NULL: none */

/* value NULL means "--name" with no '='. */
enum opt_status opt_set(struct opt_registry *r, const char *name, const char *value);
enum opt_status opt_set_items(struct opt_registry *r, const char *name,
                              const char *const *items, int n);

/* Fills conf from every option of defs that has a destination, in the
 * order of defs (OPT_RUN_ONLY ones only with OPT_FILL_RUN), each checked
 * as declared and with its aliases folded in (warning of a deprecated one
 * unless OPT_FILL_QUIET: a second reading). Returns 0, or -1 after the
 * first refusal's message. The strings and lists written point into r:
 * they live as long as r and its values do. */
enum { OPT_FILL_RUN = 1, OPT_FILL_QUIET = 2 };
int opt_fill(const struct opt_registry *r, const struct opt_def *defs, void *conf, unsigned flags);
/* def's i-th choice (.choices or .choice); NULL past the last. */
const char *opt_choice_at(const struct opt_def *def, int i);

/* Iteration, for Lua's sysbench.opt and the result files. */
int opt_count(const struct opt_registry *r);
/* The declaration of option i and its help group (the man page and
 * completion walk them as --help does); NULL past the end. */
const struct opt_def *opt_def_at(const struct opt_registry *r, int i, int *group);
/* The declaration of name; NULL when r has none. */
const struct opt_def *opt_def_of(const struct opt_registry *r, const char *name);
/* The declaration of name in the table defs (names compared as options
 * are: '-' and '_' alike); NULL when it has none. */
const struct opt_def *opt_def_in(const struct opt_def *defs, const char *name);
const char *opt_name_at(const struct opt_registry *r, int i);
enum opt_type opt_type_at(const struct opt_registry *r, int i);
/* Is option i a deprecated alias (result files leave those out)? */
bool opt_is_alias_at(const struct opt_registry *r, int i);
/* The text of option i as result files record it: a deprecated alias
 * that replaces it folded in (--max-time=5 is time 5); NULL: no value. */
const char *opt_text_at(const struct opt_registry *r, int i);
/* The items of LIST option i. */
const char *const *opt_items_at(const struct opt_registry *r, int i, int *n);

/* The value of option `name` converted as declared (Lua reads options by
 * name); false after printing why it does not convert. */
struct opt_value {
  enum opt_type type;
  bool b;
  long long i;
  uint64_t size;
  double d;
  const char *s;               /* STRING, FILE: NULL when no value */
  const char *const *items;    /* LIST */
  int n;
  struct opt_steps steps;      /* INT filled as OPT_DEST_STEPS */
};
bool opt_value_of(const struct opt_registry *r, const char *name, struct opt_value *v);
/* The same of option i. */
bool opt_value_at(const struct opt_registry *r, int i, struct opt_value *v);

/* Prints one help group in the reference's aligned layout, then an empty
 * line; then, when the group has options or values added by sysbench-ng
 * (OPT_ADDED, .added), a block of their own with the same layout.
 * Returns the number of options printed. */
int opt_print_group(const struct opt_registry *r, int group);
int opt_group_size(const struct opt_registry *r, int group);
/* The same group as roff (.TP entries, the added block after a .PP), for
 * the man page; returns the number of options printed. */
int opt_print_group_roff(const struct opt_registry *r, int group);

#endif
