//! `livedraw correct`: corrects a settled draw (operations.md) — void it, or give what the table
//! really showed — and prints the engine's verdict. The draw's next revision is published on
//! the results topic and in the feed. The correction is given in words
//! ([`livedraw_client::correction_text`]), as in the console.

use super::runtime;
use super::supervise::{connect, report, Connection};
use clap::Args;
use livedraw_client::{correction_text, supervise};
use std::process::ExitCode;

/// `livedraw correct`.
#[derive(Args, Debug)]
pub struct CorrectArgs {
    /// The table.
    #[arg(long)]
    table: String,
    /// The settled draw.
    #[arg(long)]
    draw: u64,
    /// Why: `misread`, `dealer_error`, `malfunction` or `other`.
    #[arg(long)]
    reason: String,
    /// The note for the audit trail (required): what the video showed.
    #[arg(long)]
    note: String,
    /// The correction: `void`, `card POSITION:INDEX:BARCODE` (POSITION `player`, `banker`,
    /// `dealer`, `hand-N`, `board` or `seat-S-H`; the INDEX-th card there, from 1), `pocket P`,
    /// `wheel N|symbol`, `money-wheel N`, `dice A,B,C[,D,E]`, `lucky-dice RED,GREEN` or
    /// `balls N,N,...`.
    #[arg(required = true, num_args = 1.., value_name = "CORRECTION")]
    correction: Vec<String>,
    #[command(flatten)]
    connection: Connection,
}

/// Corrects the draw and prints the verdict.
pub fn main(args: CorrectArgs) -> anyhow::Result<ExitCode> {
    let reason = supervise::correction_reason(&args.reason)?;
    let correction = correction_text::parse(&args.correction.join(" "))?;
    let verdict = runtime()?.block_on(async {
        let mut client = connect(&args.connection)?;
        let (table, note) = (&args.table, &args.note);
        Ok::<_, anyhow::Error>(
            supervise::correct(&mut client, table, args.draw, correction, reason, note).await?,
        )
    })?;
    Ok(report(&verdict))
}
