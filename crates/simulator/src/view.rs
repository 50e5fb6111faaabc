//! What the floor needs to know of its table: built from the domain `Table` when the
//! simulator drives the rules directly, or from the floor's watch stream (the backend's
//! `FloorInstruction`s) when it plays through the real ingest API.

use livedraw_domain::table::Table;
use livedraw_domain::{DrawNumber, FloorInstruction, Timestamp};
use std::time::Duration;

/// The table as the floor sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TableView {
    /// What the dealer or host should do now.
    pub instruction: FloorInstruction,
    /// The draw in progress, if any.
    pub draw: Option<DrawNumber>,
    /// The table is paused.
    pub paused: bool,
    /// When the table's clock next acts (a round closes, a hold times out), if it will.
    pub next_deadline: Option<Timestamp>,
    /// How long a held draw waits for a supervisor before it is cancelled.
    pub hold_timeout: Duration,
}

impl TableView {
    /// The view of a floor that reads the backend's instructions: the clock's next deadline
    /// is the betting round's close while betting is open (the backend keeps every other
    /// deadline itself).
    pub fn watched(
        instruction: FloorInstruction,
        draw: Option<DrawNumber>,
        paused: bool,
        hold_timeout: Duration,
    ) -> TableView {
        let next_deadline = match instruction {
            FloorInstruction::WaitForBetting { closes_at } => Some(closes_at),
            _ => None,
        };
        TableView {
            instruction,
            draw,
            paused,
            next_deadline,
            hold_timeout,
        }
    }
}

impl From<&Table> for TableView {
    fn from(table: &Table) -> TableView {
        TableView {
            instruction: table.instruction(),
            draw: table.draw().map(|draw| draw.number),
            paused: table.paused().is_some(),
            next_deadline: table.next_deadline(),
            hold_timeout: table.config().hold_timeout,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_watched_view_waits_for_the_round_to_close() {
        let closes_at = Timestamp::from_millis(1_000);
        let view = TableView::watched(
            FloorInstruction::WaitForBetting { closes_at },
            Some(DrawNumber(3)),
            false,
            Duration::from_secs(300),
        );
        assert_eq!(view.next_deadline, Some(closes_at));
        let dealing = TableView::watched(
            FloorInstruction::Spin,
            Some(DrawNumber(3)),
            false,
            Duration::from_secs(300),
        );
        assert_eq!(dealing.next_deadline, None);
    }
}
