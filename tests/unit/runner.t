The C unit runner itself (tests/unit/unit.c), built here with cases of
this file's own: every registered case runs (there were at most 256: the
rest were dropped without a word), and a case that does not return fails
the program with its FAIL line once UNIT_CASE_TIMEOUT seconds have passed
(it used to stall the suite for ever). timeout is the hang guard. In
the emulated runs, cc builds for the target and the programs run under
its qemu (bin/qemu, first on PATH there; natively there is none).

  $ q=$(command -v qemu || true)

  $ { echo '#include "unit.h"'; for i in $(seq 300); do echo "UNIT_TEST(case_$i) { CHECK($i > 0); }"; done; } > many.c
  $ cc -std=gnu11 -D_GNU_SOURCE -I"$TESTS_SRC/unit" -o many "$TESTS_SRC/unit/unit.c" many.c -lpthread
  $ $q ./many 2>&1 | tail -1
  300 passed, 0 failed
  $ $q ./many case_29 2>&1
  ok   case_29
  ok   case_290
  ok   case_291
  ok   case_292
  ok   case_293
  ok   case_294
  ok   case_295
  ok   case_296
  ok   case_297
  ok   case_298
  ok   case_299
  11 passed, 0 failed

  $ cat > hang.c <<'EOF'
  > #include <unistd.h>
  > #include "unit.h"
  > UNIT_TEST(a_first) { CHECK(1); }
  > UNIT_TEST(b_hangs) { for (;;) pause(); }
  > UNIT_TEST(c_never_reached) { CHECK(1); }
  > EOF
  $ cc -std=gnu11 -D_GNU_SOURCE -I"$TESTS_SRC/unit" -o hang "$TESTS_SRC/unit/unit.c" hang.c -lpthread
  $ UNIT_CASE_TIMEOUT=1 timeout 30 $q ./hang; echo "exit $?"
  ok   a_first
  FAIL b_hangs (did not return within 1 s)
  1 passed, 1 failed
  exit 1
