/* SPDX-License-Identifier: GPL-2.0-or-later */
/* options_help.c: a help group of the registry in the reference's aligned
 * layout ("  --name=TYPE  description [default]"), with the options and
 * values sysbench-ng adds in a block of their own after it; the same as
 * roff for the man page. */
#include <stdio.h>
#include <string.h>

#include "core/base/log.h"
#include "options_impl.h"

/* What --help shows after an option's name: "=N", "[=on|off]", ... */
static const char *opt_help_arg(const struct opt_def *d)
{
  if (d->flags & OPT_HELP_N)
    return "=N";
  switch (d->type) {
  case OPT_BOOL: return "[=on|off]";
  case OPT_INT: return "=N";
  case OPT_SIZE: return "=SIZE";
  case OPT_DOUBLE: return "=N";
  case OPT_STRING: return "=STRING";
  case OPT_LIST: return "=[LIST,...]";
  case OPT_FILE: return "=FILENAME";
  default: return "";
  }
}

int opt_group_size(const struct opt_registry *r, int group)
{
  int n = 0;
  for (int i = 0; i < r->n; i++)
    n += r->opts[i].group == group;
  return n;
}

/* The width of the name and value column of a group's lines: those of
 * the reference's options, or (added) of all. */
static size_t opt_group_width(const struct opt_registry *r, int group, bool added)
{
  size_t maxlen = 0;
  for (int i = 0; i < r->n; i++) {
    const struct opt_def *d = &r->opts[i].def;
    if (r->opts[i].group != group || (!added && (d->flags & OPT_ADDED)))
      continue;
    size_t len = strlen(d->name) + strlen(opt_help_arg(d));
    if (len > maxlen)
      maxlen = len;
  }
  return maxlen;
}

static void opt_print_line(const struct opt_def *d, const char *desc, size_t width)
{
  int pad = (int)(width - strlen(d->name) + 1);
  log_text("  --%s%-*s%s", d->name, pad, opt_help_arg(d), desc);
  if (d->defval && desc == d->desc)
    log_text(" [%s]", d->defval);
  log_text("\n");
}

/* A help layout: how an entry is printed (width: of the name column),
 * and the text after the reference's options, before the block of added
 * options and values, and after it. */
struct opt_layout {
  void (*entry)(const struct opt_def *d, const char *desc, size_t width);
  const char *after_reference, *added_head, *after_added;
};

/* The one walk of a help group, in either layout: the reference's
 * options, then those sysbench-ng adds (OPT_ADDED) and the values it
 * adds to the reference's (.added) in a block of their own. Returns the
 * number of options printed. */
static int opt_walk_group(const struct opt_registry *r, int group, const struct opt_layout *l)
{
  size_t width = opt_group_width(r, group, false);
  int n = 0, added = 0;
  for (int i = 0; i < r->n; i++) {
    const struct opt_def *d = &r->opts[i].def;
    if (r->opts[i].group != group)
      continue;
    added += (d->flags & OPT_ADDED) || d->added;
    if (d->flags & OPT_ADDED)
      continue;
    l->entry(d, d->desc, width);
    n++;
  }
  log_text("%s", l->after_reference);
  if (added == 0)
    return n;
  width = opt_group_width(r, group, true);
  log_text("%s", l->added_head);
  for (int i = 0; i < r->n; i++) {
    const struct opt_def *d = &r->opts[i].def;
    if (r->opts[i].group == group && (d->flags & OPT_ADDED)) {
      l->entry(d, d->desc, width);
      n++;
    } else if (r->opts[i].group == group && d->added) {
      l->entry(d, d->added, width);
    }
  }
  log_text("%s", l->after_added);
  return n;
}

int opt_print_group(const struct opt_registry *r, int group)
{
  static const struct opt_layout text = {
    opt_print_line, "\n", "Added by sysbench-ng (not in sysbench 1.0.20):\n", "\n"
  };
  return opt_walk_group(r, group, &text);
}

/* Text for roff: backslashes, and hyphens (minus signs in option names,
 * which copy and paste must keep), escaped; wrap > 0 breaks lines at
 * blanks beyond that column (man pages keep text lines under 80 bytes),
 * a line starting with a dot or a quote made text. */
static void opt_roff_text(const char *s, int wrap)
{
  int col = 0;
  for (; *s; s++) {
    if (wrap && *s == ' ' && col >= wrap) {
      log_text("\n");
      col = 0;
      continue;
    }
    if (col == 0 && (*s == '.' || *s == '\''))
      log_text("\\&");
    if (*s == '\\')
      log_text("\\e");
    else if (*s == '-')
      log_text("\\-");
    else
      log_text("%c", *s);
    col += *s == '\\' || *s == '-' ? 2 : 1;
    /* A long list without blanks: joined again without a space (\c). */
    if (wrap && *s == ',' && col >= wrap) {
      log_text("\\c\n");
      col = 0;
    }
  }
}

static void opt_roff_entry(const struct opt_def *d, const char *desc, size_t width)
{
  (void)width;
  char text[4096];
  log_text(".TP\n\\fB");
  opt_roff_text("--", 0);
  opt_roff_text(d->name, 0);
  log_text("\\fR\\fI");
  opt_roff_text(opt_help_arg(d), 0);
  log_text("\\fR\n");
  snprintf(text, sizeof(text), "%s%s%s%s", desc ? desc : "",
           d->defval && desc == d->desc ? " [" : "", d->defval && desc == d->desc ? d->defval : "",
           d->defval && desc == d->desc ? "]" : "");
  opt_roff_text(text, 64);
  log_text("\n");
}

int opt_print_group_roff(const struct opt_registry *r, int group)
{
  static const struct opt_layout roff = {
    opt_roff_entry, "", ".PP\nAdded by sysbench-ng (not in sysbench 1.0.20):\n", ""
  };
  return opt_walk_group(r, group, &roff);
}
