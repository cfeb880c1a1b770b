/* SPDX-License-Identifier: GPL-2.0-or-later */
/* options_impl.h: the registry's representation, shared by options.c
 * (declarations, values, conversion) and options_help.c (the help
 * layout); nothing else includes it. */
#ifndef SB_OPTIONS_IMPL_H
#define SB_OPTIONS_IMPL_H

#include "plugin/options.h"

struct option {
  struct opt_def def;   /* its strings owned by the registry */
  int group;
  char **items;         /* NULL-terminated; scalars use at most one item */
  int nitems;
  opt_validator validate;
  void *vdata;
  bool given;           /* set since it was declared */
  bool shadowed;        /* a test's own option of the name replaced one of
                         * another group: that group reads its default */
};

struct opt_registry {
  struct option *opts;  /* in declaration order (help, sysbench.opt) */
  int n, cap;
  int *index;           /* hash slots: -1, or an index into opts */
  int index_cap;
  int *aliases;         /* the deprecated aliases' indexes */
  int naliases;
};

#endif
