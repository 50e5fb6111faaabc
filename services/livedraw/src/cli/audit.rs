//! `livedraw audit`: lists or exports the audit trail through the supervisor API.

use super::runtime;
use anyhow::Context;
use clap::{Args, ValueEnum};
use livedraw::audit::{self, AuditQuery, AuditRow};
use livedraw::supervise::{self, Caller};
use livedraw_studio::StudioConfig;
use std::path::PathBuf;
use std::process::ExitCode;

/// How the records are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// One readable line per record.
    Text,
    /// One JSON object per line.
    Jsonl,
    /// CSV with a header line.
    Csv,
}

/// Who asks, and where: the configuration's supervisor address.
#[derive(Args, Debug)]
pub struct Asker {
    /// The studio configuration (its `[listen] supervisor` address is called).
    #[arg(long, default_value = "config/studio.toml")]
    config: PathBuf,
    /// The identity the request is made as.
    #[arg(long, default_value = "cli")]
    subject: String,
    /// `supervisor` or `admin`.
    #[arg(long, default_value = "supervisor")]
    role: String,
}

impl Asker {
    /// The configuration, a client of its supervisor service and the caller.
    pub fn connect(
        &self,
    ) -> anyhow::Result<(
        StudioConfig,
        livedraw_protocol::v1::supervisor_client::SupervisorClient<tonic::transport::Channel>,
        Caller,
    )> {
        let config = StudioConfig::load(&self.config)?;
        let client = supervise::client(&config.listen.supervisor.to_string())?;
        let caller = Caller {
            subject: self.subject.clone(),
            role: self.role.clone(),
        };
        Ok((config, client, caller))
    }
}

/// `livedraw audit`.
#[derive(Args, Debug)]
pub struct AuditArgs {
    #[command(flatten)]
    asker: Asker,
    /// Only this table.
    #[arg(long)]
    table: Option<String>,
    /// From this server time (RFC 3339, e.g. 2026-01-01T00:00:00Z).
    #[arg(long)]
    since: Option<prost_types::Timestamp>,
    /// Before this server time (RFC 3339).
    #[arg(long)]
    until: Option<prost_types::Timestamp>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
    /// Write to this file instead of standard output.
    #[arg(long)]
    out: Option<PathBuf>,
}

/// Lists or exports the audit trail.
pub fn main(args: AuditArgs) -> anyhow::Result<ExitCode> {
    let query = AuditQuery {
        table: args.table.clone(),
        since: args.since,
        until: args.until,
    };
    let records = runtime()?.block_on(async {
        let (_, mut client, caller) = args.asker.connect()?;
        anyhow::Ok(audit::fetch(&mut client, &caller, &query).await?)
    })?;
    let rows: Vec<AuditRow> = records.iter().map(AuditRow::of).collect();
    let out = match args.format {
        Format::Text => audit::text(&rows),
        Format::Jsonl => audit::jsonl(&rows)?,
        Format::Csv => audit::csv(&rows)?,
    };
    match &args.out {
        Some(path) => {
            std::fs::write(path, out).with_context(|| format!("writing {}", path.display()))?
        }
        None => print!("{out}"),
    }
    Ok(ExitCode::SUCCESS)
}
