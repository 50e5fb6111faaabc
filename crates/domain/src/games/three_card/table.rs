//! A three-card table (house-games.md): the deck, the common hand or the seats' hands
//! ([`super::seats`]), the decision window and the dealer's cards, turned and scanned at the
//! reveal.
//!
//! A round: the betting round (ante and side box) → the deal, one card at a time, the player
//! box's three cards face up and scanned, the dealer's three face down and not scanned (the
//! backend knows only that they are there) → one decision window, every player deciding on
//! the common hand → the dealer turns his three cards, each scanned → settlement of every box
//! for both decisions. A card shown before its time (while bets are taken, or the dealer's
//! while the players decide) is a misdeal: the round is held for a supervisor, who cancels it.

use super::config::ThreeCardConfig;
use super::markets;
use super::outcome::{Outcome, SeatsOutcome, HAND};
use super::seats::{SeatDecision, Seats};
use super::settlement::ThreeCardDecision;
use super::window::Window;
use crate::barcode::Barcode;
use crate::card::Card;
use crate::correction::{Reading, Reread};
use crate::decision::Decision;
use crate::error::TableError;
use crate::games::common_hand::CommonHandTable;
use crate::games::one_deck::OneDeck;
use crate::games::reread::{replace_read_card, settled_not_of_game};
use crate::games::rules::{DrawContext, Next, Step};
use crate::games::seating::Seating;
use crate::games::shoe_in_play::{Dealing, ShoeInPlay};
use crate::kind::GameKind;
use crate::market::{MarketId, MarketVerdict, PaytableLine};
use crate::player::{DecisionRefusal, DecisionWindow, PlayerAction, PlayerDecision};
use crate::poker::three_card::evaluate;
use crate::position::Position;
use crate::time::Timestamp;
use serde::{Deserialize, Serialize};

/// A three-card table: its configuration, deck and the round in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ThreeCard {
    config: ThreeCardConfig,
    /// The deck and whether it was shuffled for the round.
    #[serde(flatten)]
    deck: OneDeck,
    /// The common hand so far.
    player: Vec<Card>,
    /// In seats mode: the seats with a bet, their cards and decisions.
    #[serde(default)]
    seats: Seats,
    /// The dealer's cards turned so far.
    dealer: Vec<Card>,
    /// When the open decision window closes.
    window: Option<Timestamp>,
    /// The decision window has closed: the dealer reveals.
    decided: bool,
}

impl ThreeCard {
    /// A table of `config` with no deck loaded.
    pub fn new(config: ThreeCardConfig) -> ThreeCard {
        ThreeCard {
            config,
            deck: OneDeck::default(),
            player: Vec::new(),
            seats: Seats::default(),
            dealer: Vec::new(),
            window: None,
            decided: false,
        }
    }

    /// The table's configuration.
    pub fn config(&self) -> &ThreeCardConfig {
        &self.config
    }

    /// The deck in play.
    pub fn deck(&self) -> &ShoeInPlay {
        self.deck.deck()
    }

    /// The common hand dealt so far.
    pub fn player(&self) -> &[Card] {
        &self.player
    }

    /// Whether the table seats its players (seats mode), rather than deal a common hand.
    pub fn in_seats(&self) -> bool {
        self.config.seating == Seating::Seats
    }

    /// In seats mode: the seats with a bet this round, their cards and decisions.
    pub fn seats(&self) -> &Seats {
        &self.seats
    }

    /// The dealer's cards turned so far.
    pub fn dealer(&self) -> &[Card] {
        &self.dealer
    }

    /// The decision window open now and when it closes.
    pub fn window(&self) -> Option<(Window, Timestamp)> {
        self.window.map(|closes_at| (Window::PlayOrFold, closes_at))
    }

    /// Where the next card goes: the player box until it holds three (in seats mode, each
    /// seat's three, one at a time in seat order), then (after the window) the dealer's;
    /// `None` while the players decide and once the round is complete.
    pub fn expected_card(&self) -> Option<Position> {
        let hands_due = match self.in_seats() {
            true => self.seats.card_due(),
            false => (self.player.len() < HAND).then_some(Position::Player),
        };
        if hands_due.is_some() {
            hands_due
        } else if self.decided && self.dealer.len() < HAND {
            Some(Position::Dealer)
        } else {
            None
        }
    }

    /// Whether this table deals to `position`: the dealer, and the player box or (in seats
    /// mode) a seat with a bet.
    fn deals_to(&self, position: Position) -> bool {
        match position {
            Position::Dealer => true,
            Position::Player => !self.in_seats(),
            Position::Seat { seat, hand: 1 } => self.seats.all().iter().any(|bet| bet.seat == seat),
            _ => false,
        }
    }

    fn on_card(
        &mut self,
        position: Position,
        barcode: Barcode,
        context: &DrawContext,
    ) -> Result<Step, TableError> {
        if !self.deals_to(position) {
            return Err(TableError::NoSuchPosition {
                game: self.config.kind(),
                position,
            });
        }
        let expected = self.expected_card();
        // The dealer's cards are turned only once the players have decided.
        let early = self.window.is_some()
            || (position == Position::Dealer
                && expected != Some(Position::Dealer)
                && !self.decided);
        let (card, dealt) = match self
            .deck
            .deal(barcode, (position, expected), early, context)?
        {
            Dealing::Handled(step) => return Ok(step),
            Dealing::Dealt(card, dealt) => (card, dealt),
        };
        let mut decisions = vec![dealt];
        match position {
            Position::Player => self.player.push(card),
            Position::Seat { seat, .. } => self.seats.deal(seat, card),
            _ => self.dealer.push(card),
        }
        let hands_dealt = match self.in_seats() {
            true => self.seats.card_due().is_none(),
            false => self.player.len() == HAND,
        };
        if hands_dealt && !self.decided && self.window.is_none() {
            let closes_at = context.at.after(self.config.decision_window);
            self.window = Some(closes_at);
            decisions.push(Decision::DecisionWindowOpened {
                draw: context.draw,
                window: DecisionWindow::ThreeCard(Window::PlayOrFold),
                closes_at,
            });
        }
        Ok(Step {
            decisions,
            next: self.after_card(),
        })
    }

    /// Settled once the dealer's third card is turned.
    fn after_card(&self) -> Next {
        if self.in_seats() {
            return match self.seats_outcome() {
                Some(outcome) if outcome.dealer.is_some() => {
                    let verdicts = self.seats_verdicts(&outcome);
                    Next::Settle(crate::outcome::Outcome::ThreeCardSeats(outcome), verdicts)
                }
                _ => Next::Continue,
            };
        }
        match self.outcome() {
            Some(outcome) => {
                let verdicts = self.verdicts(&outcome);
                Next::Settle(crate::outcome::Outcome::ThreeCard(outcome), verdicts)
            }
            None => Next::Continue,
        }
    }

    /// The round's outcome, once both hands are complete.
    fn outcome(&self) -> Option<Outcome> {
        Some(Outcome {
            game: self.config.game,
            player: self.player.as_slice().try_into().ok()?,
            dealer: self.dealer.as_slice().try_into().ok()?,
        })
    }

    /// The round's outcome in seats mode, once every seat has its hand and decision: the
    /// dealer's hand once it is turned.
    fn seats_outcome(&self) -> Option<SeatsOutcome> {
        Some(SeatsOutcome {
            game: self.config.game,
            dealer: self.dealer.as_slice().try_into().ok(),
            seats: self.seats.hands()?,
        })
    }

    /// Every seat's lines on its own hand and decision.
    fn seats_verdicts(&self, outcome: &SeatsOutcome) -> Vec<MarketVerdict> {
        let Some(dealer) = outcome.dealer else {
            return Vec::new();
        };
        let rules = self.config.rules();
        let hands = outcome.seats.iter();
        hands
            .flat_map(|hand| {
                let decision = match hand.played {
                    true => ThreeCardDecision::Play,
                    false => ThreeCardDecision::Fold,
                };
                let (player, dealer) = (evaluate(hand.cards), evaluate(dealer));
                markets::settle_seat(&rules, hand.seat, player, dealer, decision)
            })
            .collect()
    }

    /// A seat holder's bet while betting is open, or play or fold in the window (the window
    /// closes once every seat has decided).
    fn seat_decision(
        &mut self,
        decision: SeatDecision,
        context: &DrawContext,
    ) -> Result<Step, TableError> {
        let decided = match decision {
            SeatDecision::Bet { seat } => {
                let open = context.open_round.is_some();
                self.seats.bet(seat, open).map_err(DecisionRefusal::from)?;
                Decision::SeatBet {
                    draw: context.draw,
                    seat,
                }
            }
            SeatDecision::Decide { seat, decision } => {
                let open = self.window.is_some();
                let seats = &mut self.seats;
                seats
                    .decide(seat, decision, open)
                    .map_err(DecisionRefusal::from)?;
                if seats.all_decided() {
                    self.close_window();
                }
                decided(context, seat, decision, false)
            }
        };
        Ok(Step::record(vec![decided]))
    }

    fn verdicts(&self, outcome: &Outcome) -> Vec<MarketVerdict> {
        markets::settle_all(
            &self.config.rules(),
            evaluate(outcome.player),
            evaluate(outcome.dealer),
        )
    }
}

impl CommonHandTable for ThreeCard {
    fn kind(&self) -> GameKind {
        self.config.kind()
    }

    fn one_deck(&self) -> &OneDeck {
        &self.deck
    }

    fn one_deck_mut(&mut self) -> &mut OneDeck {
        &mut self.deck
    }

    fn round_dealt(&self) -> bool {
        let seat_cards = self.seats.all().iter().any(|seat| !seat.cards.is_empty());
        !self.player.is_empty() || seat_cards
    }

    fn clear_round(&mut self) {
        self.player.clear();
        self.seats.clear();
        self.dealer.clear();
        self.window = None;
        self.decided = false;
    }

    fn deal_card(
        &mut self,
        position: Position,
        barcode: Barcode,
        context: &DrawContext,
    ) -> Result<Step, TableError> {
        self.on_card(position, barcode, context)
    }

    fn open_window(&self) -> Option<(DecisionWindow, Timestamp)> {
        self.window()
            .map(|(window, closes_at)| (DecisionWindow::ThreeCard(window), closes_at))
    }

    /// Every player who did not decide folded (the default), and the dealer turns his cards.
    fn close_window(&mut self) {
        self.window = None;
        self.decided = true;
    }

    fn card_due(&self) -> Option<Position> {
        self.expected_card()
    }

    /// A card of the player box (in seats mode, of a seat) or of the dealer's hand: every
    /// line is settled again.
    fn reread_round(
        &self,
        settled: &crate::outcome::Outcome,
        reading: &Reading,
    ) -> Result<Reread, TableError> {
        let kind = self.config.kind();
        let settled = match settled {
            crate::outcome::Outcome::ThreeCard(settled) if !self.in_seats() => settled,
            crate::outcome::Outcome::ThreeCardSeats(settled) if self.in_seats() => {
                return self.reread_seats(settled, reading)
            }
            _ => return Err(settled_not_of_game(kind)),
        };
        let mut outcome = settled.clone();
        let replaced = replace_read_card(
            kind,
            reading,
            &mut [
                (Position::Player, &mut outcome.player),
                (Position::Dealer, &mut outcome.dealer),
            ],
        )?;
        let verdicts = self.verdicts(&outcome);
        Ok(Reread {
            replaced: Some(replaced),
            ..Reread::whole(crate::outcome::Outcome::ThreeCard(outcome), verdicts)
        })
    }

    /// The boxes (in seats mode, each seat's: `seat-3-ante`).
    fn offered_boxes(&self) -> Vec<MarketId> {
        let rules = self.config.rules();
        match self.in_seats() {
            true => markets::seats_offered(&rules),
            false => markets::offered(&rules),
        }
    }

    fn box_paytables(&self) -> Vec<(MarketId, Vec<PaytableLine>)> {
        let rules = self.config.rules();
        match self.in_seats() {
            true => markets::seats_paytables(&rules),
            false => markets::paytables(&rules),
        }
    }

    /// Every box for both decisions (`ante@play`, `ante@fold`, …); in seats mode each seat's
    /// boxes on its own decision (`seat-3-play`).
    fn settled_lines(&self) -> Vec<MarketId> {
        let rules = self.config.rules();
        match self.in_seats() {
            true => markets::seats_settled(&rules),
            false => markets::settled(&rules),
        }
    }

    /// In seats mode: a seat holder's bet, or play or fold.
    fn decide_seat(
        &mut self,
        decision: &PlayerDecision,
        context: &DrawContext,
    ) -> Result<Step, TableError> {
        match decision {
            PlayerDecision::ThreeCard(decision) if self.in_seats() => {
                self.seat_decision(*decision, context)
            }
            PlayerDecision::ThreeCard(_)
            | PlayerDecision::Blackjack(_)
            | PlayerDecision::Bulldog(_) => Err(TableError::NotExpected {
                observation: "player_decision",
                expected: "a seat holder's bet or decision, at a table in seats mode",
            }),
        }
    }

    /// In seats mode, a round nobody bet a seat on is over, with no card dealt.
    fn bets_closed(&mut self, _context: &DrawContext) -> Step {
        if !self.in_seats() || !self.seats.is_empty() {
            return Step::record(Vec::new());
        }
        let outcome = SeatsOutcome {
            game: self.config.game,
            dealer: None,
            seats: Vec::new(),
        };
        Step::then(Next::Settle(
            crate::outcome::Outcome::ThreeCardSeats(outcome),
            Vec::new(),
        ))
    }

    /// In seats mode, every seat that did not decide folds, recorded as the default.
    fn window_defaults(&mut self, context: &DrawContext) -> Vec<Decision> {
        let folded = self.seats.fold_the_rest();
        folded
            .into_iter()
            .map(|seat| decided(context, seat, ThreeCardDecision::Fold, true))
            .collect()
    }
}

impl ThreeCard {
    /// A settled round in seats mode read again with a seat's or the dealer's card corrected.
    fn reread_seats(
        &self,
        settled: &SeatsOutcome,
        reading: &Reading,
    ) -> Result<Reread, TableError> {
        let kind = self.config.kind();
        let mut outcome = settled.clone();
        let mut dealer: Vec<Card> = outcome.dealer.iter().flatten().copied().collect();
        let replaced = {
            let mut places = vec![(Position::Dealer, dealer.as_mut_slice())];
            let seats = outcome.seats.iter_mut();
            places.extend(seats.map(|hand| {
                let position = Position::Seat {
                    seat: hand.seat,
                    hand: 1,
                };
                (position, hand.cards.as_mut_slice())
            }));
            replace_read_card(kind, reading, &mut places)?
        };
        outcome.dealer = dealer.as_slice().try_into().ok();
        let verdicts = self.seats_verdicts(&outcome);
        Ok(Reread {
            replaced: Some(replaced),
            ..Reread::whole(crate::outcome::Outcome::ThreeCardSeats(outcome), verdicts)
        })
    }
}

/// A seat's decision as recorded: taken by its holder, or the default.
fn decided(
    context: &DrawContext,
    seat: u8,
    decision: ThreeCardDecision,
    by_default: bool,
) -> Decision {
    Decision::PlayerDecided {
        draw: context.draw,
        seat,
        hand: 1,
        action: PlayerAction::ThreeCard(decision),
        by_default,
    }
}
