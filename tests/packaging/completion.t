Bash completion (completion/sysbench, installed to bash-completion's
directory): the function asks the binary itself (its hidden --complete
mode) for the words, from the tables --help comes from. c WORD... sets
COMP_WORDS and COMP_CWORD as bash does for a line ending in the last
WORD (bash splits --name=value at the "=" and json:FILE at the ":") and
prints COMPREPLY:

  $ . "$TESTS_SRC/../completion/sysbench"
  $ complete -p sysbench
  complete -F _sysbench sysbench
  $ c() { COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMPREPLY=(); _sysbench; printf '%s\n' "${COMPREPLY[@]}" | sort; }

The tests and bundled scripts offered are the ones that run: the built-in
tests, the scripts, compare and merge; not the libraries scripts require
(sysbench, oltp_common) nor report-json, which --report-script loads:

  $ c sysbench '' | tr '\n' ' '
  bulk_insert compare context copy cpu empty-test execl filecopy fileio memory merge mixed-io-cpu mutex nas net oltp_delete oltp_insert oltp_point_select oltp_read_only oltp_read_write oltp_update_index oltp_update_non_index oltp_write_only pipe prime-test select_random_points select_random_ranges shell spawn storage syscall threads unixbench  (no-eol)
  $ c sysbench fil
  filecopy
  fileio
  $ c sysbench oltp_read_w
  oltp_read_write
  $ c sysbench co
  compare
  context
  copy

Each test's commands, net's serve among them, and a script's own:

  $ c sysbench fileio ''
  cleanup
  help
  prepare
  run
  $ c sysbench cpu ''
  help
  run
  $ c sysbench net ''
  help
  run
  serve
  $ c sysbench net s
  serve
  $ c sysbench oltp_read_write pr
  prepare
  prewarm

An option of fileio, the choices of --file-test-mode (and of any option
declared with choices), on and off for a boolean, and the general options
before the test:

  $ c sysbench fileio --file-te
  --file-test-mode=
  $ c sysbench fileio --file-test-mode = rn
  rndrd
  rndrw
  rndwr
  $ c sysbench fileio --file-test-mode =
  rndrd
  rndrw
  rndwr
  seqrd
  seqrewr
  seqwr
  $ c sysbench fileio --file-io-mode =
  async
  io_uring
  mmap
  sync
  $ c sysbench memory run --memory-oper =
  none
  read
  write
  $ c sysbench cpu --validate = o
  off
  on
  $ c sysbench --pu
  --push-strict
  --push-timeout=
  --push=

Values of a known form: --output's formats, then a file after the
format's ":" and the next format after a ",", --steady-state's criteria,
a list's items after its last ",", fileio's and copy's data, the storage
card's profiles, the drivers built in, the kernel's congestion controls
(from /proc, here a fixture's), installed locales:

  $ c sysbench cpu --output = ''
  csv:
  html:
  json:
  openmetrics:
  prometheus:
  svg:
  $ touch a.json b.json && mkdir sub && c sysbench cpu --output = json : ''
  -
  a.json
  b.json
  sub/
  $ c sysbench cpu --output = json : a.json,cs
  a.json,csv:
  $ c sysbench cpu --steady-state = ''
  bw:
  bw_slope:
  iops:
  iops_slope:
  lat:
  lat_slope:
  snia
  $ c sysbench fileio --file-extra-flags = direct,
  direct,direct
  direct,dsync
  direct,sync
  $ c sysbench fileio --file-write-data = ''
  compress:
  random
  zero
  $ c sysbench copy --file-write-data = c
  compress:
  $ c sysbench storage --profile = ''
  default
  flash
  full
  nvme
  peak
  real
  $ c sysbench storage --format = m
  markdown
  $ c sysbench oltp_read_write --db-driver = ''
  mysql
  pgsql
  $ c sysbench oltp_read_write --pgsql_variant = ''
  redshift
  $ c sysbench unixbench --unixbench-tests = pipe,sh
  pipe,shell-1
  pipe,shell-8
  $ mkdir -p proc/sys/net/ipv4 && echo 'reno cubic bbr' > proc/sys/net/ipv4/tcp_available_congestion_control
  $ SYSBENCH_PROCFS_ROOT=$PWD/proc c sysbench net --net-congestion = ''
  bbr
  cubic
  reno
  $ c sysbench shell --shell-locale = '' | grep -c -x -e C -e POSIX
  2
  $ c sysbench --verbosity = ''
  0
  1
  2
  3
  4
  5

File names where a file is wanted, directories where a directory is:

  $ c sysbench --config-file = ''
  a.json
  b.json
  proc/
  sub/
  $ c sysbench copy --copy-from = ''
  a.json
  b.json
  proc/
  sub/
  $ c sysbench fileio --file-name = ''
  a.json
  b.json
  proc/
  sub/
  $ c sysbench net --net-key-file = a
  a.json
  $ c sysbench oltp_read_write --mysql-socket = b
  b.json
  $ c sysbench copy --copy-to = ''
  proc/
  sub/
  $ c sysbench net serve --net-dir = s
  sub/
  $ c sysbench nas --copy-from = a
  a.json
  $ c sysbench nas --copy-to = ''
  proc/
  sub/
  $ touch r.lua && c sysbench cpu --report-script = ''
  proc/
  r.lua
  report-json
  sub/

Every option of every test's and bundled script's help completes, and so
do its values where the help names them ({a, b}; on and off for
[=on|off]); the general options of --help too, but for the deprecated
aliases, which are not offered (missed() prints what does not complete):

  $ opts() { grep -o '^ *--[a-zA-Z0-9_-]*\(\[=on|off\]\)\{0,1\}.*' | grep -v 'deprecated alias' | sed 's/^ *//'; }
  $ missed() {
  >   n=0 v=0
  >   while IFS= read -r line; do
  >     o=${line%%[=[ ]*}; n=$((n + 1))
  >     c "$@" "$o" | grep -q -x -e "$o=" -e "$o" || echo "missed: $* $o"
  >     ch=$(printf '%s\n' "$line" | sed -n 's/.*{\([^}]*\)}.*/\1/p')
  >     case $line in "$o[=on|off]"*) ch="on, off" ;; esac
  >     [ -n "$ch" ] || continue
  >     got=$(c "$@" "$o" = '')
  >     for x in $(printf '%s\n' "$ch" | tr ',' '\n' | sed 's/^ *//; s/ .*//; s/:.*/:/'); do
  >       v=$((v + 1))
  >       printf '%s\n' "$got" | grep -q -x -F -e "$x" || echo "missed: $* $o=$x"
  >     done
  >   done
  >   echo "$n options, $v values"
  > }
  $ sysbench --help | opts | sort -u | missed sysbench
  63 options, 32 values
  $ names=$(c sysbench '' | grep -v -x -e compare -e merge -e '.*/' -e '.*\.lua')
  $ for t in $names; do sysbench "$t" help 2>/dev/null | opts | sort -u | missed sysbench "$t"; done | awk '/^missed/ {print; next} {n += $1; v += $3} END {print n " options, " v " values"}'
  324 options, 201 values

The check sees an option that does not complete:

  $ printf '%s\n' '--no-such-option=N  nothing' | missed sysbench cpu
  missed: sysbench cpu --no-such-option
  1 options, 0 values

A Lua script's own options (its file is loaded as `sysbench FILE help`
would; what it prints stays out of the candidates), a bundled one's, its
commands, and script files:

  $ cat > opts.lua <<'LUA'
  > print("loaded")
  > sysbench.cmdline.options = { my_rows = { "rows per event", 10 }, my_check = { "check", false },
  >   my_mode = { "a mode", "fast", complete = "fast slow" } }
  > sysbench.cmdline.commands = { warm = { function() end } }
  > function event() end
  > LUA
  $ c sysbench ./opts.lua --my_
  --my_check
  --my_mode=
  --my_rows=
  $ c sysbench ./opts.lua --my_check = of
  off
  $ c sysbench ./opts.lua --my_mode = ''
  fast
  slow
  $ c sysbench ./opts.lua w
  warm
  $ c sysbench oltp_read_write --table
  --table_size=
  --tables=
  $ c sysbench ./op
  ./opts.lua
  $ c sysbench compare ''
  a.json
  b.json
  proc/
  sub/
  vs
  $ c sysbench compare --format = ''
  markdown
  text
  $ c sysbench compare --rel
  --relative=
  $ c sysbench compare --verb
  --verbose
  $ c sysbench compare --relative = g
  geomean
  $ c sysbench compare --o
  --output=
  $ c sysbench compare --output = s
  svg:
  $ c sysbench merge --output = j
  json:

A script's complete must be a string:

  $ cat > bad.lua <<'LUA'
  > sysbench.cmdline.options = { my_mode = { "a mode", "fast", complete = 1 } }
  > function event() end
  > LUA
  $ sysbench ./bad.lua help 2>&1 | tail -1
  FATAL: `sysbench.cmdline.read_cmdline_options' function failed: [string "sysbench.cmdline.lua"]:*: complete for option my_mode is a number, not a string (glob)

The binary's mode takes the words whole (WORD 0 the program, the index of
the word being completed first); it is not among --help's options:

  $ sysbench --complete 2 sysbench fileio --file-test-mode=seq
  --file-test-mode=seqwr
  --file-test-mode=seqrewr
  --file-test-mode=seqrd
  $ sysbench --complete 2 sysbench cpu --output=json:
  @files::--output=json:
  --output=json:-
  $ sysbench --help | grep -c complete
  0
  [1]
