//! Three Card Poker's and Fast Poker's floor: one deck, the dealer's hand turned after the
//! window. In seats mode the seat holders bet on their seats through the Decisions API
//! ([`SeatBets`]) and each plays or folds on its own cards: most at their best (play Q-6-4 or
//! better, the rules file's optimal play), some against it, some too late (the default folds
//! them), now and then one twice (refused).

use super::game_floor::GameFloor;
use super::one_deck::OneDeckFloor;
use super::seat_bets::SeatBets;
use crate::input::Input;
use crate::tools::Tools;
use crate::view::TableView;
use livedraw_domain::card::parse_cards;
use livedraw_domain::games::seating::Seating;
use livedraw_domain::games::three_card::seats::SEATS;
use livedraw_domain::games::three_card::ThreeCardConfig;
use livedraw_domain::poker::three_card::evaluate;
use livedraw_domain::{Barcode, Card, DecisionWindow, Position, SeatChoice, SeatOption};
use livedraw_domain::{SeatRequest, Timestamp};
use std::collections::BTreeMap;

/// Chance that a seat holder decides against the best play.
const BADLY: f64 = 0.1;

/// Chance that a seat holder lets the window close.
const LATE: f64 = 0.1;

/// A three-card table's floor.
pub(crate) struct ThreeCardFloor {
    deck: OneDeckFloor,
    /// The seat holders, in seats mode.
    seats: Option<SeatPlayers>,
}

/// The seat holders of a table in seats mode.
#[derive(Default)]
struct SeatPlayers {
    bets: SeatBets,
    /// The cards dealt to each seat this round.
    cards: BTreeMap<u8, Vec<Card>>,
    /// The seats still to decide in the window.
    to_decide: Vec<u8>,
    /// The window's seats were listed.
    window_seen: bool,
}

impl ThreeCardFloor {
    /// The floor of a table of `config`.
    pub(crate) fn new(config: &ThreeCardConfig) -> ThreeCardFloor {
        ThreeCardFloor {
            deck: OneDeckFloor::turning(Position::Dealer),
            seats: (config.seating == Seating::Seats).then(SeatPlayers::default),
        }
    }
}

impl GameFloor for ThreeCardFloor {
    fn other_position(&self, position: Position) -> Position {
        self.deck.other_position(position)
    }

    /// In seats mode, a seat holder's bet.
    fn bet(&mut self, tools: &mut Tools, table: &TableView) -> Option<Input> {
        let draw = table.draw?;
        let seats = self.seats.as_mut()?;
        let bet = seats.bets.bet(&mut tools.rng, &mut tools.faults)?;
        Some(seats.bets.request(bet, draw, tools.now))
    }

    /// In seats mode each seat holder plays or folds in turn; then, as on a common hand, the
    /// dealer waits for the window to close, or now and then turns a card early.
    fn decide(
        &mut self,
        tools: &mut Tools,
        table: &TableView,
        window: DecisionWindow,
        closes_at: Timestamp,
        now: Timestamp,
    ) -> Input {
        if let (Some(seats), Some(draw)) = (self.seats.as_mut(), table.draw) {
            if let Some(decision) = seats.next_decision(tools) {
                return seats.bets.request(decision, draw, now);
            }
        }
        self.deck.decide(tools, table, window, closes_at, now)
    }

    fn dealt(&mut self, position: Position, barcode: Barcode) {
        if let (Some(seats), Position::Seat { seat, .. }) = (self.seats.as_mut(), position) {
            seats.cards.entry(seat).or_default().push(barcode.card());
        }
    }

    fn new_draw(&mut self, tools: &mut Tools) {
        self.deck.new_draw(tools);
        if let Some(seats) = self.seats.as_mut() {
            seats.bets.new_draw(SEATS, &mut tools.rng);
            seats.cards.clear();
            seats.to_decide.clear();
            seats.window_seen = false;
        }
    }
}

impl SeatPlayers {
    /// The next seat's decision in the window, if one is still to come.
    fn next_decision(&mut self, tools: &mut Tools) -> Option<SeatRequest> {
        if !self.window_seen {
            self.window_seen = true;
            self.to_decide = self.bets.seated().to_vec();
            // Now and then a seat decides twice: the second is refused.
            if let Some(&first) = self.to_decide.first().filter(|_| tools.fault(0.5)) {
                self.to_decide.push(first);
            }
        }
        loop {
            let seat = self.to_decide.pop()?;
            if tools.rng.chance(LATE) {
                continue;
            }
            let best = self.plays_at_best(seat);
            let plays = if tools.rng.chance(BADLY) { !best } else { best };
            let option = if plays {
                SeatOption::Play
            } else {
                SeatOption::Fold
            };
            return Some(SeatRequest {
                seat,
                hand: 1,
                choice: SeatChoice::Option(option),
            });
        }
    }

    /// Whether the best play plays `seat`'s hand: Q-6-4 or better.
    fn plays_at_best(&self, seat: u8) -> bool {
        let threshold = parse_cards("Qc 6d 4h")
            .ok()
            .and_then(|cards| cards.try_into().ok());
        let hand: Option<[Card; 3]> = self
            .cards
            .get(&seat)
            .and_then(|cards| cards.as_slice().try_into().ok());
        match (hand, threshold) {
            (Some(hand), Some(threshold)) => evaluate(hand) >= evaluate(threshold),
            _ => false,
        }
    }
}
