#!/bin/sh
# tests/fuzz/run.sh BUILDDIR [SECONDS]: builds the result-file fuzz target
# with clang's libFuzzer (ASan + UBSan) and runs it for SECONDS (60), seeded
# with the stored example result files. Not part of the suite.
set -eu
build=${1:-$(pwd)}
secs=${2:-60}
src=$(cd "$(dirname "$0")/../.." && pwd)
out=$build/tests/fuzz
mkdir -p "$out/corpus"
cp "$src"/tests/data/*.json "$out/corpus/" 2>/dev/null || true
mk() { sed -n "s/^$1 = //p" "$build/Makefile"; }
core=$(sed -n '/^CORE_SOURCES = /,/^$/p' "$src/Makefile.am" | tr ' \\\t' '\n\n\n' | grep '\.c$')
clang -g -O1 -fsanitize=fuzzer,address,undefined -include "$build/config.h" \
  -I"$src/src" -I"$build/src" -I"$build" $(mk LUAJIT_CFLAGS) $(mk CK_CFLAGS) \
  -DPKGDATADIR='""' -DPKGLIBDIR='""' \
  "$src/tests/fuzz/results_fuzz.c" $(for f in $core; do echo "$src/$f"; done) \
  "$build/src/lua_modules.c" $(mk LUAJIT_LIBS) $(mk CK_LIBS) $(mk AIO_LIBS) -lpthread -ldl -lm \
  -Wl,--export-dynamic -o "$out/results_fuzz"
"$out/results_fuzz" -max_total_time="$secs" -max_len=65536 "$out/corpus"
