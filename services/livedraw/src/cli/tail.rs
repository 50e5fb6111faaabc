//! `livedraw tail`: a betting frontend's view of the studio on Kafka. It consumes the odds and
//! results topics with a consumer group of its own, as a frontend would, and prints one line
//! per record, decoded.
//!
//! What a frontend does the same way: records are keyed by table id (one table's records are in
//! order in one partition); the `content-type` header names the protobuf message; delivery is
//! at least once, so a frontend de-duplicates odds by (table, draw, round, version) and results
//! by (table, draw).

use super::{init_logs, runtime, Logs, Reporting};
use anyhow::{bail, Context};
use clap::Args;
use livedraw_bus::{Topic, CONTENT_TYPE};
use livedraw_engine::{DRAW_RESULT_CONTENT_TYPE, ODDS_SET_CONTENT_TYPE};
use livedraw_protocol::v1;
use livedraw_studio::{LogBackend, StudioConfig};
use prost::Message as _;
use rdkafka::consumer::{Consumer, StreamConsumer};
use rdkafka::message::{Headers, Message};
use std::path::PathBuf;
use std::process::ExitCode;

/// `livedraw tail`.
#[derive(Args, Debug)]
pub struct TailArgs {
    /// The studio configuration (its `[kafka]` and `[topics]`).
    #[arg(long, default_value = "config/studio.toml")]
    config: PathBuf,
    /// The topics to follow: `odds`, `results` or both.
    #[arg(long, value_delimiter = ',', default_value = "odds,results")]
    topics: Vec<String>,
    /// Start from the oldest record kept, not from new records (for a group with no committed
    /// position yet).
    #[arg(long)]
    from_beginning: bool,
    /// Only this table's records.
    #[arg(long)]
    table: Option<String>,
    /// The consumer group (its committed positions survive a restart of the tail).
    #[arg(long, default_value = "livedraw-tail")]
    group: String,
}

/// Follows the topics until Ctrl-C.
pub fn main(args: TailArgs) -> anyhow::Result<ExitCode> {
    let config = StudioConfig::load(&args.config)?;
    if config.log.backend != LogBackend::Kafka {
        bail!(
            "{}: [log] backend is not \"kafka\"; `livedraw tail` reads the Kafka topics",
            args.config.display()
        );
    }
    let topics = args
        .topics
        .iter()
        .map(|name| match name.as_str() {
            "odds" => Ok(Topic::Odds),
            "results" => Ok(Topic::Results),
            other => bail!("--topics: unknown topic `{other}` (odds, results)"),
        })
        .collect::<anyhow::Result<Vec<_>>>()?;
    let runtime = runtime()?;
    let telemetry = {
        let _inside = runtime.enter();
        init_logs(&Logs::Stderr, &Reporting::default())?
    };
    let outcome = runtime.block_on(async {
        tokio::select! {
            followed = follow(&config, &topics, &args) => followed,
            stopped = super::stop_requested() => stopped,
        }
    });
    telemetry.shutdown();
    outcome?;
    Ok(ExitCode::SUCCESS)
}

async fn follow(config: &StudioConfig, topics: &[Topic], args: &TailArgs) -> anyhow::Result<()> {
    let kafka = &config.kafka;
    let mut client = rdkafka::ClientConfig::new();
    client
        .set("bootstrap.servers", kafka.brokers.join(","))
        .set("client.id", format!("{}-tail", kafka.client_id))
        .set("group.id", &args.group)
        .set("enable.auto.commit", "true")
        .set(
            "auto.offset.reset",
            if args.from_beginning {
                "earliest"
            } else {
                "latest"
            },
        );
    for (name, value) in &kafka.properties {
        client.set(name, value);
    }
    let consumer: StreamConsumer = client.create().context("creating the consumer")?;
    let names: Vec<String> = topics.iter().map(|t| config.topics.name(*t)).collect();
    let subscribed: Vec<&str> = names.iter().map(String::as_str).collect();
    consumer
        .subscribe(&subscribed)
        .context("subscribing to the topics")?;
    eprintln!(
        "following {} as group {} on {}",
        names.join(", "),
        args.group,
        kafka.brokers.join(",")
    );
    loop {
        let message = consumer.recv().await.context("consuming")?;
        if let Some(table) = &args.table {
            if message.key() != Some(table.as_bytes()) {
                continue;
            }
        }
        let content_type = message
            .headers()
            .and_then(|headers| headers.iter().find(|h| h.key == CONTENT_TYPE))
            .and_then(|h| h.value)
            .map(|value| String::from_utf8_lossy(value).into_owned())
            .unwrap_or_default();
        let payload = message.payload().unwrap_or_default();
        let at = format!(
            "{}/{}@{}",
            message.topic(),
            message.partition(),
            message.offset()
        );
        println!("{at} {}", line(&content_type, payload));
    }
}

/// One record as a line: the odds of a round, or a draw's WIN / LOSE / VOID per market.
pub fn line(content_type: &str, payload: &[u8]) -> String {
    match content_type {
        ODDS_SET_CONTENT_TYPE => match v1::OddsSet::decode(payload) {
            Ok(odds) => odds_line(&odds),
            Err(error) => format!("undecodable OddsSet: {error}"),
        },
        DRAW_RESULT_CONTENT_TYPE => match v1::DrawResult::decode(payload) {
            Ok(result) => result_line(&result),
            Err(error) => format!("undecodable DrawResult: {error}"),
        },
        other => format!("{} bytes of unknown content-type {other:?}", payload.len()),
    }
}

fn odds_line(odds: &v1::OddsSet) -> String {
    let prices: Vec<String> = odds
        .prices
        .iter()
        .map(|price| match v1::MarketStatus::try_from(price.status) {
            Ok(v1::MarketStatus::Open) => format!(
                "{} {}.{:02}",
                price.market,
                price.odds_hundredths / 100,
                price.odds_hundredths % 100
            ),
            Ok(status) => format!("{} {}", price.market, status.as_str_name()),
            Err(_) => format!("{} status {}", price.market, price.status),
        })
        .collect();
    format!(
        "odds {} draw {} round {} v{}: {}",
        odds.table_id,
        odds.draw_number,
        odds.round,
        odds.version,
        prices.join(", ")
    )
}

fn result_line(result: &v1::DrawResult) -> String {
    let (what, settlements) = match &result.end {
        Some(v1::draw_result::End::Settled(settled)) => ("settled", &settled.settlements[..]),
        Some(v1::draw_result::End::Cancelled(cancelled)) => {
            ("CANCELLED", &cancelled.settlements[..])
        }
        Some(v1::draw_result::End::Corrected(corrected)) => {
            ("CORRECTED", &corrected.settlements[..])
        }
        None => ("no end", &[][..]),
    };
    let verdicts: Vec<String> = settlements
        .iter()
        .map(|s| {
            let verdict = match v1::Verdict::try_from(s.verdict) {
                Ok(v1::Verdict::Win) => "WIN",
                Ok(v1::Verdict::Lose) => "LOSE",
                Ok(v1::Verdict::Void) => "VOID",
                _ => "?",
            };
            format!("{} r{} {verdict}", s.market, s.round)
        })
        .collect();
    // A correction names its revision: frontends de-duplicate on (table, draw, revision).
    let revision = match result.revision {
        0 | 1 => String::new(),
        revision => format!(" revision {revision}"),
    };
    format!(
        "result {} draw {}{revision} {what}: {}",
        result.table_id,
        result.draw_number,
        verdicts.join(", ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn odds_and_results_print_as_one_line_each() {
        let odds = v1::OddsSet {
            table_id: "baccarat-1".into(),
            draw_number: 12,
            round: 2,
            version: 3,
            prices: vec![
                v1::MarketPrice {
                    market: "player".into(),
                    probability: 0.44,
                    odds_hundredths: 215,
                    status: v1::MarketStatus::Open as i32,
                    ..Default::default()
                },
                v1::MarketPrice {
                    market: "tie".into(),
                    probability: 0.0,
                    odds_hundredths: 0,
                    status: v1::MarketStatus::Lost as i32,
                    ..Default::default()
                },
            ],
            ..Default::default()
        };
        assert_eq!(
            line(ODDS_SET_CONTENT_TYPE, &odds.encode_to_vec()),
            "odds baccarat-1 draw 12 round 2 v3: player 2.15, tie MARKET_STATUS_LOST"
        );
        let result = v1::DrawResult {
            table_id: "wheel-1".into(),
            draw_number: 7,
            end: Some(v1::draw_result::End::Cancelled(v1::DrawCancelled {
                cancellation: None,
                settlements: vec![v1::Settlement {
                    market: "red".into(),
                    round: 1,
                    verdict: v1::Verdict::Void as i32,
                    ..Default::default()
                }],
            })),
            ..Default::default()
        };
        assert_eq!(
            line(DRAW_RESULT_CONTENT_TYPE, &result.encode_to_vec()),
            "result wheel-1 draw 7 CANCELLED: red r1 VOID"
        );
        let corrected = v1::DrawResult {
            revision: 2,
            end: Some(v1::draw_result::End::Corrected(v1::DrawCorrected {
                revision: 2,
                settlements: vec![v1::Settlement {
                    market: "red".into(),
                    round: 1,
                    verdict: v1::Verdict::Win as i32,
                    ..Default::default()
                }],
                ..Default::default()
            })),
            ..result
        };
        assert_eq!(
            line(DRAW_RESULT_CONTENT_TYPE, &corrected.encode_to_vec()),
            "result wheel-1 draw 7 revision 2 CORRECTED: red r1 WIN"
        );
        assert!(line("text/plain", b"x").contains("unknown content-type"));
    }
}
