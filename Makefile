# Ellipsis build entry points. `make demo` is the README's first command.
SWIFT ?= swift
# BUILD_DIR: SwiftPM's scratch path for the release binary (a test builds the package in its own).
BUILD_DIR ?= .build
RELEASE_FLAGS = -c release --static-swift-stdlib --scratch-path $(BUILD_DIR)
BIN = $(BUILD_DIR)/release/ellipsis
SAMPLE ?= Corpora/sample-titles.txt

.PHONY: deps build release install deb deb-check demo test bench bench-pipeline bench-startup bench-measure bench-morphology eval fuzz docs figures clean screenshots locales

deps:
	bash scripts/install-deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product ellipsis

# The binary, its man page and bash, zsh and fish completions under PREFIX (DESTDIR for staging).
PREFIX ?= /usr/local
DESTDIR ?=
install: release
	bash scripts/install.sh $(BIN) "$(DESTDIR)$(PREFIX)"

# A Debian package (dpkg-deb) of the release build in DEB_DIR; prints its path.
DEB_DIR ?= .build/deb
deb: release
	bash scripts/build-deb.sh $(BIN) $(DEB_DIR)

# The package installed on a bare Debian (debootstrap, root; `scripts/install-deps.sh packaging`)
# with only its Depends, then Corpora/ linted there: the same findings as this machine's binary.
deb-check: release
	deb=$$(bash scripts/build-deb.sh $(BIN) $(DEB_DIR)) && ELLIPSIS_REFERENCE=$(BIN) bash scripts/test-deb.sh "$$deb"

# The main job on the embedded sample.
demo: release
	$(BIN) inspect - --format text < $(SAMPLE)
	# The sample app has deliberate problems (Corpora/atlas-strings/PROBLEMS.md): report them, exit 0.
	$(BIN) lint Corpora/atlas-strings --fail-on never

# Validates Locales/*.json without building the rest (every build bakes them into
# EllipsisBakedLocales through the BakeLocales plugin; nothing generated is checked in).
locales:
	$(SWIFT) run bake-locales --root . --check

test: deps
	$(SWIFT) test

# libFuzzer on every reader (Fuzz/README.md); FUZZ_SECONDS per target, default 60.
FUZZ_SECONDS ?= 60
fuzz:
	FUZZ_SECONDS=$(FUZZ_SECONDS) SWIFT=$(SWIFT) bash Fuzz/run-fuzzers.sh

# Layout benchmark (release): prints ratios to the HarfBuzz + ICU floor. BENCH_COUNT titles.
# Then the code analysis on a generated Swift app of BENCH_CODE_LINES lines (goal: well under a second).
BENCH_COUNT ?= 300000
BENCH_CODE_LINES ?= 200000
bench: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product ellipsis-bench
	.build/release/ellipsis-bench $(BENCH_COUNT)
	$(SWIFT) build $(RELEASE_FLAGS) --product ellipsis-code-bench
	.build/release/ellipsis-code-bench $(BENCH_CODE_LINES)
	$(MAKE) bench-pipeline
	$(MAKE) bench-startup
	$(MAKE) bench-measure

# Whole-pipeline benchmark (release): lint of generated projects of PIPELINE_COUNTS translations
# (100 locales, every key a quick-action title) in each of PIPELINE_FORMATS (xcstrings, strings,
# xliff), against the engine, one core, pofilter and the memory goal; then the Atlas sample
# (docs/speed.md). PIPELINE_COUNTS="30000 100000 300000" measures the goals at their sizes.
PIPELINE_COUNTS ?= 30000
PIPELINE_FORMATS ?= xcstrings,strings,xliff
bench-pipeline: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product ellipsis
	$(SWIFT) build $(RELEASE_FLAGS) --product ellipsis-bench
	python3 scripts/pipeline-bench.py .build/release/ellipsis $(PIPELINE_COUNTS) --formats $(PIPELINE_FORMATS) \
		--atlas Corpora/atlas --bench .build/release/ellipsis-bench

# Start-up (release): lint of a small project (STARTUP_PROJECT, the Atlas sample), STARTUP_RUNS times;
# medians of wall and CPU time and where the time goes (docs/speed.md, "Start-up").
STARTUP_PROJECT ?= Corpora/atlas
STARTUP_RUNS ?= 20
bench-startup: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product ellipsis
	python3 scripts/startup-bench.py $(BIN) $(STARTUP_PROJECT) --runs $(STARTUP_RUNS)

# Streaming `measure -` (release): MEASURE_LINES real titles per run against the engine alone and Pango
# (PyGObject, `scripts/install-deps.sh bench`; said when absent) at MEASURE_WIDTH pt and MEASURE_MAX_LINES
# lines (docs/speed.md, "Streaming measure").
MEASURE_LINES ?= 24000
MEASURE_WIDTH ?= 200
MEASURE_MAX_LINES ?= 2
bench-measure: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product ellipsis
	$(SWIFT) build $(RELEASE_FLAGS) --product ellipsis-bench
	python3 scripts/measure-bench.py $(BIN) --bench $(BUILD_DIR)/release/ellipsis-bench --lines $(MEASURE_LINES) \
		--width $(MEASURE_WIDTH) --max-lines $(MEASURE_MAX_LINES)

# Cost per word of Snowball stems and Hunspell analyses, and of opening each dictionary (release).
bench-morphology: deps
	$(SWIFT) build -c release --product morphology-bench
	.build/release/morphology-bench

# Precision and recall of conveys-result and navigation-only on the labelled sets
# (Tests/EllipsisRulesTests/Fixtures/README.md).
EVAL_SETS ?= Tests/EllipsisRulesTests/Fixtures/titles-dev.tsv Tests/EllipsisRulesTests/Fixtures/titles-heldout.tsv
eval:
	$(SWIFT) run title-eval $(EVAL_SETS)

clean:
	rm -rf .build

# docs/rules.md is generated from the rule descriptions, then the measured figures of the semantic
# rules (docs/rules-figures.md, `make figures`) are appended; a test fails when either is stale.
# docs/cli/ holds the man page and the bash, zsh and fish completions the binary writes from its
# command table (what `make install` and the Debian package install); a test fails when stale.
docs:
	$(SWIFT) build --product ellipsis
	.build/debug/ellipsis rules --format markdown > docs/rules.md
	printf '\n' >> docs/rules.md
	cat docs/rules-figures.md >> docs/rules.md
	mkdir -p docs/cli
	.build/debug/ellipsis manual > docs/cli/ellipsis.1
	.build/debug/ellipsis completions bash > docs/cli/ellipsis.bash
	.build/debug/ellipsis completions zsh > docs/cli/_ellipsis
	.build/debug/ellipsis completions fish > docs/cli/ellipsis.fish

# The figures: the development set measured now, the held-out set from its recorded counts, the
# probes for what the rules still cannot judge per locale
# (Tests/EllipsisRulesTests/Fixtures/README.md says when and how the held-out set is run).
HELDOUT_COUNTS ?= Tests/EllipsisRulesTests/Fixtures/titles-heldout-counts.tsv
figures:
	$(SWIFT) run title-eval --figures Tests/EllipsisRulesTests/Fixtures/titles-dev.tsv $(HELDOUT_COUNTS) \
		Tests/EllipsisRulesTests/Fixtures/titles-probes.tsv > docs/rules-figures.md

# README pictures, made by the project's own preview and report commands.
screenshots: deps
	bash scripts/screenshots.sh
