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
data <- run <- command <- script <- main), and the report code links
with 10 objects (12 at most; utf8.o, for the logger, since issue 33):

  $ objs=$(dirname "$SYSBENCH")
  $ python3 "$TESTS_SRC/core/check_layers.py" "$objs"
  circles: 0; core->plugin: 0; upward: 0; report.o links 10 objects

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
  circles: 1; core->plugin: 0; upward: 1; report.o links * objects (glob)
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
  circles: 0; core->plugin: 0; upward: 0; report.o links 10 objects
  [1]

The report code's unit test is a program of its own, linked with the
objects nm names and nothing else: no LuaJIT, no runner, no plug-in.

  $ unit="$objs/../tests/unit/report_unit"
  $ "$unit" 2>&1 | tail -1
  4 passed, 0 failed
  $ nm "$unit" | grep -c -e ' luaL_newstate$' -e ' runner_run$' -e ' results_record$' -e ' db_connect$'
  0
  [1]
