//! The outputs missing after the last stored steps: which odds sets and results of the last
//! commit are not in the log yet (a crash, or a failed append, on a log without atomic
//! batches), found from the `livedraw-source` header of the last records of the partition's
//! odds and results. [`crate::republish`] publishes them again on rebuild (R1, R10); the store
//! asks again after a failed append.
//!
//! Outputs are appended in step order, each step's in its own order, only by the partition's
//! owner, so the outputs in the log are a prefix of those of the steps: everything up to the
//! step named by the last record, and as many of that step's as end the topic.

use crate::error::EngineError;
use crate::outputs::Output;
use crate::records::{self, SOURCE_HEADER};
use crate::recovery;
use crate::step::Origin;
use livedraw_bus::{EventLog, Record, Topic};
use std::ops::RangeInclusive;

/// Records read per request while looking back along an output topic: first [`FIRST_PAGE`]
/// (a step's outputs are one or two records), then twice as many each time, up to this.
const PAGE: u64 = 16;
const FIRST_PAGE: u64 = 4;

/// How far an output topic's partition goes.
#[derive(Debug, PartialEq, Eq)]
enum Tail {
    /// It has no record.
    Empty,
    /// Its last record has no source: it was written by an engine that stored every step and
    /// its outputs in one atomic batch, so every output of every step is there.
    Unmarked,
    /// Its last `count` records come from the step of the journal entry at `source`.
    At {
        /// The journal offset of that step.
        source: u64,
        /// How many of its outputs are there.
        count: usize,
    },
}

/// The outputs of `all` (those of the stored steps `steps`, in order) that are not in the log.
pub(crate) async fn missing(
    log: &dyn EventLog,
    partition: u32,
    steps: &RangeInclusive<u64>,
    all: &[Output],
) -> Result<Vec<Output>, EngineError> {
    let mut missing = Vec::new();
    for topic in [Topic::Odds, Topic::Results] {
        let tail = tail(log, topic, partition).await?;
        let of_topic: Vec<&Output> = all.iter().filter(|output| output.topic == topic).collect();
        missing.extend(after(&tail, &of_topic, steps, topic, partition)?);
    }
    Ok(missing)
}

/// The outputs of `outputs` (of one topic) past `tail`.
fn after(
    tail: &Tail,
    outputs: &[&Output],
    steps: &RangeInclusive<u64>,
    topic: Topic,
    partition: u32,
) -> Result<Vec<Output>, EngineError> {
    let (source, count) = match *tail {
        Tail::Empty => return Ok(outputs.iter().map(|&output| output.clone()).collect()),
        Tail::Unmarked => return Ok(Vec::new()),
        Tail::At { source, count } => (source, count),
    };
    let of_source = outputs
        .iter()
        .filter(|output| output.source.offset == source)
        .count();
    if source > *steps.end() || (steps.contains(&source) && count > of_source) {
        return Err(EngineError::UnexpectedOutput {
            topic,
            partition,
            journal_offset: source,
        });
    }
    Ok(outputs
        .iter()
        .filter(|output| output.source.offset >= source)
        .skip(count.min(of_source))
        .map(|&output| output.clone())
        .collect())
}

/// Where `topic`'s partition ends: the source of its last record, and how many records at its
/// end share it.
async fn tail(log: &dyn EventLog, topic: Topic, partition: u32) -> Result<Tail, EngineError> {
    let mut upto = log.end_offset(topic, partition).await?;
    let mut found: Option<(u64, usize)> = None;
    let mut page = FIRST_PAGE;
    while upto > 0 {
        let from = upto.saturating_sub(page);
        page = (page * 2).min(PAGE);
        let page = recovery::read_range(log, topic, partition, from, upto).await?;
        for record in page.iter().rev() {
            let source = source_of(record);
            match (found, source) {
                (None, None) => return Ok(Tail::Unmarked),
                (None, Some(source)) => {
                    check_partition(source, record, partition)?;
                    found = Some((source.offset, 1));
                }
                (Some((last, count)), Some(source)) if source.offset == last => {
                    found = Some((last, count + 1));
                }
                (Some((source, count)), _) => return Ok(Tail::At { source, count }),
            }
        }
        upto = from;
    }
    Ok(found.map_or(Tail::Empty, |(source, count)| Tail::At { source, count }))
}

fn source_of(record: &Record) -> Option<Origin> {
    record.header(SOURCE_HEADER).and_then(records::parse_source)
}

/// An output of partition `partition` must come from journal partition `partition`.
fn check_partition(source: Origin, record: &Record, partition: u32) -> Result<(), EngineError> {
    if source.partition == partition {
        return Ok(());
    }
    Err(EngineError::UnexpectedOutput {
        topic: record.topic,
        partition,
        journal_offset: source.offset,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use livedraw_bus::NewRecord;

    fn output(source: u64, index: u8) -> Output {
        Output {
            topic: Topic::Odds,
            source: Origin {
                partition: 1,
                offset: source,
            },
            record: NewRecord::new("t", vec![index]),
        }
    }

    fn payloads(outputs: &[Output]) -> Vec<(u64, u8)> {
        outputs
            .iter()
            .map(|output| (output.source.offset, output.record.payload[0]))
            .collect()
    }

    fn missing(tail: &Tail, all: &[Output], steps: RangeInclusive<u64>) -> Vec<(u64, u8)> {
        let refs: Vec<&Output> = all.iter().collect();
        payloads(&after(tail, &refs, &steps, Topic::Odds, 1).expect("consistent"))
    }

    #[test]
    fn what_follows_the_last_published_output_is_missing() {
        let all = [output(10, 0), output(10, 1), output(12, 0), output(13, 0)];
        assert_eq!(missing(&Tail::Empty, &all, 10..=13).len(), 4);
        assert_eq!(missing(&Tail::Unmarked, &all, 10..=13), vec![]);
        let part_of_10 = Tail::At {
            source: 10,
            count: 1,
        };
        assert_eq!(
            missing(&part_of_10, &all, 10..=13),
            vec![(10, 1), (12, 0), (13, 0)]
        );
        let all_of_12 = Tail::At {
            source: 12,
            count: 1,
        };
        assert_eq!(missing(&all_of_12, &all, 10..=13), vec![(13, 0)]);
        let before = Tail::At {
            source: 4,
            count: 3,
        };
        assert_eq!(missing(&before, &all, 10..=13).len(), 4);
    }

    #[test]
    fn an_output_the_steps_do_not_have_is_refused() {
        let all = [output(10, 0)];
        let refs: Vec<&Output> = all.iter().collect();
        let ahead = Tail::At {
            source: 14,
            count: 1,
        };
        assert!(after(&ahead, &refs, &(10..=13), Topic::Odds, 1).is_err());
        let too_many = Tail::At {
            source: 10,
            count: 2,
        };
        assert!(after(&too_many, &refs, &(10..=13), Topic::Odds, 1).is_err());
    }
}
