Options a script declares: help, types, defaults, validators, errors; and
1.0.20 legacy mode for scripts that declare none.

  $ cp "$TESTS_SRC"/lua/*.lua .

help lists them sorted by name, in the reference's layout:

  $ sysbench options.lua help
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  options.lua options:
    --bool_opt1[=on|off]   bool_opt1 description [off]
    --bool_opt2[=on|off]   bool_opt2 description [on]
    --bool_opt3[=on|off]   bool_opt3 description
    --dash-opt=STRING      dash-opt desc [dash-opt val]
    --float_opt1=N         float_opt1 description [3.14]
    --int_opt1=N           int_opt1 description [10]
    --int_opt2=N           int_opt2 description
    --list_opt1=[LIST,...] list_opt1 description [foo,bar]
    --positive=N           a validated number [1]
    --size_opt=SIZE        size_opt description [1K]
    --str_opt1=STRING      str_opt1 description
  

Defaults as sysbench.opt holds them (a boolean without a default is on):

  $ sysbench options.lua run --verbosity=0
  bool_opt1=boolean:false
  bool_opt2=boolean:true
  bool_opt3=boolean:true
  dash_opt=string:dash-opt val
  float_opt1=number:3.14
  int_opt1=number:10
  int_opt2=number:0
  list_opt1={foo,bar}
  positive=number:1
  size_opt=number:1024
  str_opt1=string:

Values from the command line, with '-' and '_' interchangeable:

  $ sysbench options.lua run --verbosity=0 --bool-opt1 --dash_opt=x --float_opt1=0.5 --int_opt2=7 --list_opt1=a,,b --size_opt=2M --str_opt1=hi --positive=3
  bool_opt1=boolean:true
  bool_opt2=boolean:true
  bool_opt3=boolean:true
  dash_opt=string:x
  float_opt1=number:0.5
  int_opt1=number:10
  int_opt2=number:7
  list_opt1={a,b}
  positive=number:3
  size_opt=number:2097152
  str_opt1=string:hi

A validator applies to its own option only (the reference applies the
first one to every option):

  $ sysbench options.lua run --verbosity=0 --positive=-1
  invalid option: --positive=-1
  [1]
  $ sysbench options.lua run --verbosity=0 --str_opt1=-1 | grep str_opt1
  str_opt1=string:-1

Bad values and unknown options:

  $ sysbench options.lua run --verbosity=0 --int_opt1=abc
  Invalid value for the 'int_opt1' option: 'abc'
  [1]
  $ sysbench options.lua run --verbosity=0 --float_opt1=x
  Invalid value for the 'float_opt1' option: 'x'
  [1]
  $ sysbench options.lua run --verbosity=0 --bool_opt1=maybe
  invalid option: --bool_opt1=maybe
  [1]
  $ sysbench options.lua run --verbosity=0 --nope=1
  invalid option: --nope=1
  [1]

A malformed declaration is reported with what is wrong, at 1.0.20's position
(the module is a string chunk there too):

  $ sysbench bad_options.lua run
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: `sysbench.cmdline.read_cmdline_options' function failed: [string "sysbench.cmdline.lua"]:*: nil description for option a (glob)
  [1]
  $ echo 'sysbench.cmdline.options = 5' > opts5.lua && sysbench opts5.lua run --verbosity=0
  FATAL: `sysbench.cmdline.read_cmdline_options' function failed: [string "sysbench.cmdline.lua"]:*: wrong type for sysbench.cmdline.options: number (glob)
  [1]
  $ echo 'sysbench.cmdline.options = { [1] = {"x"} }' > opts6.lua && sysbench opts6.lua run --verbosity=0
  FATAL: `sysbench.cmdline.read_cmdline_options' function failed: [string "sysbench.cmdline.lua"]:*: wrong table structure in sysbench.cmdline.options (glob)
  [1]

Legacy mode: unknown options become strings, every option is also a global,
and the 1.0.20 compatibility globals exist:

  $ sysbench legacy.lua run --verbosity=0 --foo=bar --threads=2 | sort
  foo=bar opt.foo=bar
  foo=bar opt.foo=bar
  sb_rand=function sb_rnd=number test=legacy.lua
  sb_rand=function sb_rnd=number test=legacy.lua
  threads=2 thread_id=0
  threads=2 thread_id=1

Test options in a config file keep their values (the reference resets them
to the script's defaults):

  $ printf 'int_opt1=42\nstr_opt1="from file"\n' > my.cfg
  $ sysbench --config-file=my.cfg options.lua run --verbosity=0 | grep -e int_opt1 -e str_opt1
  int_opt1=number:42
  str_opt1=string:from file
