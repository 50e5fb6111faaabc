//! A hold'em table in common-hand mode (house-games.md): the deck, the common hand, the board,
//! a decision window at each street the game decides at, and the dealer's hole cards, turned
//! and scanned at the reveal.
//!
//! A round: the betting round (the unit box and the side box) → the deal, one card at a time:
//! the player box's two hole cards face up and scanned, the dealer's two face down and not
//! scanned (the backend knows only that they are there) → at each street the game decides at
//! (before the flop, on the flop, the turn, the river), the community cards up to it, turned
//! and scanned, then a window, every player deciding on the common hand → the rest of the
//! board → the dealer turns his two cards, each scanned → settlement of every box for every
//! decision path. Every card is dealt in common-hand mode, whoever folded. A card shown before
//! its time (while bets are taken, a community card while the players decide, a dealer card
//! before the board is out) is a misdeal: the round is held for a supervisor, who cancels it.

use super::config::HoldemConfig;
use super::markets;
use super::outcome::Outcome;
use super::variant::HoldemVariant;
use super::window::{Street, Window};
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
use std::sync::OnceLock;

/// Hole cards in each hand.
pub const HOLE: usize = 2;

/// Community cards.
pub const BOARD: usize = 5;

/// A hold'em table: its configuration, deck and the round in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HoldemTable {
    config: HoldemConfig,
    /// The deck and whether it was shuffled for the round.
    #[serde(flatten)]
    deck: OneDeck,
    /// The common hand's hole cards so far.
    player: Vec<Card>,
    /// The community cards turned so far.
    board: Vec<Card>,
    /// The dealer's hole cards turned so far.
    dealer: Vec<Card>,
    /// The decision window open now and when it closes.
    window: Option<(Window, Timestamp)>,
    /// How many decision windows have closed.
    decided: usize,
}

/// The board sizes `variant`'s players decide at. They are its decision tree's, which the
/// paytables do not change, so they are worked out once per game rather than on every card.
fn window_boards(variant: HoldemVariant) -> &'static [usize] {
    static BOARDS: OnceLock<Vec<(HoldemVariant, Vec<usize>)>> = OnceLock::new();
    let boards = BOARDS.get_or_init(|| {
        HoldemVariant::ALL
            .into_iter()
            .map(|variant| (variant, HoldemConfig::of(variant).rules().window_boards()))
            .collect()
    });
    boards
        .iter()
        .find(|(game, _)| *game == variant)
        .map_or(&[], |(_, boards)| boards.as_slice())
}

impl HoldemTable {
    /// A table of `config` with no deck loaded.
    pub fn new(config: HoldemConfig) -> HoldemTable {
        HoldemTable {
            config,
            deck: OneDeck::default(),
            player: Vec::new(),
            board: Vec::new(),
            dealer: Vec::new(),
            window: None,
            decided: 0,
        }
    }

    /// The table's configuration.
    pub fn config(&self) -> &HoldemConfig {
        &self.config
    }

    /// The deck in play.
    pub fn deck(&self) -> &ShoeInPlay {
        self.deck.deck()
    }

    /// The common hand's hole cards dealt so far.
    pub fn player(&self) -> &[Card] {
        &self.player
    }

    /// The community cards turned so far.
    pub fn board(&self) -> &[Card] {
        &self.board
    }

    /// The dealer's cards turned so far.
    pub fn dealer(&self) -> &[Card] {
        &self.dealer
    }

    /// The decision window open now and when it closes.
    pub fn window(&self) -> Option<(Window, Timestamp)> {
        self.window
    }

    /// The options taken before the open window by a player who took the default at every
    /// earlier one where that leads to it, else the other option (Dynamic Poker's river
    /// decision is only for who made the turn bet): the decision point its values are of.
    pub fn taken_before(&self, street: Street) -> Vec<&'static str> {
        self.config.rules().taken_before(street.board())
    }

    /// The board sizes the game's players decide at, in dealing order.
    fn window_boards(&self) -> &'static [usize] {
        window_boards(self.config.variant)
    }

    /// Where the next card goes: the player box until it holds two, the board up to the next
    /// street decided at, then the rest of the board and the dealer's two; `None` while the
    /// players decide and once the round is complete.
    pub fn expected_card(&self) -> Option<Position> {
        if self.player.len() < HOLE {
            return Some(Position::Player);
        }
        if self.window.is_some() {
            return None;
        }
        let next_window = self.window_boards().get(self.decided).copied();
        match next_window {
            Some(board) if self.board.len() < board => Some(Position::Board),
            Some(_) => None,
            None if self.board.len() < BOARD => Some(Position::Board),
            None if self.dealer.len() < HOLE => Some(Position::Dealer),
            None => None,
        }
    }

    /// The window the card just dealt opens: once the hole cards are out, at each board the
    /// game decides at.
    fn window_due(&self) -> Option<Window> {
        if self.player.len() < HOLE || self.window.is_some() {
            return None;
        }
        let board = *self.window_boards().get(self.decided)?;
        (self.board.len() == board).then_some(Window {
            variant: self.config.variant,
            street: Street::at(board)?,
        })
    }

    fn on_card(
        &mut self,
        position: Position,
        barcode: Barcode,
        context: &DrawContext,
    ) -> Result<Step, TableError> {
        if !matches!(
            position,
            Position::Player | Position::Board | Position::Dealer
        ) {
            return Err(TableError::NoSuchPosition {
                game: self.config.kind(),
                position,
            });
        }
        let expected = self.expected_card();
        // Community cards are turned only once the players have decided, the dealer's once
        // the board is out.
        let early = self.window.is_some()
            || (position == Position::Dealer && expected != Some(Position::Dealer))
            || (position == Position::Board && expected == Some(Position::Player));
        let (card, dealt) = match self
            .deck
            .deal(barcode, (position, expected), early, context)?
        {
            Dealing::Handled(step) => return Ok(step),
            Dealing::Dealt(card, dealt) => (card, dealt),
        };
        match position {
            Position::Player => self.player.push(card),
            Position::Board => self.board.push(card),
            _ => self.dealer.push(card),
        }
        let mut decisions = vec![dealt];
        if let Some(window) = self.window_due() {
            let closes_at = context.at.after(self.config.decision_window);
            self.window = Some((window, closes_at));
            decisions.push(Decision::DecisionWindowOpened {
                draw: context.draw,
                window: DecisionWindow::Holdem(window),
                closes_at,
            });
        }
        Ok(Step {
            decisions,
            next: self.after_card(),
        })
    }

    /// Settled once the dealer's second card is turned.
    fn after_card(&self) -> Next {
        match self.outcome() {
            Some(outcome) => {
                let verdicts = self.verdicts(&outcome);
                Next::Settle(crate::outcome::Outcome::Holdem(outcome), verdicts)
            }
            None => Next::Continue,
        }
    }

    /// The round's outcome, once every card is out.
    fn outcome(&self) -> Option<Outcome> {
        Some(Outcome {
            variant: self.config.variant,
            player: self.player.as_slice().try_into().ok()?,
            board: self.board.as_slice().try_into().ok()?,
            dealer: self.dealer.as_slice().try_into().ok()?,
        })
    }

    fn verdicts(&self, outcome: &Outcome) -> Vec<MarketVerdict> {
        markets::settle_all(&self.config, &outcome.deal())
    }
}

impl CommonHandTable for HoldemTable {
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
        self.board.clear();
        self.dealer.clear();
        self.window = None;
        self.decided = 0;
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
        self.window
            .map(|(window, closes_at)| (DecisionWindow::Holdem(window), closes_at))
    }

    /// Every player who did not decide took the default (fold where it is an option, else
    /// check), and the dealer deals on.
    fn close_window(&mut self) {
        if self.window.take().is_some() {
            self.decided += 1;
        }
    }

    fn card_due(&self) -> Option<Position> {
        self.expected_card()
    }

    /// A card of the player box, the board or the dealer's hand: every line is settled again.
    fn reread_round(
        &self,
        settled: &crate::outcome::Outcome,
        reading: &Reading,
    ) -> Result<Reread, TableError> {
        let kind = self.config.kind();
        let crate::outcome::Outcome::Holdem(settled) = settled else {
            return Err(settled_not_of_game(kind));
        };
        let mut outcome = settled.clone();
        let replaced = replace_read_card(
            kind,
            reading,
            &mut [
                (Position::Player, &mut outcome.player),
                (Position::Board, &mut outcome.board),
                (Position::Dealer, &mut outcome.dealer),
            ],
        )?;
        let verdicts = self.verdicts(&outcome);
        Ok(Reread {
            replaced: Some(replaced),
            ..Reread::whole(crate::outcome::Outcome::Holdem(outcome), verdicts)
        })
    }

    fn offered_boxes(&self) -> Vec<MarketId> {
        markets::offered(&self.config)
    }

    fn box_paytables(&self) -> Vec<(MarketId, Vec<PaytableLine>)> {
        markets::paytables(&self.config)
    }

    /// Every box of every decision path (`play@check-bet_2x`, …).
    fn settled_lines(&self) -> Vec<MarketId> {
        markets::settled(&self.config)
    }
}
