/* SPDX-License-Identifier: GPL-2.0-or-later */
/* registry.h: how plug-ins register themselves. A plug-in (a built-in
 * test, a module, an output format, a fileio engine, a database driver)
 * is a const struct in a file of its own that ends with one line,
 *
 *   SB_REGISTER(sb_tests, cpu_test);
 *
 * which puts a pointer to it in the linker section of its kind. The core
 * walks a kind's section (SB_REGISTRY_EACH) and names no plug-in: adding
 * one is adding its file to Makefile.am's list of that kind, whose order
 * is the order of the section, and so of --help. */
#ifndef SB_REGISTRY_H
#define SB_REGISTRY_H

#include <string.h>

/* A section holds pointers to one struct type; its name is a C identifier
 * (the linker then defines __start_NAME and __stop_NAME). */
#define SB_REGISTER(kind, object)                                                 \
  static const void *const sb_registered_##object                                \
      __attribute__((used, section(#kind), aligned(sizeof(void *)))) = &(object)

/* Declares the bounds of a kind's section (weak: an empty kind links). */
#define SB_REGISTRY_DECLARE(kind)                                                 \
  extern const void *const __start_##kind[] __attribute__((weak));                \
  extern const void *const __stop_##kind[] __attribute__((weak))

/* for (SB_REGISTRY_EACH(kind, const struct sb_test, t)) ... */
#define SB_REGISTRY_EACH(kind, type, var)                                         \
  type *const *var##_it_ = (type *const *)__start_##kind, *var = NULL;             \
  var##_it_ < (type *const *)__stop_##kind && ((var = *var##_it_), 1); var##_it_++

/* How many plug-ins of the kind registered. */
#define SB_REGISTRY_COUNT(kind) ((int)(__stop_##kind - __start_##kind))

/* The plug-in at position i of its kind; NULL past the end. */
#define SB_REGISTRY_AT(kind, i) \
  ((i) >= 0 && (i) < SB_REGISTRY_COUNT(kind) ? __start_##kind[i] : NULL)

/* Every plug-in struct begins with its name (a const char *): the one of
 * the kind named name; NULL if none is. */
#define SB_REGISTRY_FIND(kind, name) registry_find(__start_##kind, __stop_##kind, name)

static inline const void *registry_find(const void *const *it, const void *const *end,
                                        const char *name)
{
  for (; name && it < end; it++)
    if (strcmp(*(const char *const *)*it, name) == 0)
      return *it;
  return NULL;
}

#endif
