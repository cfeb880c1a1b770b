What a program reads of --help and of each test's and bundled script's
help, beside the reports (consumers.t): check_consumers.py's "help"
check, against the reference's own output (/usr/bin/sysbench, Debian's
package: a test dependency). Every target runs this file; arm64's
emulated run leaves out consumers.t (tests/lib/driver.sh says why).

  $ C="$TESTS_SRC/consumers/check_consumers.py"
  $ REF=/usr/bin/sysbench

--help, every test's help and every bundled script's help: the lines we
add begin with no word that begins a heading of the reference's, and name
none (upstream's commands.t takes the commands from `sysbench --help |
grep 'Commands'`):

  $ $REF --help > help.ref; for t in fileio cpu memory threads mutex; do $REF $t help; done > heads.ref
  $ cat help.ref >> heads.ref; sysbench --help > help.out
  $ python3 "$C" help help heads.ref help.out help.ref
  help: ok, * lines added, none like the reference's 15 headings (glob)
  $ for t in fileio cpu memory threads mutex; do $REF $t help > $t.href; sysbench $t help > $t.hout; python3 "$C" help $t-help heads.ref $t.hout $t.href; done
  fileio-help: ok, * lines added, none like the reference's 15 headings (glob)
  cpu-help: ok, * lines added, none like the reference's 15 headings (glob)
  memory-help: ok, * lines added, none like the reference's 15 headings (glob)
  threads-help: ok, * lines added, none like the reference's 15 headings (glob)
  mutex-help: ok, * lines added, none like the reference's 15 headings (glob)
  $ for s in oltp_read_write oltp_read_only oltp_write_only oltp_point_select oltp_insert oltp_delete oltp_update_index oltp_update_non_index select_random_points select_random_ranges; do
  >   $REF $s help > $s.href; sysbench $s help > $s.hout; python3 "$C" help $s-help heads.ref $s.hout $s.href | grep -v ': ok, '
  > done; true
  $ for t in pipe context spawn execl syscall filecopy copy shell unixbench net storage nas; do
  >   sysbench $t help > $t.hout; python3 "$C" help $t-help heads.ref $t.hout | grep -v ': ok, '
  > done; true
  $ sysbench --help | grep 'Commands' | cut -d ' ' -f 6-
  prepare run cleanup help
