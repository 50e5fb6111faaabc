//! `livedraw`: the studio backend's all-in-one binary and its tools.
//!
//! - `livedraw odds <game> [state] [--json]`: prices any legal table state;
//! - `livedraw watch [--feed 127.0.0.1:50053]`: a live view of every table from the feed.

mod bench;
mod odds;
mod render;
mod watch;

use clap::{Parser, Subcommand};
use std::process::ExitCode;
use tracing_subscriber::EnvFilter;

/// The livedraw studio backend.
#[derive(Parser)]
#[command(name = "livedraw", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Exact probabilities and prices of every market of a game, for a table state.
    Odds(odds::OddsArgs),
    /// A live view of every table: draw, round and countdown, odds, results, incidents.
    Watch(watch::WatchArgs),
    /// Load test: N simulated tables through ingest; throughput and scan-to-odds latency.
    Bench(bench::BenchArgs),
}

fn main() -> ExitCode {
    let outcome = match Cli::parse().command {
        Command::Odds(args) => odds_text(&args).map(|text| print!("{text}")),
        Command::Watch(args) => serve(watch::run(args)),
        Command::Bench(args) => serve(bench::run(args)),
    };
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            // One readable line with its causes, whatever the backtrace settings.
            eprintln!("error: {error:#}");
            ExitCode::FAILURE
        }
    }
}

fn odds_text(args: &odds::OddsArgs) -> anyhow::Result<String> {
    let set = odds::run(args)?;
    Ok(if args.json {
        render::json(&set)
    } else {
        render::table(&set)
    })
}

/// Runs a long-lived command on a tokio runtime, with logs on stderr (`RUST_LOG` filters them,
/// `info` by default), until it ends or Ctrl-C.
fn serve(command: impl std::future::Future<Output = anyhow::Result<()>>) -> anyhow::Result<()> {
    tracing_subscriber::fmt()
        .with_env_filter(EnvFilter::try_from_default_env().unwrap_or_else(|_| "info".into()))
        .with_writer(std::io::stderr)
        .init();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    runtime.block_on(async {
        tokio::select! {
            outcome = command => outcome,
            interrupted = tokio::signal::ctrl_c() => Ok(interrupted?),
        }
    })
}
