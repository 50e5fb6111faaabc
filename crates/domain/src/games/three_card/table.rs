//! A three-card table in common-hand mode (house-games.md): the deck, the common hand, the
//! decision window and the dealer's cards, turned and scanned at the reveal.
//!
//! A round: the betting round (ante and side box) → the deal, one card at a time, the player
//! box's three cards face up and scanned, the dealer's three face down and not scanned (the
//! backend knows only that they are there) → one decision window, every player deciding on
//! the common hand → the dealer turns his three cards, each scanned → settlement of every box
//! for both decisions. A card shown before its time (while bets are taken, or the dealer's
//! while the players decide) is a misdeal: the round is held for a supervisor, who cancels it.

use super::config::ThreeCardConfig;
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
use crate::poker::three_card::evaluate;
use crate::position::Position;
use crate::time::Timestamp;
use serde::{Deserialize, Serialize};

/// Cards in each hand.
pub const HAND: usize = 3;

/// A three-card table: its configuration, deck and the round in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ThreeCard {
    config: ThreeCardConfig,
    /// The deck and whether it was shuffled for the round.
    #[serde(flatten)]
    deck: OneDeck,
    /// The common hand so far.
    player: Vec<Card>,
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

    /// The dealer's cards turned so far.
    pub fn dealer(&self) -> &[Card] {
        &self.dealer
    }

    /// The decision window open now and when it closes.
    pub fn window(&self) -> Option<(Window, Timestamp)> {
        self.window.map(|closes_at| (Window::PlayOrFold, closes_at))
    }

    /// Where the next card goes: the player box until it holds three, then (after the
    /// window) the dealer's; `None` while the players decide and once the round is complete.
    pub fn expected_card(&self) -> Option<Position> {
        if self.player.len() < HAND {
            Some(Position::Player)
        } else if self.decided && self.dealer.len() < HAND {
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
                game: self.config.kind(),
                position,
            });
        }
        let expected = self.expected_card();
        // The dealer's cards are turned only once the players have decided.
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
        if self.player.len() == HAND && !self.decided && self.window.is_none() {
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

    /// A card of the player box or of the dealer's hand: every line is settled again.
    fn reread_round(
        &self,
        settled: &crate::outcome::Outcome,
        reading: &Reading,
    ) -> Result<Reread, TableError> {
        let kind = self.config.kind();
        let crate::outcome::Outcome::ThreeCard(settled) = settled else {
            return Err(settled_not_of_game(kind));
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

    fn offered_boxes(&self) -> Vec<MarketId> {
        markets::offered(&self.config.rules())
    }

    fn box_paytables(&self) -> Vec<(MarketId, Vec<PaytableLine>)> {
        markets::paytables(&self.config.rules())
    }

    /// Every box for both decisions (`ante@play`, `ante@fold`, …).
    fn settled_lines(&self) -> Vec<MarketId> {
        markets::settled(&self.config.rules())
    }
}
