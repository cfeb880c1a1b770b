# SPDX-License-Identifier: GPL-2.0-or-later
# tests/lib/suite.mk: the suite's list for automake's parallel harness, in
# GNU make (included by the Makefile; automake's TESTS must be words it can
# read, and this list is found by globbing, per emulated target):
#   - the unit programs and fuzz replays (Makefile.am's TESTS), every cram
#     file tests/AREA/*.t, and, for each ARCH of CROSS (arm64, armhf), the
#     plain unit program and every cram file again as
#     cross/ARCH/tests/AREA/FILE.t under qemu-user, after the harness's own
#     job has made (or brought up to date) that cross build;
#   - AREA=net (or `make check-net`) keeps one area's tests, for every target
#     run; TESTS='tests/net/serve.t' (automake's) names files;
#   - the cram files with a line `# serial: WHY` (WHY: what a neighbour
#     would change) run natively after all the others, one at a time (the
#     emulated runs skip them: tests/lib/driver.sh says why).
# tests/lib/driver.sh runs each; tests/lib/summary.sh sums them up.

CROSS =
AREA =
suite_cram := $(patsubst $(srcdir)/%,%,$(sort $(wildcard $(srcdir)/tests/*/*.t)))
suite_hash := $(shell printf '\043')
# $(call suite_with,PATTERN): the cram files with a line matching PATTERN.
suite_with = $(patsubst $(srcdir)/%,%,$(shell grep -l '$(1)' $(suite_cram:%=$(srcdir)/%) 2>/dev/null))
suite_serial := $(call suite_with,^$(suite_hash) serial:)
suite_every = $(SUITE_RUNS) $(suite_cram) \
	$(foreach a,$(CROSS),cross/$(a)/build/tests/unit/unit $(suite_cram:%=cross/$(a)/%))
# The files that took a minute or more on the loaded 2-core VM (their logs'
# times) start first, so that none is left running alone at the end of the
# parallel part; a name not in this run's list is left out.
SUITE_SLOW = cross/armhf/build/tests/unit/unit cross/arm64/build/tests/unit/unit \
	tests/storage/storage.t tests/packaging/package.t tests/deploy/ansible.t \
	tests/consumers/consumers.t tests/db/diff.t tests/db/errors.t tests/unit/unit_tsan \
	tests/packaging/docs.t tests/core/asan.t tests/db/asan.t tests/db/results.t \
	tests/core/sweep_matrix.t tests/fileio/async.t tests/fileio/uring.t tests/metrics/push.t
suite_first = $(foreach f,$(SUITE_SLOW),$(filter $(f),$(suite_every)))
suite_all = $(suite_first) $(filter-out $(suite_first),$(suite_every))
suite_areas := $(sort $(patsubst tests/%/,%,$(dir $(suite_cram) $(SUITE_RUNS))))
TESTS = $(if $(AREA),$(filter $(foreach x,$(AREA),tests/$(x)/% \
	$(foreach a,$(CROSS),cross/$(a)/tests/$(x)/% cross/$(a)/build/tests/$(x)/%)),$(suite_all)),$(suite_all))

# The emulated runs' copies of the cram files (cram leaves FILE.t.err
# beside the file it ran: the native run's and each target's stay apart).
cross/arm64/tests/%.t: tests/%.t
	@mkdir -p $(@D) && cp $< $@
cross/armhf/tests/%.t: tests/%.t
	@mkdir -p $(@D) && cp $< $@
.PRECIOUS: cross/arm64/tests/%.t cross/armhf/tests/%.t

# The serial group: each serial log waits for every other log of the run,
# then for the serial one before it.
suite_serial_logs = $(filter $(suite_serial:.t=.log),$(TEST_LOGS))
suite_prev := $(filter-out $(suite_serial_logs),$(TEST_LOGS))
$(foreach l,$(suite_serial_logs),$(eval $(l): $(suite_prev))$(eval suite_prev := $(l)))

# The cross builds (tests/cross/build.sh) are jobs of the harness, started
# first, so that the native files run while they compile; each target's
# build waits for the one before it (each uses every core), and each
# target's files wait for its build. A build that fails leaves
# cross/ARCH/build-failed, and each of its files fails saying so.
suite_cross_prev :=
$(foreach a,$(CROSS),$(eval suite-cross-$(a): $(suite_cross_prev))$(eval suite_cross_prev := suite-cross-$(a)))
$(foreach a,$(CROSS),$(eval $(filter cross/$(a)/%,$(TEST_LOGS)): suite-cross-$(a)))
$(CROSS:%=suite-cross-%): suite-cross-%:
	@mkdir -p cross/$* && rm -f cross/$*/build-failed; t0=$$(date +%s); \
	if env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL -u MAKEOVERRIDES \
	    sh $(srcdir)/tests/cross/build.sh $* $(abs_top_builddir) > cross/$*/build.log 2>&1; then \
	  echo "cross build $*: done in $$(($$(date +%s) - t0)) s (its log: cross/$*/build.log)"; \
	else \
	  touch cross/$*/build-failed; tail -20 cross/$*/build.log; \
	  echo "cross build $*: FAILED (its log: cross/$*/build.log)"; \
	fi
.PHONY: $(CROSS:%=suite-cross-%)
# The cross unit program, a test automake's rules would make: its build's.
$(CROSS:%=cross/%/build/tests/unit/unit): cross/%/build/tests/unit/unit: suite-cross-%
	@:

# One area: `make check-net`, `make check-fileio`, ...
suite_alias = $(suite_areas:%=check-%)
$(suite_alias):
	@$(MAKE) $(AM_MAKEFLAGS) check AREA=$(@:check-%=%)
.PHONY: $(suite_alias)

# `make check` sums up after automake's harness, whether or not a test
# failed (check-local waits for check-TESTS, whose failure is its own).
.IGNORE: check-TESTS

# The cram files that run the ASan build (they name SYSBENCH_ASAN) wait
# for it.
suite_asan := $(call suite_with,SYSBENCH_ASAN)
$(suite_asan:.t=.log): src/sysbench_asan

# Without TSan (armhf), unit_tsan is not built: the driver says it is skipped.
tests/unit/unit_tsan:
