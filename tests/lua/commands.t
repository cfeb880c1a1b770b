Custom commands (sysbench.cmdline.commands), tried before the built-in
command names.

  $ cp "$TESTS_SRC"/lua/*.lua .
  $ sysbench commands.lua hello --verbosity=0
  hello from 0
  $ sysbench commands.lua prepare --verbosity=0
  custom prepare
  $ sysbench commands.lua par --threads=3 | sort
  
  
  Initializing worker threads...
  par 0
  par 1
  par 2
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  $ sysbench commands.lua par --verbosity=0
  par 0

A command returning false fails; an error is reported; a malformed entry
falls through to the built-in names:

  $ sysbench commands.lua refuse --verbosity=0
  [1]
  $ sysbench commands.lua boom --verbosity=0
  FATAL: `sysbench.cmdline.call_command' function failed: commands.lua:7: kaboom
  [1]
  $ sysbench commands.lua malformed --verbosity=0
  Unknown command: malformed
  [1]
