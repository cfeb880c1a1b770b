The man page, sysbench.1: hand-written sections (doc/sysbench.1.in) and
the option lists the binary prints in its hidden --help-man mode, from the
registries --help prints (doc/man.sh puts them together at build time;
`make install` installs it). The build tree's page (not made for a cross
build, which cannot run its binary):

  $ page="$(dirname "$SYSBENCH")/../sysbench.1"
  $ [ -f "$page" ] || exit 80

mandoc and groff find nothing to say about it:

  $ mandoc -T lint -W warning "$page"
  $ groff -ww -z -man "$page"
  $ mandoc -T ascii "$page" | sed 's/.\x08//g' > page.txt
  $ grep -x -e '[A-Z][A-Z ]*' page.txt
  NAME
  SYNOPSIS
  DESCRIPTION
  COMMANDS
  OPTIONS
  TESTS
  BUNDLED SCRIPTS
  EXIT STATUS
  ENVIRONMENT
  FILES
  EXAMPLES
  SEE ALSO

It is this binary's: the version, and every option --help lists, every
built-in test with its line of --help and every option of its help, and
the bundled scripts' options (missing() prints what the page lacks: an
option as the head of an entry, other text anywhere):

  $ head -1 page.txt | tr -s ' '
  SYSBENCH(1) User Commands SYSBENCH(1)
  $ tail -1 page.txt | tr -s ' '
  sysbench-ng 1.0.20-ng4 * SYSBENCH(1) (glob)
  $ missing() { n=0; while read -r o; do n=$((n + 1)); case $o in --*) grep -q -E -e "^ +$o([=[]|$)" page.txt ;; *) grep -q -F -e "$o" page.txt ;; esac || echo "missing: $o"; done; echo "$n checked"; }
  $ sysbench --help | grep -o '^ *--[a-zA-Z0-9_-]*' | sed 's/^ *//' | sort -u | missing
  64 checked
  $ tests=$(sysbench --help | sed -n 's/^  \([a-z]*\) - .*/\1/p' | grep -v -x -e mysql -e pgsql -e storage -e nas)
  $ echo $tests
  fileio cpu memory threads mutex pipe context spawn execl syscall filecopy copy shell unixbench net
  $ for t in $tests; do sysbench --help | grep "^  $t - " | sed 's/^  [a-z]* - //'; done | missing
  15 checked
  $ for t in $tests; do sysbench $t help | grep -o '^ *--[a-zA-Z0-9_-]*' | sed 's/^ *//'; done | sort -u | missing
  73 checked
  $ scripts=$(sysbench --complete 1 sysbench '' | grep -v -x -e '@.*' -e compare -e merge $(for t in $tests storage nas; do echo "-e $t"; done))
  $ echo $scripts
  empty-test prime-test mixed-io-cpu oltp_read_only oltp_read_write oltp_write_only oltp_point_select oltp_insert oltp_delete oltp_update_index oltp_update_non_index select_random_points select_random_ranges bulk_insert
  $ for s in $scripts storage nas; do sysbench $s help 2>/dev/null | grep -o '^ *--[a-zA-Z0-9_-]*' | sed 's/^ *//'; done | sort -u | missing
  61 checked
  $ for s in $scripts storage nas; do grep -q -E "^\.SS \"(.*, )?$s(, .*)?\"$" "$page" || echo "no entry: $s"; done

Every option of every test and bundled script has its description (an
entry's head is followed by text, not by the next entry):

  $ awk '/^\.TP$/ { getline head; getline text; if (text ~ /^\./ || text == "") print "no description: " head }' "$page"

Every command, net's serve included, has its entry; EXAMPLES has one for
each test, the cards, copy, net, --runs, --steady-state, compare and
merge, and each example's options are the binary's; EXIT STATUS names
every kind of failure; ENVIRONMENT every variable the source reads:

  $ section() { sed -n "/^$1\$/,/^[A-Z][A-Z ]*\$/p" page.txt; }
  $ for c in prepare run cleanup help serve prewarm compare merge; do section COMMANDS | grep -q -E "^       $c( |$)" || echo "no command: $c"; done
  $ for t in $tests storage nas; do section EXAMPLES | grep -q -E "^ +sysbench $t( |$)" || echo "no example: $t"; done
  $ for x in '--runs=' '--steady-state=' 'sysbench compare ' 'sysbench merge '; do section EXAMPLES | grep -q -F -e "$x" || echo "no example: $x"; done
  $ section EXAMPLES | grep -E '^ +sysbench ' | while read -r _ t rest; do
  >   for o in $(printf '%s\n' "$rest" | grep -o -e '--[a-z0-9_-]*'); do
  >     { sysbench --help; sysbench "$t" help 2>/dev/null; sysbench "$t" --help; } | grep -q -E -e "(^ *|\[)$o([=[ ]|$)" || echo "unknown: sysbench $t $o"
  >   done
  > done
  $ for k in 0 1 2 128+N --forced-shutdown --monitor=strict --wait-idle --push-strict --warmup-time --events SIGINT SIGTERM 'net serve' 'result file' 'os.exit'; do section 'EXIT STATUS' | tr '\n' ' ' | tr -s ' ' | grep -q -F -e "$k" || echo "no exit status: $k"; done
  $ vars=$(grep -rh -e 'getenv(' -e 'script_set_path(L' "$TESTS_SRC/../src" --include=*.c | grep -o '"[A-Z][A-Z_]*"' | tr -d '"' | sort -u)
  $ echo $vars
  HOME LUA_CPATH LUA_PATH PATH SYSBENCH_PCI_IDS SYSBENCH_PROCFS_ROOT SYSBENCH_SYSFS_ROOT
  $ for v in $vars; do section ENVIRONMENT | grep -q -w -e "$v" || echo "no variable: $v"; done
  $ for f in test_file.N sysbench-storage.dat sysbench-copy.d sysbench-shell.XXXXXX sysbench-net.N; do section FILES | grep -q -x -e "       $f" || echo "no file: $f"; done

The check sees a missing option:

  $ grep -v -e '--cpu-max-prime' page.txt > page2.txt && mv page.txt full.txt && mv page2.txt page.txt
  $ echo --cpu-max-prime | missing
  missing: --cpu-max-prime
  1 checked
  $ mv full.txt page.txt

An option's entry: its name, value and description with the default, as
--help has them:

  $ grep -m1 -A1 -e '^ *--file-test-mode=STRING' page.txt | sed 's/^ *//'
  --file-test-mode=STRING
  test mode {seqwr, seqrewr, seqrd, rndrd, rndwr, rndrw}
  $ grep -A2 -e '^ *--push-timeout=N' page.txt | sed 's/^ *//'
  --push-timeout=N
  seconds a push may take, connecting included [10]
  

The hidden mode itself (it is not among --help's options), for a script
too, and it prints no banner:

  $ sysbench --help | grep -c help-man
  0
  [1]
  $ sysbench --help-man prime-test
  .TP
  \fB\-\-cpu\-max\-prime\fR\fI=N\fR
  upper limit for primes generator [10000]
