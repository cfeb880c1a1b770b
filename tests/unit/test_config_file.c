/* SPDX-License-Identifier: GPL-2.0-or-later */
/* test_config_file.c: config-file syntax, including the reference quirks we
 * fix (spaces around '=', comment lines). */
#include <stdio.h>
#include <string.h>

#include "core/command/config_file.h"
#include "unit.h"

struct seen {
  char text[1024];
  int n;
};

static int record(const char *name, const char *const *items, int n, int line, void *arg)
{
  struct seen *s = arg;
  size_t len = strlen(s->text);
  len += (size_t)snprintf(s->text + len, sizeof(s->text) - len, "%d:%s=", line, name);
  for (int i = 0; i < n; i++)
    len += (size_t)snprintf(s->text + len, sizeof(s->text) - len, "[%s]", items[i]);
  snprintf(s->text + len, sizeof(s->text) - len, ";");
  s->n++;
  return 0;
}

static int parse(const char *text, struct seen *s, char *err)
{
  memset(s, 0, sizeof(*s));
  return config_parse(text, strlen(text), record, s, err, 128);
}

UNIT_TEST(config_basic_lines)
{
  struct seen s;
  char err[128];
  CHECK(parse("threads=4\ntime = 10\n# comment=1\n\n  debug=off # trailing\n",
              &s, err) == 0);
  CHECK(strcmp(s.text, "1:threads=[4];2:time=[10];5:debug=[off];") == 0);
}

/* The reference ignores a line without '=': a typo ("thredas 4") or the
 * wrong file (/etc/passwd) went unnoticed. */
UNIT_TEST(config_line_without_equals)
{
  struct seen s;
  char err[128];
  CHECK(parse("threads=4\nthredas 4  \n", &s, err) == -1);
  CHECK(strcmp(err, "line 2 is not name=value: 'thredas 4'") == 0);
  CHECK(strcmp(s.text, "1:threads=[4];") == 0);
  CHECK(parse("root:x:0:0:root:/root:/bin/bash\n", &s, err) == -1);
  CHECK(strcmp(err, "line 1 is not name=value: 'root:x:0:0:root:/root:/bin/bash'") == 0);
  CHECK(parse("\x01\xff binary\r\n", &s, err) == -1);
  CHECK(strcmp(err, "line 1 is not name=value: '?? binary'") == 0);
  char long_line[200];
  memset(long_line, 'x', sizeof(long_line) - 1);
  long_line[sizeof(long_line) - 1] = '\0';
  CHECK(parse(long_line, &s, err) == -1);
  CHECK(strstr(err, "'xxxxxxxxxx") != NULL && strstr(err, "x...'") != NULL);
  CHECK(strlen(err) < 100);
}

/* Editors on Windows start UTF-8 files with a byte-order mark. */
UNIT_TEST(config_bom_skipped)
{
  struct seen s;
  char err[128];
  CHECK(parse("\xef\xbb\xbfthreads=4\ntime=1\n", &s, err) == 0);
  CHECK(strcmp(s.text, "1:threads=[4];2:time=[1];") == 0);
  /* Only at the very start. */
  CHECK(parse("a=1\n\xef\xbb\xbf" "b=2\n", &s, err) == 0);
  CHECK(strcmp(s.text, "1:a=[1];2:\xef\xbb\xbf" "b=[2];") == 0);
}

UNIT_TEST(config_lists_and_quotes)
{
  struct seen s;
  char err[128];
  CHECK(parse("report-checkpoints=1, 2,3\nname='a b, c'\nempty=\nq=\"x\"y\n", &s, err) == 0);
  CHECK(strcmp(s.text,
               "1:report-checkpoints=[1][2][3];2:name=[a b, c];3:empty=;4:q=[x][y];") == 0);
}

UNIT_TEST(config_errors)
{
  struct seen s;
  char err[128];
  CHECK(parse("a=1\nb='open\n", &s, err) == -1);
  CHECK(strcmp(err, "unexpected EOL on line 2") == 0);
  CHECK(parse(" = 3\n", &s, err) == -1);
  CHECK(strstr(err, "missing option name") != NULL);
  CHECK(config_read("/nonexistent/file", record, &s, err, 128) == -1);
  CHECK(strcmp(err, "No such file or directory") == 0);
}

UNIT_TEST(config_crlf_and_no_final_newline)
{
  struct seen s;
  char err[128];
  CHECK(parse("a=1\r\nb=2", &s, err) == 0);
  CHECK(strcmp(s.text, "1:a=[1];2:b=[2];") == 0);
}
