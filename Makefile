# Ellipsis build entry points. `make demo` is the README's first command.
SWIFT ?= swift
RELEASE_FLAGS = -c release --static-swift-stdlib
BIN = .build/release/ellipsis
SAMPLE ?= Corpora/sample-titles.txt

.PHONY: deps build release demo test bench fuzz docs clean screenshots locales

deps:
	bash scripts/install-deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product ellipsis

# The main job on the embedded sample.
demo: release
	$(BIN) inspect - --format text < $(SAMPLE)
	# The sample app has deliberate problems (Corpora/atlas-strings/PROBLEMS.md): report them, exit 0.
	$(BIN) lint Corpora/atlas-strings --fail-on never

# Regenerates Sources/EllipsisCore/BakedLocaleDocuments.swift from Locales/*.json.
locales:
	$(SWIFT) run bake-locales Locales Sources/EllipsisCore/BakedLocaleDocuments.swift

test: deps
	$(SWIFT) test

# libFuzzer on every reader (Fuzz/README.md); FUZZ_SECONDS per target, default 60.
FUZZ_SECONDS ?= 60
fuzz:
	FUZZ_SECONDS=$(FUZZ_SECONDS) SWIFT=$(SWIFT) bash Fuzz/run-fuzzers.sh

# Layout benchmark (release): prints ratios to the HarfBuzz + ICU floor. BENCH_COUNT titles.
BENCH_COUNT ?= 300000
bench: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product ellipsis-bench
	.build/release/ellipsis-bench $(BENCH_COUNT)

clean:
	rm -rf .build

# docs/rules.md is generated from the rule descriptions (a test fails when it is stale).
docs:
	$(SWIFT) build --product ellipsis
	.build/debug/ellipsis rules --format markdown > docs/rules.md

# README pictures, made by the project's own preview and report commands.
screenshots: deps
	bash scripts/screenshots.sh
