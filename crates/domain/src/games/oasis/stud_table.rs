//! An Oasis Stud Poker table of version A or C in common-hand mode (house-games.md): the deck,
//! the common hand, the dealer's up card, the decision window and the dealer's other cards,
//! turned and scanned at the reveal.
//!
//! A round: the betting round (ante and bonus) → the deal, one card at a time: the player
//! box's five face up and scanned, the dealer's first four face down and not scanned, his
//! fifth face up and scanned (the up card) → one decision window, every player continuing or
//! folding on the common hand → the dealer turns his four other cards, each scanned →
//! settlement of every box for both decisions. A card shown before its time (while bets are
//! taken, a dealer card before the player box holds its five, or while the players decide) is
//! a misdeal: the round is held for a supervisor, who cancels it.

use super::config::OasisConfig;
use super::markets;
use super::outcome::Outcome;
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
use crate::games::shoe_in_play::{Dealing, ShoeInPlay};
use crate::kind::GameKind;
use crate::market::{MarketId, MarketVerdict, PaytableLine};
use crate::player::DecisionWindow;
use crate::position::Position;
use crate::time::Timestamp;
use serde::{Deserialize, Serialize};

/// Cards in each hand.
pub const HAND: usize = 5;

/// An Oasis Stud Poker table of version A or C: its configuration, deck and the round in
/// progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StudTable {
    config: OasisConfig,
    /// The deck and whether it was shuffled for the round.
    #[serde(flatten)]
    deck: OneDeck,
    /// The common hand so far.
    player: Vec<Card>,
    /// The dealer's cards seen so far: the up card, then those turned at the reveal.
    dealer: Vec<Card>,
    /// When the open decision window closes.
    window: Option<Timestamp>,
    /// The decision window has closed: the dealer reveals.
    decided: bool,
}

impl StudTable {
    /// A table of `config` with no deck loaded.
    pub fn new(config: OasisConfig) -> StudTable {
        StudTable {
            config,
            deck: OneDeck::default(),
            player: Vec::new(),
            dealer: Vec::new(),
            window: None,
            decided: false,
        }
    }

    /// The table's configuration.
    pub fn config(&self) -> &OasisConfig {
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

    /// The dealer's cards seen so far, the up card first.
    pub fn dealer(&self) -> &[Card] {
        &self.dealer
    }

    /// The decision window open now and when it closes.
    pub fn window(&self) -> Option<(Window, Timestamp)> {
        self.window
            .map(|closes_at| (Window::ContinueOrFold, closes_at))
    }

    /// Where the next card goes: the player box until it holds five, then the dealer's up
    /// card, then (after the window) his other four; `None` while the players decide and once
    /// the round is complete.
    pub fn expected_card(&self) -> Option<Position> {
        if self.player.len() < HAND {
            Some(Position::Player)
        } else if self.dealer.is_empty() || (self.decided && self.dealer.len() < HAND) {
            Some(Position::Dealer)
        } else {
            None
        }
    }

    fn on_card(
        &mut self,
        position: Position,
        barcode: Barcode,
        context: &DrawContext,
    ) -> Result<Step, TableError> {
        if !matches!(position, Position::Player | Position::Dealer) {
            return Err(TableError::NoSuchPosition {
                game: GameKind::OasisStud,
                position,
            });
        }
        let expected = self.expected_card();
        // The dealer's cards are shown only after the player box's five: the up card, then the
        // rest once the players have decided.
        let early = self.window.is_some()
            || (position == Position::Dealer && expected == Some(Position::Player));
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
            _ => self.dealer.push(card),
        }
        if self.dealer.len() == 1 && !self.decided && self.window.is_none() {
            let closes_at = context.at.after(self.config.decision_window);
            self.window = Some(closes_at);
            decisions.push(Decision::DecisionWindowOpened {
                draw: context.draw,
                window: DecisionWindow::Oasis(Window::ContinueOrFold),
                closes_at,
            });
        }
        Ok(Step {
            decisions,
            next: self.after_card(),
        })
    }

    /// Settled once the dealer's last card is turned.
    fn after_card(&self) -> Next {
        match self.outcome() {
            Some(outcome) => {
                let verdicts = self.verdicts(&outcome);
                Next::Settle(crate::outcome::Outcome::Oasis(outcome), verdicts)
            }
            None => Next::Continue,
        }
    }

    /// The round's outcome, once both hands are complete.
    fn outcome(&self) -> Option<Outcome> {
        Some(Outcome {
            version: self.config.version,
            player: self.player.as_slice().try_into().ok()?,
            dealer: self.dealer.as_slice().try_into().ok()?,
        })
    }

    fn verdicts(&self, outcome: &Outcome) -> Vec<MarketVerdict> {
        markets::settle_all(&self.config.rules(), outcome.player, outcome.dealer)
    }
}

impl CommonHandTable for StudTable {
    fn kind(&self) -> GameKind {
        GameKind::OasisStud
    }

    fn one_deck(&self) -> &OneDeck {
        &self.deck
    }

    fn one_deck_mut(&mut self) -> &mut OneDeck {
        &mut self.deck
    }

    fn round_dealt(&self) -> bool {
        !self.player.is_empty()
    }

    fn clear_round(&mut self) {
        self.player.clear();
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
            .map(|(window, closes_at)| (DecisionWindow::Oasis(window), closes_at))
    }

    /// Every player who did not decide folded (the default), and the dealer turns his other cards.
    fn close_window(&mut self) {
        self.window = None;
        self.decided = true;
    }

    fn card_due(&self) -> Option<Position> {
        self.expected_card()
    }

    /// A card of the player box or of the dealer's hand: every line is settled again.
    fn reread_round(
        &self,
        settled: &crate::outcome::Outcome,
        reading: &Reading,
    ) -> Result<Reread, TableError> {
        let crate::outcome::Outcome::Oasis(settled) = settled else {
            return Err(settled_not_of_game(GameKind::OasisStud));
        };
        let mut outcome = settled.clone();
        let replaced = replace_read_card(
            GameKind::OasisStud,
            reading,
            &mut [
                (Position::Player, &mut outcome.player),
                (Position::Dealer, &mut outcome.dealer),
            ],
        )?;
        let verdicts = self.verdicts(&outcome);
        Ok(Reread {
            replaced: Some(replaced),
            ..Reread::whole(crate::outcome::Outcome::Oasis(outcome), verdicts)
        })
    }

    fn offered_boxes(&self) -> Vec<MarketId> {
        markets::offered(&self.config.rules())
    }

    fn box_paytables(&self) -> Vec<(MarketId, Vec<PaytableLine>)> {
        markets::paytables(&self.config.rules())
    }

    /// Every box for both decisions (`ante@continue`, `bet@fold`, …).
    fn settled_lines(&self) -> Vec<MarketId> {
        markets::settled(&self.config.rules())
    }
}
