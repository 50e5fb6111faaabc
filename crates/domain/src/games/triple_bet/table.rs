//! A Triple Bet Poker table in common-hand mode (house-games.md): the deck, the common hand,
//! the two decision windows and the community cards, each turned and scanned after a window.
//!
//! A round: the betting round (the three bets and the bonus) → the deal, one card at a time:
//! the player box's three cards face up and scanned, the two community cards face down and not
//! scanned → decision 1 (`bet_1`: ride or withdraw) → community card 1 turned and scanned →
//! decision 2 (`bet_2`) → community card 2 turned and scanned → settlement of every bet for
//! every decision path. A card shown before its time (while bets are taken, or a community
//! card while the players decide) is a misdeal: the round is held for a supervisor, who
//! cancels it.

use super::config::TripleBetConfig;
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

/// The player box's cards.
pub const OWN: usize = 3;

/// The community cards.
pub const COMMUNITY: usize = 2;

/// Where the common hand's cards go.
pub const PLAYER_BOX: Position = Position::Player;

/// Where the community cards are turned.
pub const BOARD: Position = Position::Board;

/// A Triple Bet Poker table: its configuration, deck and the round in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TripleBet {
    config: TripleBetConfig,
    /// The deck and whether it was shuffled for the round.
    #[serde(flatten)]
    deck: OneDeck,
    /// The common hand so far.
    own: Vec<Card>,
    /// The community cards turned so far.
    community: Vec<Card>,
    /// The decision window open now and when it closes.
    window: Option<(Window, Timestamp)>,
    /// How many decision windows have closed (0 to 2): one community card may be turned per
    /// window closed.
    decided: usize,
}

impl TripleBet {
    /// A table of `config` with no deck loaded.
    pub fn new(config: TripleBetConfig) -> TripleBet {
        TripleBet {
            config,
            deck: OneDeck::default(),
            own: Vec::new(),
            community: Vec::new(),
            window: None,
            decided: 0,
        }
    }

    /// The table's configuration.
    pub fn config(&self) -> &TripleBetConfig {
        &self.config
    }

    /// The deck in play.
    pub fn deck(&self) -> &ShoeInPlay {
        self.deck.deck()
    }

    /// The common hand dealt so far.
    pub fn own(&self) -> &[Card] {
        &self.own
    }

    /// The community cards turned so far.
    pub fn community(&self) -> &[Card] {
        &self.community
    }

    /// The decision window open now and when it closes.
    pub fn window(&self) -> Option<(Window, Timestamp)> {
        self.window
    }

    /// Where the next card goes: the player box until it holds three, then a community card
    /// after each window; `None` while the players decide and once the round is complete.
    pub fn expected_card(&self) -> Option<Position> {
        if self.own.len() < OWN {
            Some(PLAYER_BOX)
        } else if self.window.is_none() && self.community.len() < self.decided {
            Some(BOARD)
        } else {
            None
        }
    }

    /// The window a card just dealt opens: decision 1 on the third own card, decision 2 on
    /// the first community card.
    fn window_due(&self) -> Option<Window> {
        match (self.own.len(), self.community.len(), self.decided) {
            (OWN, 0, 0) => Some(Window::FirstBet),
            (OWN, 1, 1) => Some(Window::SecondBet),
            _ => None,
        }
    }

    fn on_card(
        &mut self,
        position: Position,
        barcode: Barcode,
        context: &DrawContext,
    ) -> Result<Step, TableError> {
        if !matches!(position, PLAYER_BOX | BOARD) {
            return Err(TableError::NoSuchPosition {
                game: self.config.kind(),
                position,
            });
        }
        let expected = self.expected_card();
        // A community card is turned only once the players have decided.
        let early = self.window.is_some() || (position == BOARD && expected != Some(BOARD));
        let (card, dealt) = match self
            .deck
            .deal(barcode, (position, expected), early, context)?
        {
            Dealing::Handled(step) => return Ok(step),
            Dealing::Dealt(card, dealt) => (card, dealt),
        };
        match position {
            PLAYER_BOX => self.own.push(card),
            _ => self.community.push(card),
        }
        let mut decisions = vec![dealt];
        if let Some(window) = self.window_due() {
            let closes_at = context.at.after(self.config.decision_window);
            self.window = Some((window, closes_at));
            decisions.push(Decision::DecisionWindowOpened {
                draw: context.draw,
                window: DecisionWindow::TripleBet(window),
                closes_at,
            });
        }
        Ok(Step {
            decisions,
            next: self.after_card(),
        })
    }

    /// Settled once the second community card is turned.
    fn after_card(&self) -> Next {
        match self.outcome() {
            Some(outcome) => {
                let verdicts = self.verdicts(&outcome);
                Next::Settle(crate::outcome::Outcome::TripleBet(outcome), verdicts)
            }
            None => Next::Continue,
        }
    }

    /// The round's outcome, once all five cards are out.
    fn outcome(&self) -> Option<Outcome> {
        Some(Outcome {
            game: self.config.game,
            own: self.own.as_slice().try_into().ok()?,
            community: self.community.as_slice().try_into().ok()?,
        })
    }

    fn verdicts(&self, outcome: &Outcome) -> Vec<MarketVerdict> {
        markets::settle_all(&self.config.rules(), outcome.five())
    }
}

impl CommonHandTable for TripleBet {
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
        !self.own.is_empty()
    }

    fn clear_round(&mut self) {
        self.own.clear();
        self.community.clear();
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
            .map(|(window, closes_at)| (DecisionWindow::TripleBet(window), closes_at))
    }

    /// Every player who did not decide withdrew the bet (the default), and the dealer turns the
    /// next community card.
    fn close_window(&mut self) {
        if self.window.take().is_some() {
            self.decided += 1;
        }
    }

    fn card_due(&self) -> Option<Position> {
        self.expected_card()
    }

    /// A card of the player box or a community card: every line is settled again.
    fn reread_round(
        &self,
        settled: &crate::outcome::Outcome,
        reading: &Reading,
    ) -> Result<Reread, TableError> {
        let kind = self.config.kind();
        let crate::outcome::Outcome::TripleBet(settled) = settled else {
            return Err(settled_not_of_game(kind));
        };
        let mut outcome = settled.clone();
        let replaced = replace_read_card(
            kind,
            reading,
            &mut [
                (PLAYER_BOX, &mut outcome.own),
                (BOARD, &mut outcome.community),
            ],
        )?;
        let verdicts = self.verdicts(&outcome);
        Ok(Reread {
            replaced: Some(replaced),
            ..Reread::whole(crate::outcome::Outcome::TripleBet(outcome), verdicts)
        })
    }

    fn offered_boxes(&self) -> Vec<MarketId> {
        markets::offered(&self.config.rules())
    }

    fn box_paytables(&self) -> Vec<(MarketId, Vec<PaytableLine>)> {
        markets::paytables(&self.config.rules())
    }

    /// Every bet for every decision path (`bet_1@ride`, `bet_1@withdraw`, …, `bonus`).
    fn settled_lines(&self) -> Vec<MarketId> {
        markets::settled(&self.config.rules())
    }
}
