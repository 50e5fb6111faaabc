//! A step's outputs for the frontends: the odds set of every round it opened and the result of
//! every draw it ended, each marked with the journal entry it answers. Built from the step
//! alone, so that outputs republished after a crash are byte for byte those the step first
//! caused.

use crate::records::{self, DRAW_RESULT_CONTENT_TYPE, ODDS_SET_CONTENT_TYPE};
use crate::results;
use crate::step::Origin;
use livedraw_bus::{NewRecord, Topic};
use livedraw_domain::GameKind;
use livedraw_protocol::v1;
use prost::Message;

/// One odds or results record and the entry whose step caused it.
#[derive(Clone, Debug)]
pub(crate) struct Output {
    /// `Odds` or `Results`.
    pub topic: Topic,
    /// The journal entry of the step.
    pub source: Origin,
    /// The record.
    pub record: NewRecord,
}

/// The outputs of `step` (the step of the entry at `source`), in order: its odds sets, then one
/// `DrawResult` per draw it settled or cancelled. `game` is the table's, `None` when the step
/// applied to no table (it then ended no draw). `traceparent` is the entry's.
pub(crate) fn of(
    step: &v1::EngineStep,
    source: Origin,
    game: Option<GameKind>,
    traceparent: Option<&[u8]>,
) -> Vec<Output> {
    let output = |topic, content_type, payload| Output {
        topic,
        source,
        record: records::output(&step.table_id, content_type, payload, traceparent, source),
    };
    let odds = step
        .odds
        .iter()
        .map(|odds| output(Topic::Odds, ODDS_SET_CONTENT_TYPE, odds.encode_to_vec()));
    let ended = game.map(|game| results::of(step, game)).unwrap_or_default();
    let results = ended.iter().map(|result| {
        output(
            Topic::Results,
            DRAW_RESULT_CONTENT_TYPE,
            result.encode_to_vec(),
        )
    });
    odds.chain(results).collect()
}
