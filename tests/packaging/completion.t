Bash completion (completion/sysbench, installed to bash-completion's
directory): the function asks the binary itself (its hidden --complete
mode) for the words, from the tables --help comes from. c WORD... sets
COMP_WORDS and COMP_CWORD as bash does for a line ending in the last
WORD (bash splits --name=value at the "=") and prints COMPREPLY:

  $ . "$TESTS_SRC/../completion/sysbench"
  $ complete -p sysbench
  complete -F _sysbench sysbench
  $ c() { COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMPREPLY=(); _sysbench; printf '%s\n' "${COMPREPLY[@]}"; }

A test name, a bundled script's, a command:

  $ c sysbench fil
  filecopy
  fileio
  $ c sysbench oltp_read_w
  oltp_read_write
  $ c sysbench fileio ''
  cleanup
  help
  prepare
  run
  $ c sysbench cpu ''
  help
  run
  $ c sysbench oltp_read_write pr
  prepare
  prewarm
  $ c sysbench co
  compare
  context
  copy

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

A Lua script's own options (its file is loaded as `sysbench FILE help`
would; what it prints stays out of the candidates), a bundled one's, its
commands, and script files:

  $ cat > opts.lua <<'LUA'
  > print("loaded")
  > sysbench.cmdline.options = { my_rows = { "rows per event", 10 }, my_check = { "check", false } }
  > sysbench.cmdline.commands = { warm = { function() end } }
  > function event() end
  > LUA
  $ c sysbench ./opts.lua --my_
  --my_check
  --my_rows=
  $ c sysbench ./opts.lua --my_check = of
  off
  $ c sysbench ./opts.lua w
  warm
  $ c sysbench oltp_read_write --table
  --table_size=
  --tables=
  $ c sysbench ./op
  ./opts.lua
  $ touch a.json b.json && c sysbench compare ''
  a.json
  b.json
  $ c sysbench compare --rel
  --relative=
  $ c sysbench compare --relative=g
  geomean
  $ c sysbench compare --o
  --output=

The binary's mode takes the words whole (WORD 0 the program, the index of
the word being completed first); it is not among --help's options:

  $ sysbench --complete 2 sysbench fileio --file-test-mode=seq
  --file-test-mode=seqwr
  --file-test-mode=seqrewr
  --file-test-mode=seqrd
  $ sysbench --help | grep -c complete
  0
  [1]
