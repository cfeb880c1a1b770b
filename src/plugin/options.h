/* SPDX-License-Identifier: GPL-2.0-or-later */
/* options.h: the option registry. An option is declared once (struct
 * opt_def) with its type, its checks (bounds for every type, allowed
 * values, the message for a value outside them, as fio's option table
 * declares minval/maxval/posval), its deprecated aliases and where its
 * value goes: a field of its owner's configuration struct (as fio's off1).
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
#define OPT_STEPS 128u    /* an INT that may also be a list or a doubling range of
                             counts ("1,2,4", "1..64"): fills a struct opt_steps */
#define OPT_UNMEASURED 256u   /* says where results go (a gateway, metric labels),
                                 not what is measured: compare and merge ignore it */

/* A destination: offset + 1 of a field in the owner's configuration (0:
 * none). The field's type follows the option's: bool, int (INT), uint64_t
 * (SIZE), double, const char * (STRING without choices, FILE; NULL when
 * no value), int (STRING with choices: the index), struct opt_list,
 * struct opt_steps (INT with OPT_STEPS). */
#define OPT_TO(type, member) (offsetof(type, member) + 1)

/* A LIST option's value, as filled. */
struct opt_list {
  const char *const *items;
  int n;
};

#define OPT_MAX_STEPS 64

/* An OPT_STEPS option's value: one count (list false), or the list. */
struct opt_steps {
  int v[OPT_MAX_STEPS];
  int n;
  bool list;
};

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
  size_t to;            /* OPT_TO(...): where opt_fill writes the value */
  size_t text_to;       /* OPT_TO(...) of a const char *: the value as typed */
  size_t given_to;      /* OPT_TO(...) of a bool: set since declared */
  long long min, max;           /* INT, SIZE with OPT_MIN / OPT_MAX */
  double dmin, dmax;            /* DOUBLE with OPT_MIN / OPT_MAX */
  const char *const *choices;   /* STRING: the values allowed, NULL-terminated */
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
/* The index of text among def's choices; -1 when it is none of them. */
int opt_choice_index(const struct opt_def *def, const char *text);

/* Iteration, for Lua's sysbench.opt and the result files. */
int opt_count(const struct opt_registry *r);
/* The declaration of option i and its help group (the man page and
 * completion walk them as --help does); NULL past the end. */
const struct opt_def *opt_def_at(const struct opt_registry *r, int i, int *group);
/* The declaration of name; NULL when r has none. */
const struct opt_def *opt_def_of(const struct opt_registry *r, const char *name);
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
  struct opt_steps steps;      /* INT with OPT_STEPS */
};
bool opt_value_of(const struct opt_registry *r, const char *name, struct opt_value *v);

/* Prints one help group in the reference's aligned layout, then an empty
 * line; then, when the group has options or values added by sysbench-ng
 * (OPT_ADDED, .added), a block of their own with the same layout.
 * Returns the number of options printed. */
int opt_print_group(const struct opt_registry *r, int group);
int opt_group_size(const struct opt_registry *r, int group);
/* The same group as roff (.TP entries, the added block after a .PP), for
 * the man page; returns the number of options printed. */
int opt_print_group_roff(const struct opt_registry *r, int group);
/* What --help shows after an option's name: "=N", "[=on|off]", ... */
const char *opt_help_arg(const struct opt_def *d);

#endif
