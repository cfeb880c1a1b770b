/* test_config_file.c: config-file syntax, including the reference quirks we
 * fix (spaces around '=', comment lines). */
#include <stdio.h>
#include <string.h>

#include "config_file.h"
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
  CHECK(parse("threads=4\ntime = 10\n# comment=1\nnoequals\n  debug=off # trailing\n",
              &s, err) == 0);
  CHECK(strcmp(s.text, "1:threads=[4];2:time=[10];5:debug=[off];") == 0);
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
