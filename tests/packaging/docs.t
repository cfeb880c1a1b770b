The documentation, README.md and docs/*.md, checked against the build
tree's binary by tests/packaging/docs_check.py (its convention is in
docs/testing.md, "Checked documentation"; the blocks that need database
servers run in tests/db/docs.t).

  $ src="$TESTS_SRC/.."
  $ check() { python3 "$TESTS_SRC/packaging/docs_check.py" "$@"; }

README.md is short; every page of docs/ is in the map, docs/README.md:

  $ [ "$(wc -l < "$src/README.md")" -le 300 ] && echo "README.md: at most 300 lines"
  README.md: at most 300 lines
  $ for f in "$src"/docs/*.md; do f=${f##*/}; [ "$f" = README.md ] || grep -q "(${f})" "$src/docs/README.md" || echo "not in the map: $f"; done

Every option and test the pages name is the binary's, or another
program's listed in docs_foreign.txt; every option of every help and every
test and bundled script is named; every relative link reaches its file and
heading:

  $ check names "$TESTS_SRC/packaging/docs_foreign.txt" "$src/README.md" "$src"/docs/*.md
  * options and * tests and scripts of the binary, 0 problems (glob)

Every runnable block runs, each command with the exit status and the output
the page shows:

  $ check run --skip db "$src/README.md" "$src"/docs/*.md
  * commands in * blocks, 0 problems (glob)

The checks fail on a page that is wrong: an output that is not the
binary's, an exit status, an option that does not exist, one that no page
names, a link to no heading.

  $ cat > wrong.md <<'MD'
  > ```console
  > $ sysbench fileio --file-num=1 --file-total-size=1M cleanup
  > sysbench 1.0.20-ng.3 (using system LuaJIT 2.1.0-beta3)
  > 
  > Removing the test files...
  > $ sysbench cpu --time=-1 run
  > ```
  > Use `--cpu-max-primes` ([more](wrong.md#more)).
  > MD
  $ check run wrong.md
  wrong.md:1: output differs: $ sysbench fileio --file-num=1 --file-total-size=1M cleanup
    expected:
      sysbench 1.0.20-ng.3 (using system LuaJIT 2.1.0-beta3)
      
      Removing the test files...
    got:
      sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
      
      Removing test files...
      
  wrong.md:1: exit 1, not 0: $ sysbench cpu --time=-1 run
    FATAL: Invalid value for --time: -1.
    
    
  2 commands in 1 blocks, 2 problems
  [1]
  $ check names "$TESTS_SRC/packaging/docs_foreign.txt" wrong.md | grep -e cpu_max -e 'wrong.md' -e problems
  wrong.md:8: --cpu_max_primes is none of sysbench's options
  wrong.md:8: a link to wrong.md#more, which no heading makes
  --cpu_max_prime (sysbench cpu help) is in no page
  * options and * tests and scripts of the binary, * problems (glob)
