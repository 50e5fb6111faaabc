//! Hooks that make the next append fail, as a delivery whose outcome is unknown: on Kafka a
//! delivery that timed out may have been written all the same, and on the embedded log an
//! fsync that reported an error may have kept the commit.

use crate::forwarding::{Append, Hooks};
use livedraw_bus::{BusError, Topic};
use std::sync::{Mutex, PoisonError};

/// How the next append fails.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Failure {
    /// The record is written, then the append is answered as failed (a timed-out delivery).
    AfterWriting,
    /// Nothing is written.
    BeforeWriting,
}

/// Fails the next single append as told (batches pass through whole); every other call passes.
#[derive(Debug, Default)]
pub struct FailNext {
    next: Mutex<Option<Failure>>,
}

impl FailNext {
    /// The next append fails with `failure`.
    pub fn fail_next(&self, failure: Failure) {
        *self.next.lock().unwrap_or_else(PoisonError::into_inner) = Some(failure);
    }
}

/// The failure the append is answered with.
fn timed_out() -> BusError {
    BusError::Unavailable("the delivery timed out (injected)".into())
}

impl Hooks for FailNext {
    fn on_append(&self, _topic: Topic) -> Append {
        let failure = self
            .next
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .take();
        match failure {
            Some(Failure::AfterWriting) => Append::FailAfterWriting(timed_out()),
            Some(Failure::BeforeWriting) => Append::Refuse(timed_out()),
            None => Append::Forward,
        }
    }
}
