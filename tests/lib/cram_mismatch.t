The suite's log of a failed cram file (tests/lib/cram_mismatch.py): only the
lines that really differ, not the glob and regex lines that matched.

  $ cat > f.t <<'T'
  >   $ printf 'a\n12.5\nb\nx9\nextra\n'
  >   a
  >   *.* (glob)
  >   c
  >   x[0-9] (re)
  > T
  $ cram3 -q f.t > /dev/null; echo "rc=$?"
  rc=1
  $ python3 "$TESTS_SRC/lib/cram_mismatch.py" f.t
  @@ -2,4 +2,5 @@
  -  c
  +  b
  +  extra

When every differing line matched (a file edited since), it says so:

  $ printf '  $ echo 1\n  * (glob)\n' > g.t && printf '  $ echo 1\n  1\n' > g.t.err
  $ python3 "$TESTS_SRC/lib/cram_mismatch.py" g.t
  g.t: every differing line matched its glob
  $ touch h.t && python3 "$TESTS_SRC/lib/cram_mismatch.py" h.t
  h.t: no .err file
  $ python3 "$TESTS_SRC/lib/cram_mismatch.py" i.t
  i.t: cannot be read
