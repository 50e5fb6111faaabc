//! `livedraw topics`: creates the studio's missing Kafka topics and shows every topic's
//! partitions and retention; exits non-zero when an existing topic has another partition count.

use super::{init_logs, runtime, Logs, Reporting};
use anyhow::bail;
use clap::Args;
use livedraw_bus::kafka::{ensure_topics, TopicState};
use livedraw_bus::BusError;
use livedraw_studio::{LogBackend, StudioConfig};
use std::path::PathBuf;
use std::process::ExitCode;

/// `livedraw topics`.
#[derive(Args, Debug)]
pub struct TopicsArgs {
    /// The studio configuration (its `[kafka]` and `[topics]`).
    #[arg(long, default_value = "config/studio.toml")]
    config: PathBuf,
}

/// Creates what is missing, prints every topic; a partition-count mismatch fails.
pub fn main(args: TopicsArgs) -> anyhow::Result<ExitCode> {
    let config = StudioConfig::load(&args.config)?;
    if config.log.backend != LogBackend::Kafka {
        bail!(
            "{}: [log] backend is not \"kafka\"; the embedded log keeps its topics in {}",
            args.config.display(),
            config.data_dir.join("studio.db").display()
        );
    }
    let runtime = runtime()?;
    let telemetry = {
        let _inside = runtime.enter();
        init_logs(&Logs::Stderr, &Reporting::default())?
    };
    let outcome = runtime.block_on(ensure_topics(&config.kafka, &config.topics));
    telemetry.shutdown();
    match outcome {
        Ok(states) => {
            print!("{}", table(&states));
            Ok(ExitCode::SUCCESS)
        }
        Err(mismatch @ BusError::PartitionCountChanged { .. }) => {
            eprintln!("error: {mismatch}");
            Ok(ExitCode::FAILURE)
        }
        Err(error) => Err(error.into()),
    }
}

/// One line per topic: name, partitions, retention, cleanup policy, and whether it was created.
pub fn table(states: &[TopicState]) -> String {
    let mut text = format!(
        "{:<40} {:>10}  {:<16} {:<8} {}\n",
        "topic", "partitions", "retention", "cleanup", "status"
    );
    for state in states {
        text.push_str(&format!(
            "{:<40} {:>10}  {:<16} {:<8} {}\n",
            state.name,
            state.partitions,
            retention(state.retention_ms.as_deref()),
            state.cleanup_policy.as_deref().unwrap_or("?"),
            if state.created { "created" } else { "exists" }
        ));
    }
    text
}

/// `retention.ms` for people: `forever`, whole days or hours, or as the broker says it.
fn retention(ms: Option<&str>) -> String {
    const HOUR: i64 = 3_600_000;
    match ms.map(str::parse::<i64>) {
        None => "?".to_owned(),
        Some(Ok(ms)) if ms < 0 || ms == i64::MAX => "forever".to_owned(),
        Some(Ok(ms)) if ms % (24 * HOUR) == 0 => format!("{} days", ms / (24 * HOUR)),
        Some(Ok(ms)) if ms % HOUR == 0 => format!("{} hours", ms / HOUR),
        Some(Ok(ms)) => format!("{ms} ms"),
        Some(Err(_)) => ms.unwrap_or_default().to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn retention_reads_as_forever_days_or_hours() {
        assert_eq!(retention(Some("9223372036854775807")), "forever");
        assert_eq!(retention(Some("-1")), "forever");
        assert_eq!(retention(Some("2592000000")), "30 days");
        assert_eq!(retention(Some("7200000")), "2 hours");
        assert_eq!(retention(None), "?");
    }
}
