//! Republishing on rebuild (R1, R10): the odds sets and results of the last commit that are
//! not in the log yet (a crash, or a failed append, on a log without atomic batches) are
//! published again from the stored steps ([`crate::missing`] finds which).

use crate::commit::MAX_STEPS_PER_COMMIT;
use crate::error::EngineError;
use crate::missing::missing;
use crate::outputs::{self, Output};
use crate::step::Origin;
use crate::store::Store;
use crate::tables::Tables;
use livedraw_bus::{Record, TRACEPARENT};
use livedraw_protocol::v1;
use prost::Message;
use tokio::sync::watch;

/// Publishes the outputs of the partition's last steps that are not in the log (after the
/// steps are rebuilt, before the journal is consumed). `last_steps` are the partition's last
/// stored steps, in order (the rebuild read them); `tables` gives each step's game.
pub(crate) async fn after_rebuild(
    store: &Store,
    tables: &Tables,
    last_steps: &[Record],
    shutdown: &mut watch::Receiver<bool>,
) -> Result<(), EngineError> {
    let (log, partition) = (store.log(), store.partition());
    let stored = &last_steps[last_steps.len().saturating_sub(MAX_STEPS_PER_COMMIT)..];
    let (Some(first), Some(last)) = (stored.first(), stored.last()) else {
        return Ok(());
    };
    let steps = journal_offset(first)?..=journal_offset(last)?;
    let mut all = Vec::new();
    for record in stored {
        all.extend(outputs_of(record, partition, tables)?);
    }
    let missing = missing(log, partition, &steps, &all).await?;
    if !missing.is_empty() {
        tracing::info!(
            partition,
            outputs = missing.len(),
            "publishing the outputs the last steps are missing"
        );
        store.outputs(&all, &steps, missing, shutdown).await?;
    }
    Ok(())
}

/// The outputs of a stored step, as its commit first built them.
fn outputs_of(
    record: &Record,
    partition: u32,
    tables: &Tables,
) -> Result<Vec<Output>, EngineError> {
    let step = decode(record)?;
    let source = Origin {
        partition,
        offset: step.journal_offset,
    };
    let game = tables
        .get(&step.table_id)
        .map(|state| state.table.config().game.kind());
    Ok(outputs::of(&step, source, game, record.header(TRACEPARENT)))
}

fn journal_offset(record: &Record) -> Result<u64, EngineError> {
    decode(record).map(|step| step.journal_offset)
}

fn decode(record: &Record) -> Result<v1::EngineStep, EngineError> {
    v1::EngineStep::decode(record.payload.as_slice()).map_err(|source| EngineError::CorruptStep {
        partition: record.partition,
        offset: record.offset,
        source,
    })
}
