The man page, sysbench.1: hand-written sections (doc/sysbench.1.in) and
the option lists the binary prints in its hidden --help-man mode, from the
registries --help prints (doc/man.sh puts them together at build time;
`make install` installs it). The build tree's page (not made for a cross
build, which cannot run its binary):

  $ page="$(dirname "$SYSBENCH")/../sysbench.1"
  $ [ -f "$page" ] || exit 80

mandoc and groff find nothing to say about it:

  $ mandoc -T lint "$page"
  $ groff -ww -z -man "$page"
  $ mandoc -T ascii "$page" | sed 's/.\x08//g' > page.txt
  $ grep -c -x -e NAME -e SYNOPSIS -e DESCRIPTION -e COMMANDS -e OPTIONS -e TESTS -e 'BUNDLED SCRIPTS' -e 'EXIT STATUS' -e FILES -e EXAMPLES -e 'SEE ALSO' page.txt
  11

It is this binary's: the version, and every option --help lists, every
built-in test with its line of --help and every option of its help, and
the bundled scripts' options (missing() prints what the page lacks: an
option as the head of an entry, other text anywhere):

  $ head -1 page.txt | tr -s ' '
  SYSBENCH(1) User Commands SYSBENCH(1)
  $ tail -1 page.txt | tr -s ' '
  sysbench-ng 1.0.20-ng3 * SYSBENCH(1) (glob)
  $ missing() { n=0; while read -r o; do n=$((n + 1)); case $o in --*) grep -q -E -e "^ +$o([=[]|$)" page.txt ;; *) grep -q -F -e "$o" page.txt ;; esac || echo "missing: $o"; done; echo "$n checked"; }
  $ sysbench --help | grep -o '^ *--[a-zA-Z0-9_-]*' | sed 's/^ *//' | sort -u | missing
  64 checked
  $ tests=$(sysbench --help | sed -n 's/^  \([a-z]*\) - .*/\1/p' | grep -v -x -e mysql -e pgsql -e storage -e nas)
  $ echo $tests
  fileio cpu memory threads mutex pipe context spawn execl syscall filecopy copy shell unixbench net
  $ for t in $tests; do sysbench --help | grep "^  $t - " | sed 's/^  [a-z]* - //'; done | missing
  15 checked
  $ for t in $tests; do sysbench $t help | grep -o '^ *--[a-zA-Z0-9_-]*' | sed 's/^ *//'; done | sort -u | missing
  66 checked
  $ for s in oltp_read_write select_random_points select_random_ranges storage nas prime-test mixed-io-cpu; do sysbench $s help | grep -o '^ *--[a-zA-Z0-9_-]*' | sed 's/^ *//'; done | sort -u | missing
  49 checked

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
