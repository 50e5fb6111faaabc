//! `livedraw audit`: lists or exports the audit trail through the supervisor API.

use super::access::AccessArgs;
use super::runtime;
use anyhow::Context;
use clap::{Args, ValueEnum};
use livedraw_auth::Role;
use livedraw_client::audit::{self, AuditQuery, AuditRow};
use livedraw_gate::Authorized;
use livedraw_protocol::v1::supervisor_client::SupervisorClient;
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

/// Who asks, and where: the configuration's supervisor address, with a supervisor's (or
/// admin's) token.
#[derive(Args, Debug)]
pub struct Asker {
    /// The studio configuration (its `[listen] supervisor` address is called).
    #[arg(long, default_value = "config/studio.toml")]
    config: PathBuf,
    #[command(flatten)]
    access: AccessArgs,
}

impl Asker {
    /// The configuration and a client of its supervisor service.
    pub fn connect(&self) -> anyhow::Result<(StudioConfig, SupervisorClient<Authorized>)> {
        self.connect_as(Role::Supervisor)
    }

    /// As [`Asker::connect`], with the demo's token for `role` unless one is given.
    pub fn connect_as(
        &self,
        role: Role,
    ) -> anyhow::Result<(StudioConfig, SupervisorClient<Authorized>)> {
        let config = StudioConfig::load(&self.config)?;
        let access = self.access.resolve(&self.config, role)?;
        let client = access.supervisor(&config.listen.supervisor.to_string())?;
        Ok((config, client))
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
        let (_, mut client) = args.asker.connect()?;
        anyhow::Ok(audit::fetch(&mut client, &query).await?)
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
