/* tests.c: the registry of built-in tests. Adding a test is adding its
 * folder under src/tests/ and one line here. */
#include <string.h>

#include "test.h"

extern const struct sb_test fileio_test;
extern const struct sb_test cpu_test;
extern const struct sb_test memory_test;
extern const struct sb_test threads_test;
extern const struct sb_test mutex_test;
extern const struct sb_test pipe_test;
extern const struct sb_test context_test;
extern const struct sb_test spawn_test;
extern const struct sb_test execl_test;
extern const struct sb_test syscall_test;
extern const struct sb_test filecopy_test;
extern const struct sb_test shell_test;
extern const struct sb_test unixbench_test;

const struct sb_test *const sb_builtin_tests[] = {
  &fileio_test,
  &cpu_test,
  &memory_test,
  &threads_test,
  &mutex_test,
  &pipe_test,
  &context_test,
  &spawn_test,
  &execl_test,
  &syscall_test,
  &filecopy_test,
  &shell_test,
  &unixbench_test,
  NULL
};

const struct sb_test *test_find(const char *name)
{
  for (int i = 0; sb_builtin_tests[i]; i++)
    if (strcmp(sb_builtin_tests[i]->name, name) == 0)
      return sb_builtin_tests[i];
  return NULL;
}
