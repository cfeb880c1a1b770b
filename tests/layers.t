The run's layers have no back edges: the runner uses the reporter, the
reporter the report, the runner the rate schedule, never the other way,
directly or through another header (gcc -MM lists every header a file
reaches).

  $ src="$TESTS_SRC/../src"
  $ deps() { gcc -MM -I"$src" $(pkg-config --cflags luajit ck) "$src/$1" | tr ' \\' '\n\n' | grep -o '[a-z_]*\.h$' | sort -u | tr '\n' ' '; echo; }
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
