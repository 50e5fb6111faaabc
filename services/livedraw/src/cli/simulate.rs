//! `livedraw simulate`: the simulated floor against a running studio.

use super::access::AccessArgs;
use super::faults::FaultArgs;
use super::{clock_seed, serve, Logs};
use clap::Args;
use livedraw_auth::Role;
use livedraw_simulate::{self as simulate, Players, SimulateOptions};
use livedraw_studio::StudioConfig;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

/// `livedraw simulate`.
#[derive(Args, Debug)]
pub struct SimulateArgs {
    /// The studio configuration: its tables and the devices bound to them.
    #[arg(long, default_value = "config/studio.toml")]
    config: PathBuf,
    /// The ingest's address (default: the configuration's `[listen] ingest`).
    #[arg(long)]
    ingest: Option<String>,
    /// The supervisor's address (default: the configuration's `[listen] supervisor`).
    #[arg(long)]
    supervisor: Option<String>,
    /// The Decisions service's address, where blackjack's seat players decide (default: the
    /// configuration's `[listen] feed`, which serves it).
    #[arg(long)]
    decisions: Option<String>,
    /// A file holding a betting frontend's token for the seat players [default: the demo's,
    /// data_dir/pki/tokens/frontend.jwt].
    #[arg(long, env = "LIVEDRAW_PLAYER_TOKEN_FILE")]
    player_token: Option<PathBuf>,
    #[command(flatten)]
    faults: FaultArgs,
    /// Seeds every table's floor (default: from the clock).
    #[arg(long)]
    seed: Option<u64>,
    /// Milliseconds the floor takes for one action (a card, a spin, a ball).
    #[arg(long, default_value_t = 1500)]
    pace_ms: u64,
    /// Where the devices' client certificates are (`<id>.crt`, `<id>.key`) [default:
    /// data_dir/pki/devices].
    #[arg(long, env = "LIVEDRAW_DEVICE_CERTS")]
    device_certs: Option<PathBuf>,
    #[command(flatten)]
    access: AccessArgs,
}

/// Plays until Ctrl-C.
pub fn main(args: SimulateArgs) -> anyhow::Result<ExitCode> {
    let config = StudioConfig::load(&args.config)?;
    let mut access = args.access.resolve(&args.config, Role::Supervisor)?;
    let players = Players {
        decisions: args
            .decisions
            .unwrap_or_else(|| config.listen.feed.to_string()),
        access: args
            .access
            .with_token(args.player_token)
            .resolve(&args.config, Role::Frontend)?,
    };
    if let Some(devices) = args.device_certs {
        access.devices = devices;
    }
    let options = SimulateOptions {
        ingest: args
            .ingest
            .unwrap_or_else(|| config.listen.ingest.to_string()),
        supervisor: args
            .supervisor
            .unwrap_or_else(|| config.listen.supervisor.to_string()),
        faults: args.faults.faults(),
        leave_holds: args.faults.leave_holds(),
        device_silence_every: args.faults.device_silence_every(),
        seed: args.seed.unwrap_or_else(clock_seed),
        pace: Duration::from_millis(args.pace_ms),
        access,
        players: Some(players),
    };
    serve(&Logs::Stderr, async {
        Ok(simulate::run(Arc::new(config), options).await?)
    })?;
    Ok(ExitCode::SUCCESS)
}
