//! The soak's studio: its configuration file, with free ports, a metrics endpoint, and either
//! a short retention of every topic the embedded log prunes or a Kafka cluster.

use anyhow::Context;
use livedraw_domain::GameKind;
use livedraw_studio::StudioConfig;
use std::fmt::Write as _;
use std::net::{SocketAddr, TcpListener};
use std::path::{Path, PathBuf};

/// The soak's studio, as written.
pub struct SoakConfig {
    /// The configuration file.
    pub path: PathBuf,
    /// The configuration.
    pub studio: StudioConfig,
    /// Where the feed listens.
    pub feed: SocketAddr,
    /// Where `GET /metrics` is served.
    pub metrics: SocketAddr,
}

/// The log the soak's studio runs on.
pub enum SoakLog {
    /// The embedded log, keeping every topic this many minutes.
    Embedded {
        /// `[log.retention]` of every topic, in minutes.
        retention_minutes: u64,
    },
    /// A Kafka cluster at these bootstrap brokers.
    Kafka(String),
}

impl SoakLog {
    /// The studio file's lines for this log.
    fn section(&self) -> String {
        match self {
            SoakLog::Embedded { retention_minutes } => format!(
                "[log.retention]\nodds_minutes = {retention_minutes}\nresults_minutes = {retention_minutes}\n\
                 journal_minutes = {retention_minutes}\ndraw_events_minutes = {retention_minutes}\n"
            ),
            SoakLog::Kafka(brokers) => {
                format!("[log]\nbackend = \"kafka\"\n[kafka]\nbrokers = [{brokers:?}]\n")
            }
        }
    }
}

/// Empties `dir` and writes the studio file of `tables` tables on `log` there.
pub fn write(dir: &Path, tables: usize, log: &SoakLog) -> anyhow::Result<SoakConfig> {
    if dir.exists() {
        std::fs::remove_dir_all(dir).with_context(|| format!("emptying {}", dir.display()))?;
    }
    std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    let [ingest, supervisor, feed, metrics] = free_ports()?;
    let data = std::path::absolute(dir.join("data"))?;
    let mut text = format!(
        "data_dir = {:?}\n[listen]\ningest = \"{ingest}\"\nsupervisor = \"{supervisor}\"\n\
         feed = \"{feed}\"\n[observability]\nmetrics_listen = \"{metrics}\"\n{}",
        data.display().to_string(),
        log.section()
    );
    for (index, game) in GameKind::ALL.iter().cycle().take(tables).enumerate() {
        let id = format!("{}-{}", game.name(), index + 1);
        write!(
            text,
            "[[tables]]\nid = \"{id}\"\ngame = \"{}\"\n[[devices]]\nid = \"device-{id}\"\ntables = [\"{id}\"]\n",
            game.name()
        )?;
    }
    let path = dir.join("studio.toml");
    std::fs::write(&path, &text).with_context(|| format!("writing {}", path.display()))?;
    let studio = StudioConfig::parse(&text, "soak")?;
    Ok(SoakConfig {
        path,
        studio,
        feed,
        metrics,
    })
}

/// Four free loopback addresses (bound, then released for the studio to take).
fn free_ports() -> anyhow::Result<[SocketAddr; 4]> {
    let listeners = [0; 4].map(|_| TcpListener::bind("127.0.0.1:0"));
    let mut addresses = [SocketAddr::from(([127, 0, 0, 1], 0)); 4];
    for (address, listener) in addresses.iter_mut().zip(listeners) {
        *address = listener?.local_addr()?;
    }
    Ok(addresses)
}
