The Debian package, built from this tree as a user would (the tree's
distribution files, then dpkg-buildpackage -b -us -uc with Debian's build
flags), lintian-clean at its default level, then unpacked (dpkg -x, never
installed: it replaces the reference /usr/bin/sysbench, which the suite
compares with) and run.

  $ build="$(dirname "$SYSBENCH")/.."
  $ version=$("$SYSBENCH" --version | cut -d' ' -f2)
  $ make -s -C "$build" distdir distdir="$PWD/sysbench-ng-$version" > /dev/null
  $ cd "sysbench-ng-$version" && dpkg-buildpackage -b -us -uc -j2 > ../build.log 2>&1; echo "exit $?"; cd ..
  exit 0
  $ ls *.deb *.changes | sed -e "s/$version/VERSION/" -e "s/_$(dpkg --print-architecture)\./_ARCH./"
  sysbench-ng-dbgsym_VERSION-1_ARCH.deb
  sysbench-ng_VERSION-1_ARCH.changes
  sysbench-ng_VERSION-1_ARCH.deb
  $ lintian sysbench-ng_*.changes 2>/dev/null; echo "lintian exit $?"
  lintian exit 0

What it holds: the binary, the man page, the completion, the OLTP
scripts for scripts that require them, the documentation (README.md and
every page of docs/), the license in Debian's copyright file, and what it
declares:

  $ deb=$(ls sysbench-ng_*.deb)
  $ dpkg -c "$deb" | awk '{print $6}' | grep -v '/$' | grep -v -e '^./usr/share/sysbench/oltp_[a-z_]*\.lua$' -e '^./usr/share/doc/sysbench-ng/docs/'
  ./usr/bin/sysbench
  ./usr/share/bash-completion/completions/sysbench
  ./usr/share/doc/sysbench-ng/README.md.gz
  ./usr/share/doc/sysbench-ng/changelog.Debian.gz
  ./usr/share/doc/sysbench-ng/copyright
  ./usr/share/lintian/overrides/sysbench-ng
  ./usr/share/man/man1/sysbench.1.gz
  ./usr/share/sysbench/bulk_insert.lua
  ./usr/share/sysbench/select_random_points.lua
  ./usr/share/sysbench/select_random_ranges.lua
  $ diff <(dpkg -c "$deb" | awk '{print $6}' | sed -n 's|^./usr/share/doc/sysbench-ng/docs/\(.*\.md\)\(\.gz\)\{0,1\}$|\1|p' | sort) <(cd "$TESTS_SRC/../docs" && ls *.md) && echo "every page of docs/"
  every page of docs/
  $ dpkg-deb --fsys-tarfile "$deb" | tar -xO ./usr/share/doc/sysbench-ng/copyright | grep -e '^License:' -e 'common-licenses'
  License: GPL-2+
  License: GPL-2+
   `/usr/share/common-licenses/GPL-2'.
  $ for f in Package Provides Conflicts Replaces Depends; do echo "$f: $(dpkg-deb -f "$deb" $f)"; done
  Package: sysbench-ng
  Provides: sysbench
  Conflicts: sysbench
  Replaces: sysbench
  Depends: libc6 (>= *) (glob)

Unpacked and run: its version, a short cpu run, and the plug-ins the
linker sections register (Debian's flags: PIE, fortify, stack protector)
are all there, as the binary loads only the C library and libm:

  $ dpkg -x "$deb" root
  $ root/usr/bin/sysbench --version
  sysbench 1.0.20-ng4
  $ root/usr/bin/sysbench cpu --cpu-max-prime=2000 --events=100 --threads=2 run | grep -e 'total number of events' -e 'Number of threads'
  Number of threads: 2
      total number of events:              100
  $ diff <(root/usr/bin/sysbench --help) <(sysbench --help) && echo "same --help"
  same --help
  $ readelf -d root/usr/bin/sysbench | grep -o -e 'NEEDED.*' -e 'Flags: .*'
  NEEDED)             Shared library: [libm.so.6]
  NEEDED)             Shared library: [libc.so.6]
  Flags: PIE
  $ root/usr/bin/sysbench execl --events=20 run | grep 'total number of events'
      total number of events:              20
  $ zcat root/usr/share/man/man1/sysbench.1.gz | mandoc -T lint

The reference stays what the suite compares with: the package was not
installed.

  $ dpkg-query -W -f='${Status}\n' sysbench-ng 2>&1 | grep -c 'install ok installed'
  0
  [1]
  $ /usr/bin/sysbench --version
  sysbench 1.0.20
