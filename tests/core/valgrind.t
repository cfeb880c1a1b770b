Memcheck over a cpu run and a short Lua run: no invalid access, no leak
(skipped where valgrind is not installed).

  $ command -v valgrind >/dev/null || exit 80
  $ cp "$TESTS_SRC"/lua/hooks.lua .
  $ vg() { valgrind --error-exitcode=9 --leak-check=full --errors-for-leak-kinds=definite,indirect --suppressions="$TESTS_SRC/core/valgrind.supp" "$@" > out 2> vg.log; echo "rc=$?"; grep -E 'definitely lost: [1-9]|Invalid (read|write)' vg.log; return 0; }
  $ vg sysbench cpu run --events=100 --threads=2 --cpu-max-prime=1000
  rc=0
  $ vg sysbench hooks.lua run --events=100 --threads=2
  rc=0
  $ vg sysbench cpu run --time=1 --report-interval=1 --cpu-max-prime=1000 --report-script=report-json
  rc=0
