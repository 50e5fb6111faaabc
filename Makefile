# livedraw — the commands the README names. `make test` is what CI runs.

CARGO ?= cargo
# How long `make fuzz` feeds random input to the decoders.
FUZZ_CASES ?= 2000000

# The Kafka-protocol broker (tansu) of the tests: built once by `make broker`, found by the tests
# through LIVEDRAW_TANSU.
LIVEDRAW_TANSU ?= $(shell scripts/broker.sh path)
export LIVEDRAW_TANSU

.PHONY: run test busy-test lint fmt fmt-check fuzz doc bench preflop-tables showdown-chance published-figures soak soak-plot broker browser kafka-up kafka-up-memory kafka-down deploy-check

## run: build (release) and start the whole studio with the simulated floor, fast rounds and
## the live view in this terminal (logs in data/livedraw.log). Ctrl-C stops it.
run:
	$(CARGO) build --release --locked -p livedraw
	./target/release/livedraw run --config config/studio.toml --simulate --fast --watch

## test: format check, clippy (warnings are errors), the deploy/ validation, then every test of
## the workspace (the Kafka tests against a real tansu broker: `broker` installs it once; the
## console's browser tests in Debian's Chromium: `browser` installs it once).
# `make test` builds everything once, from nothing on CI: it keeps no incremental cache, which
# would add 3.6 GB to target/'s 8.3 (docs/testing.md#disk). Its prerequisites inherit this.
test: export CARGO_INCREMENTAL = 0
test: broker browser fmt-check lint deploy-check
	$(CARGO) test --workspace --all-targets --locked
	$(CARGO) test --workspace --doc --locked

## busy-test: `make test` beside one CPU hog (`yes > /dev/null`), as on a shared machine;
## prints the time taken (scripts/busy-test.sh; HOGS=2 for two).
busy-test:
	scripts/busy-test.sh make test

## lint: clippy on every crate and target, warnings denied.
lint:
	$(CARGO) clippy --workspace --all-targets --locked -- -D warnings

## deploy-check: validate deploy/ (compose file, Kubernetes manifests, their studio files)
## offline; installs its tools into target/deploy-tools/ on first use (deploy/check.sh).
deploy-check:
	bash deploy/check.sh

## fmt: format the code.
fmt:
	$(CARGO) fmt --all

fmt-check:
	$(CARGO) fmt --all -- --check

## fuzz: a long run of the decoder fuzz properties (barcodes, floor events); nothing is saved.
fuzz:
	PROPTEST_CASES=$(FUZZ_CASES) $(CARGO) test --workspace --release --locked fuzz_ -- --nocapture

## doc: API documentation of every crate.
doc:
	$(CARGO) doc --workspace --no-deps

## bench: the odds engines' criterion benches (figures in docs/odds.md); noisy while others build.
bench:
	$(CARGO) bench -p livedraw-odds --locked

## preflop-tables: regenerates the hold'em games' starting-hand tables (exact over every deal;
## about PREFLOP_MINUTES on two cores) into crates/odds/src/games/holdem/preflop/tables.rs.
preflop-tables:
	$(CARGO) run --release --locked -p livedraw-odds --example preflop_tables > target/preflop-tables.rs
	mv target/preflop-tables.rs crates/odds/src/games/holdem/preflop/tables.rs

## showdown-chance: regenerates the hold'em showdown's exact counts over every deal (a board,
## the player's two hole cards and the dealer's two: how many deals, how many ties; about a
## minute on two cores) into crates/odds/src/games/holdem/showdown_chance/generated.rs.
showdown-chance:
	$(CARGO) run --release --locked -p livedraw-odds --example showdown_chance > target/showdown-chance.rs
	mv target/showdown-chance.rs crates/odds/src/games/holdem/showdown_chance/generated.rs

## published-figures: regenerates the one-deck tables' whole-deck figures under the published
## paytables (exact; a few seconds): Oasis versions A's and C's ante boxes into
## crates/odds/src/games/oasis/published.rs, Triple Bet Poker's and Oasis D's returns into
## crates/odds/src/games/triple_bet/published.rs, Three Card Poker's and Fast Poker's box returns
## into crates/odds/src/games/three_card/published.rs.
published-figures:
	$(CARGO) run --release --locked -p livedraw-odds --example oasis_figures > target/oasis-figures.rs
	mv target/oasis-figures.rs crates/odds/src/games/oasis/published.rs
	$(CARGO) run --release --locked -p livedraw-odds --example triple_bet_figures > target/triple-bet-figures.rs
	mv target/triple-bet-figures.rs crates/odds/src/games/triple_bet/published.rs
	$(CARGO) run --release --locked -p livedraw-odds --example three_card_figures > target/three-card-figures.rs
	mv target/three-card-figures.rs crates/odds/src/games/three_card/published.rs

## soak: the whole studio (`livedraw run --simulate --fast`) at SOAK_TABLES tables for
## SOAK_MINUTES minutes; prints RSS, open descriptors, log size on disk, feed p99 and events/s
## every minute (target/soak/soak.csv) and fails on memory or descriptor growth after the
## warm-up, or on a lost draw. Not part of `make test`.
SOAK_TABLES ?= 100
SOAK_MINUTES ?= 60
soak:
	$(CARGO) build --release --locked -p livedraw
	./target/release/livedraw soak --tables $(SOAK_TABLES) --minutes $(SOAK_MINUTES)

## soak-plot: draws target/soak/soak.csv into docs/soak.png (matplotlib in target/soak-venv).
soak-plot:
	scripts/soak-plot.sh

## broker: build the tansu broker the Kafka tests start (once, about 12 minutes; skipped when
## it is there).
broker:
	scripts/broker.sh install

## browser: install Debian's Chromium and playwright-core for the console's browser tests (once;
## skipped when present).
browser:
	scripts/browser.sh install

## kafka-up: start a local tansu broker on 127.0.0.1:9092 (store in data/kafka) for
## `livedraw run` with `[log] backend = "kafka"`; kafka-down stops it. kafka-up-memory starts
## it with tansu's in-memory store instead (nothing survives a stop), as the Kafka load figures
## are measured (docs/testing.md).
kafka-up: broker
	scripts/broker.sh start

kafka-up-memory: broker
	scripts/broker.sh start --memory

kafka-down:
	scripts/broker.sh stop
