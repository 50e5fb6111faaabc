//! `livedraw soak`: the whole studio (`livedraw run --simulate --fast`, a child process on the
//! embedded log, TLS and tokens as in the demo) at many tables for a long time, watched from
//! outside as an operator would: every interval it prints the process's resident memory, open
//! file descriptors, the log's size on disk, the feed's p99 latency and the floor events
//! journaled per second. It fails when memory or descriptors grow beyond their bounds after the
//! warm-up, when a draw is lost (a table's results skip or repeat a draw number), when a table
//! never showed a round or a result on the feed, or when the studio logged an error. With
//! `--kafka` the studio runs on a Kafka cluster instead of the embedded log.

mod config;
mod feed;
mod process;
mod report;

use anyhow::Context;
use livedraw_auth::Role;
use livedraw_bus::kafka::ensure_topics;
use livedraw_client::access::Access;
use report::{Bounds, Sample};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// How long the studio may take to start serving.
const READY_WITHIN: Duration = Duration::from_secs(120);

/// Options of `livedraw soak`.
#[derive(clap::Args, Debug)]
pub struct SoakArgs {
    /// Tables, of every game in turn, each with its own simulated floor.
    #[arg(long, default_value_t = 100)]
    tables: usize,
    /// How long the studio runs, in minutes.
    #[arg(long, default_value_t = 60)]
    minutes: u64,
    /// Seconds between samples.
    #[arg(long, default_value_t = 60)]
    every: u64,
    /// Minutes of warm-up: the bounds apply to growth after them.
    #[arg(long, default_value_t = 5)]
    warm_up: u64,
    /// Most growth of resident memory after the warm-up, in MiB.
    #[arg(long, default_value_t = 64)]
    max_rss_growth_mib: u64,
    /// Most growth of open file descriptors after the warm-up.
    #[arg(long, default_value_t = 32)]
    max_fd_growth: u64,
    /// `[log.retention]` of the run, in minutes, for odds, results, the journal and the draw
    /// events (short, so that an hour shows the log's size level off).
    #[arg(long, default_value_t = 10)]
    retention_minutes: u64,
    /// Where the studio's data, its log output and `soak.csv` go (emptied first).
    #[arg(long, default_value = "target/soak")]
    dir: PathBuf,
    /// Runs the studio on this Kafka cluster (`host:port`) instead of the embedded log, its
    /// topics created first (a fresh broker: `scripts/broker.sh start --memory`); the
    /// retention is then the topics' own.
    #[arg(long, value_name = "BROKERS")]
    kafka: Option<String>,
}

/// Runs the soak; an error when a bound is broken or a draw is lost.
pub async fn run(args: SoakArgs) -> anyhow::Result<()> {
    let log = match &args.kafka {
        Some(brokers) => config::SoakLog::Kafka(brokers.clone()),
        None => config::SoakLog::Embedded {
            retention_minutes: args.retention_minutes,
        },
    };
    let config = config::write(&args.dir, args.tables, &log)?;
    if args.kafka.is_some() {
        ensure_topics(&config.studio.kafka, &config.studio.topics)
            .await
            .context("creating the studio's Kafka topics")?;
    }
    let mut studio = process::Studio::start(&args.dir, &config)?;
    studio.ready(config.metrics, READY_WITHIN).await?;
    let access =
        Access::demo(&config.studio, Role::Frontend).context("the demo's frontend token")?;
    let watched = Arc::new(feed::Watched::default());
    let watcher = tokio::spawn(feed::watch(access, config.feed, watched.clone()));
    let bounds = Bounds {
        warm_up: Duration::from_secs(args.warm_up * 60),
        max_rss_growth: args.max_rss_growth_mib * 1024 * 1024,
        max_fd_growth: args.max_fd_growth,
    };
    let began = Instant::now();
    let length = Duration::from_secs(args.minutes * 60);
    let every = Duration::from_secs(args.every.max(1));
    let mut samples = Vec::new();
    let mut journaled = studio.journaled(config.metrics).await.unwrap_or(0);
    let mut last = Instant::now();
    println!("{}", report::HEADER);
    while began.elapsed() < length {
        tokio::time::sleep(every.min(length.saturating_sub(began.elapsed()))).await;
        studio.check_alive()?;
        let now_journaled = studio.journaled(config.metrics).await?;
        let sample = Sample {
            at: began.elapsed(),
            rss: studio.rss()?,
            fds: studio.fds()?,
            disk: process::disk_use(&config.studio.data_dir)?,
            feed_p99: watched.take_p99(),
            events_per_second: (now_journaled - journaled) as f64 / last.elapsed().as_secs_f64(),
            draws: watched.draws(),
        };
        journaled = now_journaled;
        last = Instant::now();
        println!("{}", sample.line());
        samples.push(sample);
        report::write_csv(&args.dir.join("soak.csv"), &samples)?;
    }
    watcher.abort();
    studio.stop()?;
    let mut lost = watched.lost();
    lost.extend(watched.silent(&config.studio));
    lost.extend(process::errors_logged(&args.dir)?);
    println!("{}", report::summary(&samples, &bounds, &lost));
    report::check(&samples, &bounds, &lost)
}
