/* SPDX-License-Identifier: GPL-2.0-or-later */
/* options_help.c: a help group of the registry in the reference's aligned
 * layout ("  --name=TYPE  description [default]"), with the options and
 * values sysbench-ng adds in a block of their own after it; the same as
 * roff for the man page. */
#include <stdio.h>
#include <string.h>

#include "core/base/log.h"
#include "options_impl.h"

const char *opt_help_arg(const struct opt_def *d)
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

static void opt_print_line(const struct opt_def *d, size_t width, const char *desc)
{
  int pad = (int)(width - strlen(d->name) + 1);
  log_text("  --%s%-*s%s", d->name, pad, opt_help_arg(d), desc);
  if (d->defval && desc == d->desc)
    log_text(" [%s]", d->defval);
  log_text("\n");
}

int opt_print_group(const struct opt_registry *r, int group)
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
    opt_print_line(d, width, d->desc);
    n++;
  }
  log_text("\n");
  if (added == 0)
    return n;
  width = opt_group_width(r, group, true);
  log_text("Added by sysbench-ng (not in sysbench 1.0.20):\n");
  for (int i = 0; i < r->n; i++) {
    const struct opt_def *d = &r->opts[i].def;
    if (r->opts[i].group == group && (d->flags & OPT_ADDED)) {
      opt_print_line(d, width, d->desc);
      n++;
    } else if (r->opts[i].group == group && d->added) {
      opt_print_line(d, width, d->added);
    }
  }
  log_text("\n");
  return n;
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

static void opt_roff_entry(const struct opt_def *d, const char *desc)
{
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
  int n = 0, added = 0;
  for (int i = 0; i < r->n; i++) {
    const struct opt_def *d = &r->opts[i].def;
    if (r->opts[i].group != group)
      continue;
    added += (d->flags & OPT_ADDED) || d->added;
    if (!(d->flags & OPT_ADDED)) {
      opt_roff_entry(d, d->desc);
      n++;
    }
  }
  if (added)
    log_text(".PP\nAdded by sysbench-ng (not in sysbench 1.0.20):\n");
  for (int i = 0; added && i < r->n; i++) {
    const struct opt_def *d = &r->opts[i].def;
    if (r->opts[i].group == group && (d->flags & OPT_ADDED)) {
      opt_roff_entry(d, d->desc);
      n++;
    } else if (r->opts[i].group == group && d->added) {
      opt_roff_entry(d, d->added);
    }
  }
  return n;
}
