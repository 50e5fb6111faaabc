//! The floor's watch stream: a table's next instruction, from the engine's steps.

use crate::validate::Admission;
use futures::stream::BoxStream;
use futures::StreamExt;
use livedraw_bus::{partition_for_key, BusError, EventLog, Record, RecordStream, Topic};
use livedraw_protocol::v1::floor_instruction::Instruction;
use livedraw_protocol::v1::{EngineStep, FloorInstruction};
use livedraw_protocol::TableId;
use prost::Message;
use std::sync::Arc;
use tokio::sync::mpsc;
use tokio_stream::wrappers::ReceiverStream;
use tonic::Status;

/// Draw-events records read per page while looking back for a table's latest step.
const PAGE: usize = 256;

/// Instructions buffered per watcher.
const BUFFER: usize = 16;

/// The instructions of `table`: the latest at once (if the engine has taken a step for it),
/// then each one that differs from the one before, from every new step of the table.
pub async fn instructions(
    admission: &Admission,
    log: Arc<dyn EventLog>,
    table: String,
) -> Result<BoxStream<'static, Result<FloorInstruction, Status>>, Status> {
    let table = TableId::new(table)
        .map_err(|error| refuse(&error.to_string(), Status::invalid_argument))?;
    if !admission.table_exists(table.as_str()) {
        return Err(refuse(
            &format!("unknown table `{table}`"),
            Status::not_found,
        ));
    }
    let key = table.as_str().as_bytes().to_vec();
    let partition = partition_for_key(&key, log.partitions(Topic::DrawEvents));
    // The end is taken before looking back, so a step appended meanwhile is seen live.
    let end = log
        .end_offset(Topic::DrawEvents, partition)
        .await
        .map_err(unavailable)?;
    let live = log
        .subscribe(Topic::DrawEvents, partition, end)
        .map_err(unavailable)?;
    let latest = latest(log.as_ref(), partition, end, &key)
        .await
        .map_err(unavailable)?;
    let (sender, receiver) = mpsc::channel(BUFFER);
    tokio::spawn(forward(latest, live, key, sender));
    Ok(ReceiverStream::new(receiver).boxed())
}

fn refuse(reason: &str, status: fn(String) -> Status) -> Status {
    tracing::warn!(reason, "watch refused");
    status(reason.to_string())
}

fn unavailable(error: BusError) -> Status {
    tracing::warn!(%error, "watch: draw events unreadable");
    Status::unavailable(format!("the draw events cannot be read now: {error}"))
}

/// Sends `latest`, then the instruction of each new step of the table, skipping repeats,
/// until the watcher goes away or the log fails.
async fn forward(
    latest: Option<FloorInstruction>,
    mut live: RecordStream,
    key: Vec<u8>,
    sender: mpsc::Sender<Result<FloorInstruction, Status>>,
) {
    let mut last = None;
    if let Some(instruction) = latest {
        last = Some(essence(&instruction));
        if sender.send(Ok(instruction)).await.is_err() {
            return;
        }
    }
    loop {
        let record = tokio::select! {
            () = sender.closed() => return,
            record = live.next() => record,
        };
        let instruction = match record {
            None => return,
            Some(Err(error)) => {
                let _ = sender.send(Err(unavailable(error))).await;
                return;
            }
            Some(Ok(record)) if record.key == key => instruction_of(&record),
            Some(Ok(_)) => None,
        };
        let Some(instruction) = instruction else {
            continue;
        };
        let essence = Some(essence(&instruction));
        if essence != last {
            last = essence;
            if sender.send(Ok(instruction)).await.is_err() {
                return;
            }
        }
    }
}

/// The instruction of the table's last step before `end`, looking back a page at a time: at
/// worst (a table the engine never stepped) the whole partition is read.
async fn latest(
    log: &dyn EventLog,
    partition: u32,
    end: u64,
    key: &[u8],
) -> Result<Option<FloorInstruction>, BusError> {
    let mut upto = end;
    while upto > 0 {
        let from = upto.saturating_sub(PAGE as u64);
        let records = log.read(Topic::DrawEvents, partition, from, PAGE).await?;
        let found = records
            .iter()
            .rev()
            .filter(|record| record.offset < upto && record.key == key)
            .find_map(instruction_of);
        if found.is_some() {
            return Ok(found);
        }
        upto = from;
    }
    Ok(None)
}

fn instruction_of(record: &Record) -> Option<FloorInstruction> {
    match EngineStep::decode(record.payload.as_slice()) {
        Ok(step) => step.instruction,
        Err(error) => {
            tracing::warn!(
                partition = record.partition,
                offset = record.offset,
                %error,
                "draw-events record does not decode as a step; skipped"
            );
            None
        }
    }
}

/// What the floor must do, without the times that change with every step.
fn essence(instruction: &FloorInstruction) -> (Option<u64>, Option<Instruction>) {
    let what = instruction.instruction.clone().map(|what| match what {
        Instruction::WaitForBetting(mut wait) => {
            wait.remaining = None;
            Instruction::WaitForBetting(wait)
        }
        other => other,
    });
    (instruction.draw_number, what)
}
