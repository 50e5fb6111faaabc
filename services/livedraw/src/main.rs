//! `livedraw`: the studio backend's all-in-one binary and its tools.
//!
//! Today it prices any legal table state: `livedraw odds <game> [state] [--json]`.

mod odds;
mod render;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

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
}

fn main() -> ExitCode {
    match run(Cli::parse()) {
        Ok(text) => {
            print!("{text}");
            ExitCode::SUCCESS
        }
        Err(error) => {
            // One readable line with its causes, whatever the backtrace settings.
            eprintln!("error: {error:#}");
            ExitCode::FAILURE
        }
    }
}

fn run(cli: Cli) -> anyhow::Result<String> {
    match cli.command {
        Command::Odds(args) => {
            let set = odds::run(&args)?;
            Ok(if args.json {
                render::json(&set)
            } else {
                render::table(&set)
            })
        }
    }
}
