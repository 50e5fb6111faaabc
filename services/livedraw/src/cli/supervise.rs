//! `livedraw cancel`, `livedraw resolve` and `livedraw void-spin`: supervisor commands and the
//! engine's verdict.

use super::access::AccessArgs;
use super::runtime;
use clap::{ArgGroup, Args};
use livedraw_auth::Role;
use livedraw_client::supervise::{self, Resolution, Verdict};
use livedraw_gate::Authorized;
use livedraw_protocol::v1::supervisor_client::SupervisorClient;
use std::path::PathBuf;
use std::process::ExitCode;

/// Exit status of a command the engine rejected (1 is for failures such as no connection).
const REJECTED: u8 = 2;

/// Where, and with which credentials. The identity recorded with the command is the token's
/// subject.
#[derive(Args, Debug)]
pub(super) struct Connection {
    /// The supervisor service's address.
    #[arg(long, default_value = "127.0.0.1:50052")]
    supervisor: String,
    /// The studio configuration, for the demo's credentials under its data_dir.
    #[arg(long, default_value = "config/studio.toml")]
    config: PathBuf,
    #[command(flatten)]
    access: AccessArgs,
}

/// `livedraw cancel`.
#[derive(Args, Debug)]
pub struct CancelArgs {
    /// The table.
    #[arg(long)]
    table: String,
    /// The draw in progress.
    #[arg(long)]
    draw: u64,
    /// The reason code, e.g. `scanner_fault`, `technical_problem` (`common.proto`'s
    /// CancelReason names in lower case, without the prefix).
    #[arg(long)]
    reason: String,
    /// The note for the audit trail (required).
    #[arg(long)]
    note: String,
    #[command(flatten)]
    connection: Connection,
}

/// `livedraw resolve`.
#[derive(Args, Debug)]
#[command(group(ArgGroup::new("resolution").required(true).args(["confirm", "cancel"])))]
pub struct ResolveArgs {
    /// The table.
    #[arg(long)]
    table: String,
    /// The held draw.
    #[arg(long)]
    draw: u64,
    /// The held reading was wrong: discard it and go on.
    #[arg(long)]
    confirm: bool,
    /// Cancel the draw with this reason code.
    #[arg(long, value_name = "CODE")]
    cancel: Option<String>,
    /// The note for the audit trail (required).
    #[arg(long)]
    note: String,
    #[command(flatten)]
    connection: Connection,
}

/// `livedraw void-spin`.
#[derive(Args, Debug)]
pub struct VoidSpinArgs {
    /// The table (money wheel or roulette).
    #[arg(long)]
    table: String,
    /// The draw in progress.
    #[arg(long)]
    draw: u64,
    /// What affected the spin, for the audit trail (required).
    #[arg(long)]
    note: String,
    #[command(flatten)]
    connection: Connection,
}

/// Voids the spin in progress and prints the verdict.
pub fn void_spin(args: VoidSpinArgs) -> anyhow::Result<ExitCode> {
    let verdict = runtime()?.block_on(async {
        let mut client = connect(&args.connection)?;
        let (table, note) = (&args.table, &args.note);
        Ok::<_, anyhow::Error>(supervise::void_spin(&mut client, table, args.draw, note).await?)
    })?;
    Ok(report(&verdict))
}

/// Cancels the draw and prints the verdict.
pub fn cancel(args: CancelArgs) -> anyhow::Result<ExitCode> {
    let reason = supervise::cancel_reason(&args.reason)?;
    let verdict = runtime()?.block_on(async {
        // The channel's worker task needs the runtime.
        let mut client = connect(&args.connection)?;
        let note = &args.note;
        Ok::<_, anyhow::Error>(
            supervise::cancel(&mut client, &args.table, args.draw, reason, note).await?,
        )
    })?;
    Ok(report(&verdict))
}

/// Resolves the held draw and prints the verdict.
pub fn resolve(args: ResolveArgs) -> anyhow::Result<ExitCode> {
    let resolution = match &args.cancel {
        Some(code) => Resolution::Cancel(supervise::cancel_reason(code)?),
        None => Resolution::Confirm,
    };
    let verdict = runtime()?.block_on(async {
        let mut client = connect(&args.connection)?;
        let (table, note) = (&args.table, &args.note);
        Ok::<_, anyhow::Error>(
            supervise::resolve(&mut client, table, args.draw, resolution, note).await?,
        )
    })?;
    Ok(report(&verdict))
}

pub(super) fn connect(connection: &Connection) -> anyhow::Result<SupervisorClient<Authorized>> {
    let access = connection
        .access
        .resolve(&connection.config, Role::Supervisor)?;
    Ok(access.supervisor(&connection.supervisor)?)
}

pub(super) fn report(verdict: &Verdict) -> ExitCode {
    println!("{verdict}");
    match verdict {
        Verdict::Accepted { .. } => ExitCode::SUCCESS,
        Verdict::Rejected { .. } => ExitCode::from(REJECTED),
    }
}
