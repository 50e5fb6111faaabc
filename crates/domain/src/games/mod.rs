//! The seven live games, one module each, behind one trait the table drives.

pub mod baccarat;
pub mod dice5;
pub mod lotto;
pub mod poker6;
pub mod shoe_in_play;
pub mod single_round;
pub mod war;
pub mod wheel;

use crate::decision::{CancelReason, Decision, DrawNumber, FloorInstruction, Incident};
use crate::error::TableError;
use crate::market::{MarketId, Verdict};
use crate::observation::Observation;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Which game a table runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameKind {
    /// Bet on Baccarat.
    Baccarat,
    /// War of Bets.
    War,
    /// Bet on Poker: six hold'em hands.
    Poker6,
    /// Wheel of Fortune, 19 sectors.
    Wheel,
    /// Five-dice game.
    Dice5,
    /// Lottery 5 of 36.
    Lotto5Of36,
    /// Lottery 7 of 42.
    Lotto7Of42,
}

impl GameKind {
    /// Every game.
    pub const ALL: [GameKind; 7] = [
        GameKind::Baccarat,
        GameKind::War,
        GameKind::Poker6,
        GameKind::Wheel,
        GameKind::Dice5,
        GameKind::Lotto5Of36,
        GameKind::Lotto7Of42,
    ];

    /// The game's stable name: `baccarat war poker6 wheel dice5 lotto5-36 lotto7-42`.
    pub fn name(self) -> &'static str {
        match self {
            GameKind::Baccarat => "baccarat",
            GameKind::War => "war",
            GameKind::Poker6 => "poker6",
            GameKind::Wheel => "wheel",
            GameKind::Dice5 => "dice5",
            GameKind::Lotto5Of36 => "lotto5-36",
            GameKind::Lotto7Of42 => "lotto7-42",
        }
    }

    /// The game of a stable name.
    pub fn from_name(name: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|kind| kind.name() == name)
    }

    /// Wheel, dice and lotteries have one betting round per draw.
    pub fn is_single_round(self) -> bool {
        !matches!(self, GameKind::Baccarat | GameKind::War | GameKind::Poker6)
    }

    /// The ball-machine lotteries, which run on a schedule.
    pub fn is_lottery(self) -> bool {
        matches!(self, GameKind::Lotto5Of36 | GameKind::Lotto7Of42)
    }

    /// The observation kinds ([`Observation::kind`]) a table of this game takes; any other
    /// kind is another game's event (`TableError::WrongGame`). Gateways check it before
    /// journaling, so that a dice roll never reaches a baccarat table's journal.
    pub fn observation_kinds(self) -> &'static [&'static str] {
        match self {
            GameKind::Baccarat | GameKind::War => &[
                "shoe_loaded",
                "shuffle_done",
                "card_scanned",
                "card_unreadable",
            ],
            GameKind::Poker6 => &[
                "shoe_loaded",
                "shuffle_done",
                "card_scanned",
                "card_unreadable",
                "discard_dealt",
            ],
            GameKind::Wheel => &[
                "wheel_spin_started",
                "wheel_spin_stopped",
                "wheel_speed_alarm",
            ],
            GameKind::Dice5 => &["dice_settled"],
            GameKind::Lotto5Of36 | GameKind::Lotto7Of42 => {
                &["balls_presented", "ball_drawn", "ball_count"]
            }
        }
    }

    /// Whether a table of this game takes observations of `kind`.
    pub fn takes(self, kind: &str) -> bool {
        self.observation_kinds().contains(&kind)
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A game and its options.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GameConfig {
    /// Bet on Baccarat from a six-deck shoe.
    Baccarat,
    /// War of Bets from a six-deck shoe.
    War,
    /// Bet on Poker from one deck.
    Poker6,
    /// Wheel of Fortune.
    Wheel,
    /// Five dice.
    Dice5,
    /// A ball-machine lottery (5/36 or 7/42) and its ball colours.
    Lotto(lotto::LottoConfig),
}

impl GameConfig {
    /// The default configuration of `kind`.
    pub fn of(kind: GameKind) -> GameConfig {
        match kind {
            GameKind::Baccarat => GameConfig::Baccarat,
            GameKind::War => GameConfig::War,
            GameKind::Poker6 => GameConfig::Poker6,
            GameKind::Wheel => GameConfig::Wheel,
            GameKind::Dice5 => GameConfig::Dice5,
            GameKind::Lotto5Of36 => GameConfig::Lotto(lotto::LottoConfig::five_of_36()),
            GameKind::Lotto7Of42 => GameConfig::Lotto(lotto::LottoConfig::seven_of_42()),
        }
    }

    /// Which game this is.
    pub fn kind(&self) -> GameKind {
        match self {
            GameConfig::Baccarat => GameKind::Baccarat,
            GameConfig::War => GameKind::War,
            GameConfig::Poker6 => GameKind::Poker6,
            GameConfig::Wheel => GameKind::Wheel,
            GameConfig::Dice5 => GameKind::Dice5,
            GameConfig::Lotto(config) => config.kind(),
        }
    }
}

/// What a draw ended with, per game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    /// Baccarat's hands.
    Baccarat(baccarat::Outcome),
    /// War's two cards.
    War(war::Outcome),
    /// Poker's hands and board.
    Poker6(poker6::Outcome),
    /// The wheel's sector.
    Wheel(wheel::Outcome),
    /// The five dice.
    Dice5(dice5::Outcome),
    /// The winning balls.
    Lotto(lotto::Outcome),
}

/// The draw being played, as a game sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DrawContext {
    /// The draw.
    pub draw: DrawNumber,
    /// The betting round open now, if any.
    pub open_round: Option<u8>,
}

/// What a game makes of one observation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// Facts to record (card dealt, card burned, repeat, …).
    pub decisions: Vec<Decision>,
    /// What the table does next.
    pub next: Next,
}

/// The table's next move after an observation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Next {
    /// Nothing more: wait for the next observation.
    Continue,
    /// Open the draw's next betting round, with fresh odds.
    OpenRound,
    /// Hold the draw for a supervisor; the observation was not applied.
    Hold(Incident),
    /// Cancel the draw (a fault whose consequence the rules fix).
    Cancel(CancelReason),
    /// The draw is complete: its outcome and every market's verdict.
    Settle(Outcome, Vec<(MarketId, Verdict)>),
}

impl Step {
    /// A step that records `decisions` and waits for more.
    pub fn record(decisions: Vec<Decision>) -> Step {
        Step {
            decisions,
            next: Next::Continue,
        }
    }

    /// A step that records nothing and goes to `next`.
    pub fn then(next: Next) -> Step {
        Step {
            decisions: Vec::new(),
            next,
        }
    }
}

/// One game's rules as a state machine over the physical events of its draws.
///
/// The table owns the clock and the betting rounds; a game owns its equipment (shoe, deck,
/// wheel, dice, balls), the dealing order and what an event means. A game changes nothing when
/// it returns an error or [`Next::Hold`].
pub trait GameRules {
    /// Why no draw can start now (no shoe loaded, …), as the floor's instruction; `None` when
    /// a draw can start.
    fn blocked(&self) -> Option<FloorInstruction>;

    /// A new draw starts.
    fn begin_draw(&mut self);

    /// An observation while no draw is in progress (a shoe loaded, a shuffle).
    fn between_draws(&mut self, observation: &Observation) -> Result<Vec<Decision>, TableError>;

    /// An observation during the draw `context.draw`.
    fn during_draw(
        &mut self,
        observation: &Observation,
        context: &DrawContext,
    ) -> Result<Step, TableError>;

    /// A supervisor confirmed a correction of `incident`: the held reading is discarded. Most
    /// games kept nothing of it (a held reading is never applied), so the default does nothing.
    fn correction_confirmed(&mut self, _incident: &Incident) {}

    /// The draw ended (settled or cancelled); e.g. a shoe change becomes due. Nothing by
    /// default.
    fn end_draw(&mut self) -> Vec<Decision> {
        Vec::new()
    }

    /// The markets offered in betting round `round` (1-based) of the current draw.
    fn markets(&self, round: u8) -> Vec<MarketId>;

    /// What the floor does next while no betting round is open.
    fn instruction(&self) -> FloorInstruction;
}

/// The game of one table, whichever it is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Game {
    /// Bet on Baccarat.
    Baccarat(baccarat::Baccarat),
    /// War of Bets.
    War(war::War),
    /// Bet on Poker.
    Poker6(poker6::Poker6),
    /// Wheel of Fortune.
    Wheel(wheel::Wheel),
    /// Five dice.
    Dice5(dice5::Dice5),
    /// A lottery.
    Lotto(lotto::Lotto),
}

macro_rules! each_game {
    ($game:expr, $rules:ident => $body:expr) => {
        match $game {
            Game::Baccarat($rules) => $body,
            Game::War($rules) => $body,
            Game::Poker6($rules) => $body,
            Game::Wheel($rules) => $body,
            Game::Dice5($rules) => $body,
            Game::Lotto($rules) => $body,
        }
    };
}

impl Game {
    /// A fresh game for `config` (card games start without a shoe).
    pub fn new(config: &GameConfig) -> Game {
        match config {
            GameConfig::Baccarat => Game::Baccarat(baccarat::Baccarat::default()),
            GameConfig::War => Game::War(war::War::default()),
            GameConfig::Poker6 => Game::Poker6(poker6::Poker6::default()),
            GameConfig::Wheel => Game::Wheel(wheel::Wheel::default()),
            GameConfig::Dice5 => Game::Dice5(dice5::Dice5::default()),
            GameConfig::Lotto(config) => Game::Lotto(lotto::Lotto::new(config.clone())),
        }
    }

    /// The rules behind the enum.
    pub fn rules(&self) -> &dyn GameRules {
        each_game!(self, rules => rules)
    }

    /// The rules behind the enum, mutable.
    pub fn rules_mut(&mut self) -> &mut dyn GameRules {
        each_game!(self, rules => rules)
    }
}

/// `Win` when `won`, else `Lose`.
pub fn win_if(won: bool) -> Verdict {
    if won {
        Verdict::Win
    } else {
        Verdict::Lose
    }
}

#[cfg(test)]
mod kinds_tests;
