//! `livedraw cancel` and `livedraw resolve`: supervisor commands and the engine's verdict.

use super::runtime;
use clap::{ArgGroup, Args};
use livedraw::supervise::{self, Caller, Resolution, Verdict};
use livedraw_protocol::v1::supervisor_client::SupervisorClient;
use std::process::ExitCode;
use tonic::transport::Channel;

/// Exit status of a command the engine rejected (1 is for failures such as no connection).
const REJECTED: u8 = 2;

/// Who calls, and where.
#[derive(Args, Debug)]
pub struct Connection {
    /// The supervisor service's address.
    #[arg(long, default_value = "127.0.0.1:50052")]
    supervisor: String,
    /// The identity recorded with the command.
    #[arg(long, default_value = "cli")]
    subject: String,
    /// `supervisor` or `admin`.
    #[arg(long, default_value = "supervisor")]
    role: String,
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

/// Cancels the draw and prints the verdict.
pub fn cancel(args: CancelArgs) -> anyhow::Result<ExitCode> {
    let reason = supervise::cancel_reason(&args.reason)?;
    let verdict = runtime()?.block_on(async {
        // The channel's worker task needs the runtime.
        let (mut client, caller) = connect(&args.connection)?;
        let note = &args.note;
        supervise::cancel(&mut client, &caller, &args.table, args.draw, reason, note).await
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
        let (mut client, caller) = connect(&args.connection)?;
        let (table, note) = (&args.table, &args.note);
        supervise::resolve(&mut client, &caller, table, args.draw, resolution, note).await
    })?;
    Ok(report(&verdict))
}

fn connect(
    connection: &Connection,
) -> Result<(SupervisorClient<Channel>, Caller), supervise::SuperviseError> {
    let client = supervise::client(&connection.supervisor)?;
    let caller = Caller {
        subject: connection.subject.clone(),
        role: connection.role.clone(),
    };
    Ok((client, caller))
}

fn report(verdict: &Verdict) -> ExitCode {
    println!("{verdict}");
    match verdict {
        Verdict::Accepted { .. } => ExitCode::SUCCESS,
        Verdict::Rejected { .. } => ExitCode::from(REJECTED),
    }
}
