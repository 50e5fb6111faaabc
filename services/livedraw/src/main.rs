//! `livedraw`: the studio backend's all-in-one binary and its tools.
//!
//! - `livedraw run [--services ingest,engine,supervisor,feed] [--simulate] [--fast] [--watch]`:
//!   the whole studio in one process, or some of its services (on Kafka);
//! - `livedraw topics`: creates the studio's Kafka topics, shows partitions and retention;
//! - `livedraw tail [--topics odds,results] [--from-beginning] [--table ID]`: a frontend's view
//!   of the odds and results topics on Kafka;
//! - `livedraw simulate`: a simulated studio floor against running ingest and supervisor;
//! - `livedraw cancel` / `livedraw resolve`: supervisor commands, with the engine's verdict;
//! - `livedraw odds <game> [state] [--json]`: prices any legal table state;
//! - `livedraw watch [--feed 127.0.0.1:50053]`: a live view of every table from the feed;
//! - `livedraw bench [--tables 100]`: the load tool (throughput, scan-to-odds latency);
//! - `livedraw pki init|device`, `livedraw token issue`: credentials for a real studio.
//! - `livedraw audit`: the audit trail (list or export: text, JSON lines, CSV);
//! - `livedraw stats`: each table's outcome statistics and drift alert.
//!
//! Layout: `cli/` parses each command's arguments and glues them to the crates that do the
//! work; `watch/` is the live view; `odds.rs`, `odds/` and `render.rs` are `livedraw odds`.
//! The studio process is `livedraw-allinone`, the console `livedraw-console`, the simulated
//! floor `livedraw-simulate`, `bench` and `soak` are `livedraw-load`, and what every client
//! shares (credentials, supervisor commands, the audit trail) is `livedraw-client`.

mod cli;
mod odds;
mod render;
mod watch;

use clap::{Parser, Subcommand};
use cli::Logs;
use livedraw_load::{bench, soak};
use std::process::ExitCode;

/// mimalloc instead of glibc's malloc: a profile of the ingest burst spent about a fifth of its
/// time in glibc's allocator (many small, short-lived allocations across threads). Built without
/// transparent huge pages (`no_thp`): with them the soak's resident memory grew by about 40 MiB a
/// minute at 100 tables, in huge pages barely used, while the live heap stayed near 40 MiB.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// The livedraw studio backend.
#[derive(Parser)]
#[command(name = "livedraw", version = livedraw_allinone::identity::LONG_VERSION, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Runs the studio: event log, engine, ingest, supervisor and feed in one process.
    Run(cli::run::RunArgs),
    /// Creates the studio's missing Kafka topics; shows each topic's partitions and retention.
    Topics(cli::topics::TopicsArgs),
    /// Follows the odds and results topics on Kafka as a betting frontend would.
    Tail(cli::tail::TailArgs),
    /// Plays every table of the configuration as a studio floor, through the gRPC APIs.
    Simulate(cli::simulate::SimulateArgs),
    /// Cancels a draw (supervisor), printing the engine's verdict.
    Cancel(cli::supervise::CancelArgs),
    /// Resolves a held draw: confirm a correction or cancel (supervisor).
    Resolve(cli::supervise::ResolveArgs),
    /// Corrects a settled draw: void it, or give what the table really showed (supervisor);
    /// the engine publishes the draw's next revision.
    Correct(cli::correct::CorrectArgs),
    /// Voids the spin in progress for an outside factor; bets stay for the repeated spin
    /// (supervisor; money wheel and roulette).
    VoidSpin(cli::supervise::VoidSpinArgs),
    /// Exact probabilities and prices of every market of a game, for a table state.
    Odds(odds::OddsArgs),
    /// A live view of every table: draw, round and countdown, odds, results, incidents.
    Watch(watch::WatchArgs),
    /// Load test: N simulated tables through ingest; throughput and scan-to-odds latency.
    Bench(bench::BenchArgs),
    /// The whole studio at many tables for an hour: memory, descriptors, disk, feed p99 and
    /// events/s every minute; fails on growth or a lost draw (`make soak`).
    Soak(soak::SoakArgs),
    /// Certificates for a real studio: its CA and server certificate, floor devices'.
    #[command(subcommand)]
    Pki(cli::credentials::PkiCommand),
    /// Signed tokens for supervisors and frontends.
    #[command(subcommand)]
    Token(cli::credentials::TokenCommand),
    /// The audit trail: supervisor actions and configuration changes (text, jsonl or csv).
    Audit(cli::audit::AuditArgs),
    /// Outcome statistics per table against the rules' distribution, with the drift alert.
    Stats(cli::stats::StatsArgs),
}

fn main() -> ExitCode {
    let outcome = match Cli::parse().command {
        Command::Run(args) => cli::run::main(args),
        Command::Topics(args) => cli::topics::main(args),
        Command::Tail(args) => cli::tail::main(args),
        Command::Simulate(args) => cli::simulate::main(args),
        Command::Cancel(args) => cli::supervise::cancel(args),
        Command::Resolve(args) => cli::supervise::resolve(args),
        Command::VoidSpin(args) => cli::supervise::void_spin(args),
        Command::Correct(args) => cli::correct::main(args),
        Command::Odds(args) => odds::text(&args).map(|text| {
            print!("{text}");
            ExitCode::SUCCESS
        }),
        Command::Watch(args) => {
            cli::serve(&Logs::Stderr, watch::run(args)).map(|()| ExitCode::SUCCESS)
        }
        Command::Bench(args) => {
            cli::serve(&Logs::Stderr, bench::run(args)).map(|()| ExitCode::SUCCESS)
        }
        Command::Soak(args) => {
            cli::serve(&Logs::Stderr, soak::run(args)).map(|()| ExitCode::SUCCESS)
        }
        Command::Pki(command) => cli::credentials::pki(command),
        Command::Token(command) => cli::credentials::token(command),
        Command::Audit(args) => cli::audit::main(args),
        Command::Stats(args) => cli::stats::main(args),
    };
    outcome.unwrap_or_else(|error| {
        // One readable line with its causes, whatever the backtrace settings.
        eprintln!("error: {error:#}");
        ExitCode::FAILURE
    })
}
