The run's layers have no back edges: the runner uses the reporter, the
reporter the report, the runner the rate schedule, never the other way,
directly or through another header (gcc -MM lists every header a file
reaches).

  $ src="$TESTS_SRC/../src"
  $ deps() { gcc -MM -I"$src" $(pkg-config --cflags luajit ck) "$src/core/run/$1" | tr ' \\' '\n\n' | grep -o '[a-z_]*\.h$' | sort -u | tr '\n' ' '; echo; }
  $ for f in rate.c rate.h report.c report.h reporter.c reporter.h; do
  >   printf '%-11s' "$f:"; deps $f | tr ' ' '\n' | grep -x -e runner.h -e reporter.h -e report.h -e rate.h | grep -v -x "${f%.*}.h" | tr '\n' ' '; echo
  > done
  rate.c:    
  rate.h:    
  report.c:  
  report.h:  
  reporter.c:report.h 
  reporter.h:report.h 
  $ printf '%-11s' runner.c:; deps runner.c | tr ' ' '\n' | grep -x -e reporter.h -e report.h -e rate.h | tr '\n' ' '; echo
  runner.c:  rate.h report.h reporter.h 

The hot path's header, runner.h, reaches neither the report nor the
reporter:

  $ deps runner.h | tr ' ' '\n' | grep -c -x -e report.h -e reporter.h
  0
  [1]

The object graph of the build, read with nm (an object uses a symbol
another defines): no circle (but inside one plug-in folder), no file of
the core referring to a plug-in (plug-ins register themselves into linker
sections the core walks, src/plugin/registry.h), no layer of the core
using one above it (each layer is one or more folders of src/: base <-
data <- run <- command <- script <- main), no string of the core's
sources naming a plug-in, and the report code links with 10 objects (12
at most; utf8.o, for the logger, since issue 33):

  $ objs=$(dirname "$SYSBENCH")
  $ python3 "$TESTS_SRC/core/check_layers.py" "$objs"
  circles: 0; core->plugin: 0; upward: 0; plugin names: 0; report.o links 10 objects

README's picture of the layers is the one this build draws:

  $ python3 "$TESTS_SRC/core/layers_svg.py" "$objs" layers.svg
  $ cmp layers.svg "$TESTS_SRC/../src/layers.svg" && echo same
  same

The check fails when the graph has a circle: here the report code calls
back into the series that runs it (and so uses a layer above its own).

  $ k=$PWD/knot && mkdir knot && (cd "$objs" && find core main db -name '*.o' ! -name 'libcore*' -exec cp --parents {} "$k" \;)
  $ printf 'void series_step(void); void report_new(void) { series_step(); }\n' > knot.c
  $ cc -c -o knot/core/run/report.o knot.c
  $ python3 "$TESTS_SRC/core/check_layers.py" knot | tail -1
  circles: 1; core->plugin: 0; upward: 1; plugin names: 0; report.o links * objects (glob)
  $ python3 "$TESTS_SRC/core/check_layers.py" knot > /dev/null
  [1]

A core file outside the layers' folders (here one left directly in src/)
fails it too: a file's layer is its folder.

  $ cp "$objs/core/run/report.o" knot/core/run/report.o
  $ python3 "$TESTS_SRC/core/check_layers.py" knot > /dev/null && echo clean
  clean
  $ printf 'int stray(void) { return 1; }\n' > stray.c && cc -c -o knot/stray.o stray.c
  $ python3 "$TESTS_SRC/core/check_layers.py" knot
  no layer: stray.o (a core file outside the layers' folders)
  circles: 0; core->plugin: 0; upward: 0; plugin names: 0; report.o links 10 objects
  [1]

A string of the core that names a registered plug-in fails it (here a
test, "pipe", named in the run layer's sources; the core knows plug-ins
only through the registries), and so does a header of the core outside
the layers' folders. The core's own words that are also plug-ins' names
(threads, the option; cpu, the environment's) are listed in
check_layers.py with what they mean.

  $ mkdir -p names/core/run names/tests/pipe names/lua
  $ printf 'static const struct sb_test pipe_test = {\n  .name = "pipe",\n};\nSB_REGISTER(sb_tests, pipe_test);\n' > names/tests/pipe/pipe.c
  $ printf 'const char *first = "threads";\nconst char *test = "pipe";  /* "pipe" */\n' > names/core/run/pick.c
  $ printf '#define WHERE "here"\n' > names/stray.h
  $ python3 "$TESTS_SRC/core/check_layers.py" "$objs" names
  plugin name: core/run/pick.c:2: "pipe" (a core string naming a plug-in)
  no layer: stray.h (a core file outside the layers' folders)
  circles: 0; core->plugin: 0; upward: 0; plugin names: 1; report.o links 10 objects
  [1]

The report code's unit test is a program of its own, linked with the
objects nm names and nothing else: no LuaJIT, no runner, no plug-in.

  $ unit="$objs/../tests/unit/report_unit"
  $ "$unit" 2>&1 | tail -1
  4 passed, 0 failed
  $ nm "$unit" | grep -c -e ' luaL_newstate$' -e ' runner_run$' -e ' results_record$' -e ' db_connect$'
  0
  [1]

Writable globals: the state of a command, a step or a run lives in
values (the command's settings, a run's configuration, the modules'
configurations and run handles, a loaded script); tests/core/globals.txt
names each writable global the objects still have (nm: .data, .bss and
their thread-local kinds) and why it is process-wide or a thread's own.

  $ python3 "$TESTS_SRC/core/check_globals.py" "$objs" "$TESTS_SRC/core/globals.txt"
  writable globals: 46 (13 thread-local)

A new one fails the check until the list says why it may be there, and so
does an entry no object has any more:

  $ mkdir -p more/core/run && printf 'static int hits;\nint count(void) { return ++hits; }\n' > more.c
  $ cc -c -o more/core/run/count.o more.c
  $ printf 'core/run/count.o gone: it was here once\n' > list.txt
  $ python3 "$TESTS_SRC/core/check_globals.py" more list.txt
  new global: core/run/count.o hits (.bss): state belongs in a value; or, if it is process-wide, a line of the list saying why
  gone: core/run/count.o gone (the list names it, no object has it)
  writable globals: 1 (0 thread-local)
  [1]
