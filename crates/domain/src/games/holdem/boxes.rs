//! A seat's boxes settled: each box its stake, in units of the seat's ante (or blind), and the
//! net multiplier it is paid; side boxes are staked apart and counted apart.

use crate::market::Payout;

/// One box of a seat, settled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoxResult {
    /// The box's name (`ante`, `blind`, `play`, `trips`, `flop`, `turn`, `river`, `bonus`,
    /// `call`).
    pub name: &'static str,
    /// Its stake in units of the ante (blind); 1 for a side box, which is staked apart.
    pub stake: i64,
    /// The net multiplier of its stake.
    pub payout: Payout,
    /// Whether it is a side box (trips, bonus, B), whose stake is the bettor's own choice.
    pub side: bool,
}

/// Every box of a seat, settled.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SeatSettlement {
    /// The boxes, in the rules file's order.
    pub boxes: Vec<BoxResult>,
}

impl SeatSettlement {
    /// The main boxes' net together, in hundredths of the ante (blind).
    pub fn main_net(&self) -> i64 {
        self.boxes
            .iter()
            .filter(|result| !result.side)
            .map(|result| result.stake * i64::from(result.payout.as_hundredths()))
            .sum()
    }

    /// The box named `name`, if the seat has it.
    pub fn get(&self, name: &str) -> Option<&BoxResult> {
        self.boxes.iter().find(|result| result.name == name)
    }

    /// Adds a main box of `stake` antes paid `payout` (none where the stake is 0: a bet not
    /// made).
    pub fn main(mut self, name: &'static str, stake: i64, payout: Payout) -> SeatSettlement {
        if stake == 0 {
            return self;
        }
        self.boxes.push(BoxResult {
            name,
            stake,
            payout,
            side: false,
        });
        self
    }

    /// Adds a side box paid `payout`.
    pub fn side(mut self, name: &'static str, payout: Payout) -> SeatSettlement {
        self.boxes.push(BoxResult {
            name,
            stake: 1,
            payout,
            side: true,
        });
        self
    }
}
