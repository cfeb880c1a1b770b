/* SPDX-License-Identifier: GPL-2.0-or-later */
/* json_index.h: the key index of large JSON objects, private to json.c: a
 * hash table from each key to its member's position, kept up to date as
 * members are added, so a lookup takes constant time in an object of any
 * size (compare and merge walk objects of a million keys). */
#ifndef SB_JSON_INDEX_H
#define SB_JSON_INDEX_H

#include <stddef.h>

#include "json.h"

/* Objects with fewer members are searched in order. */
#define JSON_INDEX_MIN 16

/* Room for n items or members: arrays grow by doubling from 2. */
size_t json_capacity(size_t n);
/* Object o has just gained its member at position o->len - 1. */
void json_index_added(struct json *o);
/* The position of key in o (an object with an index), or SIZE_MAX. */
size_t json_index_find(const struct json *o, const char *key);

#endif
