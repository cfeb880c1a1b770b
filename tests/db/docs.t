The documentation's blocks that need database servers (tagged "db":
docs/testing.md, "Checked documentation"), run against the suite's MariaDB
and PostgreSQL by tests/packaging/docs_check.py; the other blocks are
tests/packaging/docs.t's.

  $ src="$TESTS_SRC/.."
  $ python3 "$TESTS_SRC/packaging/docs_check.py" run --only db "$src/README.md" "$src"/docs/*.md
  * commands in * blocks, 0 problems (glob)
