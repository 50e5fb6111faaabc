//! `livedraw run`: the whole studio in one process, optionally with the simulated floor and
//! the live view.

use super::faults::FaultArgs;
use super::{clock_seed, init_logs, parse_log_format, runtime, Logs, Reporting};
use crate::watch::{self, WatchArgs};
use anyhow::Context;
use clap::Args;
use livedraw_allinone::{
    self as studio, Operator, RunOptions, RunningStudio, Services, PLAINTEXT_WARNING,
};
use livedraw_auth::Role;
use livedraw_client::access::Access;
use livedraw_simulate::{self as simulate, Players, SimulateOptions};
use livedraw_studio::{LogFormat, StudioConfig};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;
use tokio::task::JoinHandle;

/// The floor's time per action with `--fast`, and without.
const FAST_PACE: Duration = Duration::from_millis(300);
const STUDIO_PACE: Duration = Duration::from_millis(1500);

/// The log file, in the configuration's `data_dir`, while the live view has the terminal.
const LOG_FILE: &str = "livedraw.log";

/// `livedraw run`.
#[derive(Args, Debug)]
pub struct RunArgs {
    /// The studio configuration.
    #[arg(long, default_value = "config/studio.toml")]
    config: PathBuf,
    /// The services this process runs (the others run elsewhere on the same Kafka log).
    #[arg(long, default_value = "ingest,engine,supervisor,feed")]
    services: Services,
    /// Also run the simulated studio floor against this studio.
    #[arg(long)]
    simulate: bool,
    #[command(flatten)]
    faults: FaultArgs,
    /// Seeds the simulated floor (default: from the clock).
    #[arg(long)]
    seed: Option<u64>,
    /// Rounds of a few seconds, lotteries back to back: results within seconds.
    #[arg(long)]
    fast: bool,
    /// Show the live view in this terminal (logs go to `data_dir/livedraw.log`).
    #[arg(long)]
    watch: bool,
    /// Who starts the studio: recorded with every table whose settings changed (default: `$USER`).
    #[arg(long, value_name = "NAME")]
    operator: Option<String>,
    /// Why the configuration changed, for the audit trail (default: "configuration loaded at
    /// start").
    #[arg(long)]
    reason: Option<String>,
    /// Log lines as `text` or `json` (default: `[observability] log_format`).
    #[arg(long, env = "LIVEDRAW_LOG_FORMAT", value_parser = parse_log_format)]
    log_format: Option<LogFormat>,
}

/// Runs the studio until Ctrl-C or until it fails.
pub fn main(args: RunArgs) -> anyhow::Result<ExitCode> {
    let config = StudioConfig::load(&args.config)?;
    let logs = if args.watch {
        Logs::File(config.data_dir.join(LOG_FILE))
    } else {
        Logs::Stderr
    };
    let runtime = runtime()?;
    let reporting = Reporting::of(&config.observability, args.log_format);
    let telemetry = {
        let _inside = runtime.enter();
        init_logs(&logs, &reporting)?
    };
    tracing::info!(
        version = livedraw_allinone::identity::VERSION,
        git_revision = livedraw_allinone::identity::GIT_REVISION,
        profile = ?config.profile,
        config = %args.config.display(),
        log_format = ?reporting.format,
        otlp_endpoint = reporting.otlp_endpoint.as_deref().unwrap_or("none"),
        "livedraw starting"
    );
    if config.security.plaintext {
        eprintln!("{PLAINTEXT_WARNING}");
    }
    let outcome = runtime.block_on(run(config, args));
    telemetry.shutdown();
    outcome?;
    Ok(ExitCode::SUCCESS)
}

async fn run(config: StudioConfig, args: RunArgs) -> anyhow::Result<()> {
    let default = Operator::default();
    let operator = Operator {
        subject: args.operator.clone().unwrap_or(default.subject),
        reason: args.reason.clone().unwrap_or(default.reason),
    };
    let options = RunOptions {
        fast: args.fast,
        operator,
    };
    let mut studio = studio::start_services(config, options, args.services)
        .await
        .context("starting the studio")?;
    let mut floor = match args.simulate {
        true => Some(start_floor(&studio, &args)?),
        false => None,
    };
    let mut view = match args.watch {
        true => Some(start_view(&studio)?),
        false => None,
    };
    let outcome = tokio::select! {
        stopped = super::stop_requested() => stopped,
        stopped = studio.stopped() => stopped
            .context("the studio failed")
            .and_then(|()| Err(anyhow::anyhow!("the studio stopped by itself"))),
        ended = ended(&mut floor) => ended.context("the simulated floor"),
        ended = ended(&mut view) => ended.context("the live view"),
    };
    for task in [floor.as_ref(), view.as_ref()].into_iter().flatten() {
        task.abort();
    }
    let shutdown = studio.shutdown().await.context("stopping the studio");
    outcome.and(shutdown)
}

/// The simulated floor, with the demo's device certificates and supervisor token (a studio
/// with configured material has no demo files: give the floor its own with `simulate`).
fn start_floor(
    studio: &RunningStudio,
    args: &RunArgs,
) -> anyhow::Result<JoinHandle<anyhow::Result<()>>> {
    let addresses = studio.addresses();
    let access = Access::demo(&studio.config(), Role::Supervisor)
        .context("the simulated floor's credentials")?;
    let players = Players {
        decisions: addresses.feed.to_string(),
        access: Access::demo(&studio.config(), Role::Frontend)
            .context("the simulated seat players' credentials")?,
    };
    let options = SimulateOptions {
        ingest: addresses.ingest.to_string(),
        supervisor: addresses.supervisor.to_string(),
        faults: args.faults.faults(),
        leave_holds: args.faults.leave_holds(),
        device_silence_every: args.faults.device_silence_every(),
        seed: args.seed.unwrap_or_else(clock_seed),
        pace: if args.fast { FAST_PACE } else { STUDIO_PACE },
        access,
        players: Some(players),
    };
    Ok(tokio::spawn(run_floor(studio.config(), options)))
}

/// The live view, with the demo's frontend token.
fn start_view(studio: &RunningStudio) -> anyhow::Result<JoinHandle<anyhow::Result<()>>> {
    let access =
        Access::demo(&studio.config(), Role::Frontend).context("the live view's credentials")?;
    let mut view = WatchArgs::of_feed(studio.addresses().feed);
    if let Some(console) = studio.console_address() {
        let scheme = if studio.config().security.plaintext {
            "http"
        } else {
            "https"
        };
        let token = livedraw_client::pki::PkiDir::demo(&studio.config()).token(Role::Supervisor);
        view = view.with_banner(format!(
            "console: {scheme}://{console}/ (sign in with {})",
            token.display()
        ));
    }
    Ok(tokio::spawn(watch::view(view, access)))
}

async fn run_floor(
    config: std::sync::Arc<StudioConfig>,
    options: SimulateOptions,
) -> anyhow::Result<()> {
    simulate::run(config, options).await?;
    Ok(())
}

/// How an optional task ended; never, without one.
async fn ended(task: &mut Option<JoinHandle<anyhow::Result<()>>>) -> anyhow::Result<()> {
    match task {
        Some(task) => task.await?.and(Err(anyhow::anyhow!("it stopped"))),
        None => std::future::pending().await,
    }
}
