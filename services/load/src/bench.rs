//! `livedraw bench`: starts a studio in this process on loopback (the embedded log in a
//! temporary directory, or with `--kafka` new topics on a Kafka cluster; engine on the live
//! clock, ingest, feed; plaintext with its own token key, so the figures leave out TLS), drives
//! N tables with simulated floors through ingest's `Post`, and reports throughput and
//! scan-to-odds latency (at a consumer of the odds topic and on the feed); then a pure ingest
//! burst of many devices sending as fast as their acknowledgements come back.

mod burst;
mod config;
mod feed;
mod floor;
mod odds;
mod report;
mod samples;
mod steps;
mod studio;

use anyhow::Context;
use config::BenchLog;
use floor::{FloorTally, TableFloor};
use livedraw_bus::partition_for_key;
use report::FloorReport;
use samples::Samples;
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};
use studio::Studio;
use tokio::task::JoinSet;
use tonic::transport::{Channel, Endpoint};

/// gRPC connections the floors and burst devices share (HTTP/2 multiplexes each).
const CONNECTIONS: usize = 4;

/// Time left for the feed to deliver the odds of the last rounds opened.
const GRACE: Duration = Duration::from_millis(500);

/// Options of `livedraw bench`.
#[derive(clap::Args, Debug)]
pub struct BenchArgs {
    /// Tables driven by a simulated floor (1-second rounds).
    #[arg(long, default_value_t = 100)]
    tables: usize,
    /// How long the floors play, in seconds.
    #[arg(long, default_value_t = 20)]
    seconds: u64,
    /// Games of the tables, taken in turn.
    #[arg(
        long,
        value_delimiter = ',',
        default_value = "baccarat,war,wheel,dice5,lotto5-36"
    )]
    games: Vec<String>,
    /// Devices posting at once in the ingest burst (one table each).
    #[arg(long, default_value_t = 256)]
    burst_devices: usize,
    /// The ingest call of the burst devices: `stream` (a scanner's one bidirectional stream)
    /// or `post` (one unary call per event).
    #[arg(long, value_enum, default_value = "stream")]
    burst_rpc: burst::BurstRpc,
    /// How long the ingest burst lasts, in seconds; 0 for none.
    #[arg(long, default_value_t = 5)]
    burst_seconds: u64,
    /// Start every floor at the same instant, so that all tables' rounds close together (the
    /// worst case). By default the floors start spread over one round, as a studio's tables
    /// run independently of each other.
    #[arg(long)]
    aligned: bool,
    /// Run the studio on this Kafka cluster (bootstrap brokers, comma-separated) instead of the
    /// embedded log: each run creates topics of its own (`bench-<time>.` prefix).
    #[arg(long, value_delimiter = ',')]
    kafka: Option<Vec<String>>,
    /// `[kafka] tail_fetch_wait_ms` of the run: how long the broker may hold a subscription's
    /// fetch (1 is best on tansu's in-memory store; the default is 10).
    #[arg(long, value_name = "MS", requires = "kafka")]
    kafka_tail_fetch_wait_ms: Option<u64>,
    /// A librdkafka property for every Kafka client of the run, `NAME=VALUE` (repeatable), as
    /// `[kafka.properties]` sets it: to measure a setting before making it the default.
    #[arg(long = "kafka-property", value_name = "NAME=VALUE", requires = "kafka")]
    kafka_properties: Vec<String>,
}

/// Runs the bench and prints its figures.
pub async fn run(args: BenchArgs) -> anyhow::Result<()> {
    let floor_tables = config::floor_tables(args.tables, &args.games);
    let burst_tables = config::burst_tables(args.burst_devices);
    let dir = tempfile::tempdir().context("a temporary directory for the studio")?;
    let log = match &args.kafka {
        Some(brokers) => BenchLog::Kafka {
            brokers: brokers.clone(),
            prefix: run_prefix(),
            tail_fetch_wait_ms: args.kafka_tail_fetch_wait_ms,
            properties: properties(&args.kafka_properties)?,
        },
        None => BenchLog::Embedded(dir.path().to_path_buf()),
    };
    let config = config::studio(&floor_tables, &burst_tables, &log)?;
    let studio = Studio::start(config.clone()).await?;
    let channels = connect(&studio).await?;
    let samples = Arc::new(Samples::default());
    let seen = Arc::new(feed::Seen::default());
    let ids = floor_tables.iter().map(|table| table.id.clone()).collect();
    let watcher = feed::watch(
        studio.address,
        studio.token.clone(),
        ids,
        samples.clone(),
        seen.clone(),
    );
    let watcher = tokio::spawn(watcher);
    let _steps = steps::follow(studio.log(), samples.clone()).await?;
    let _odds = odds::follow(studio.log(), samples.clone()).await?;

    let length = Duration::from_secs(args.seconds);
    let journaled = studio.journaled().await?;
    let steps = studio.steps().await?;
    let began = Instant::now();
    let mut floors = JoinSet::new();
    let tables = floor_tables.len();
    for (index, (spec, channel)) in floor_tables.iter().zip(channels.iter().cycle()).enumerate() {
        let partition = partition_for_key(spec.id.as_bytes(), studio.partitions());
        let floor = TableFloor::new(spec, &config, partition, channel.clone(), samples.clone())?;
        let start = began + start_offset(index, tables, args.aligned);
        floors.spawn(floor.play(start, began + length));
    }
    let tally = finish(floors).await?;
    let elapsed = began.elapsed();
    let journaled = studio.journaled().await? - journaled;
    let steps = studio.steps().await? - steps;
    tokio::time::sleep(GRACE).await;
    let (latencies, missing) = samples.latencies();
    let floor = FloorReport {
        log: studio.describe(),
        tables: floor_tables.len(),
        aligned: args.aligned,
        elapsed,
        posted: tally.posted,
        refused: tally.refused,
        journaled,
        steps,
        rounds: seen.rounds.load(Ordering::Relaxed),
        settled: seen.settled.load(Ordering::Relaxed),
        cancelled: seen.cancelled.load(Ordering::Relaxed),
        held: seen.held.load(Ordering::Relaxed),
    };
    let burst = if args.burst_seconds > 0 {
        let length = Duration::from_secs(args.burst_seconds);
        Some(burst::run(&burst_tables, &channels, args.burst_rpc, length).await?)
    } else {
        None
    };
    watcher.abort();
    studio.stop().await?;
    print!(
        "{}",
        report::text(&floor, &latencies, missing, burst.as_ref())
    );
    Ok(())
}

/// `NAME=VALUE` pairs.
fn properties(pairs: &[String]) -> anyhow::Result<Vec<(String, String)>> {
    pairs
        .iter()
        .map(|pair| {
            let (name, value) = pair
                .split_once('=')
                .with_context(|| format!("--kafka-property {pair}: not NAME=VALUE"))?;
            Ok((name.trim().to_owned(), value.trim().to_owned()))
        })
        .collect()
}

/// The topic prefix of one Kafka run: `bench-<unix time in ms>.`.
fn run_prefix() -> String {
    let now = SystemTime::now().duration_since(UNIX_EPOCH);
    format!("bench-{}.", now.map_or(0, |since| since.as_millis()))
}

/// When the floor of table `index` of `tables` starts, after the bench's start: spread evenly
/// over one round unless `aligned`.
fn start_offset(index: usize, tables: usize, aligned: bool) -> Duration {
    if aligned || tables == 0 {
        return Duration::ZERO;
    }
    let round = Duration::from_secs(config::ROUND_SECONDS);
    round.mul_f64(index as f64 / tables as f64)
}

async fn connect(studio: &Studio) -> anyhow::Result<Vec<Channel>> {
    let endpoint = Endpoint::from_shared(format!("http://{}", studio.address))?;
    let mut channels = Vec::with_capacity(CONNECTIONS);
    for _ in 0..CONNECTIONS {
        channels.push(endpoint.connect().await.context("connecting to ingest")?);
    }
    Ok(channels)
}

async fn finish(mut floors: JoinSet<anyhow::Result<FloorTally>>) -> anyhow::Result<FloorTally> {
    let mut total = FloorTally::default();
    while let Some(done) = floors.join_next().await {
        let tally = done.context("a floor panicked")??;
        total.posted += tally.posted;
        total.refused += tally.refused;
    }
    Ok(total)
}
