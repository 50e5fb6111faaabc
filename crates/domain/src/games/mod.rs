//! The thirteen games, one module each, behind one trait the table drives: seven live-odds
//! games, five fixed-payout table games (table-games.md) and blackjack, whose players decide
//! during the draw.

pub mod baccarat;
pub mod blackjack;
pub mod dice5;
pub mod fixed_payout;
pub mod lotto;
pub mod lucky_dice;
pub mod money_wheel;
pub mod poker6;
pub mod punto_banco;
pub mod roulette;
pub mod shoe_in_play;
pub mod sic_bo;
pub mod single_round;
pub mod war;
pub mod wheel;

use crate::decision::{CancelReason, Decision, DrawNumber, FloorInstruction, Incident};
use crate::error::TableError;
use crate::market::{MarketId, MarketVerdict, Verdict};
use crate::observation::Observation;
use crate::time::Timestamp;
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
    /// Roulette, single or double zero.
    Roulette,
    /// The 54-sector money wheel.
    MoneyWheel,
    /// Sic bo: three dice.
    SicBo,
    /// Lucky dice: a red and a green die.
    LuckyDice,
    /// Punto banco from a six-deck shoe.
    PuntoBanco,
    /// Blackjack: seven seats, one version A–S, players decide during the draw.
    Blackjack,
}

impl GameKind {
    /// Every game.
    pub const ALL: [GameKind; 13] = [
        GameKind::Baccarat,
        GameKind::War,
        GameKind::Poker6,
        GameKind::Wheel,
        GameKind::Dice5,
        GameKind::Lotto5Of36,
        GameKind::Lotto7Of42,
        GameKind::Roulette,
        GameKind::MoneyWheel,
        GameKind::SicBo,
        GameKind::LuckyDice,
        GameKind::PuntoBanco,
        GameKind::Blackjack,
    ];

    /// The game's stable name: `baccarat war poker6 wheel dice5 lotto5-36 lotto7-42 roulette
    /// money-wheel sic-bo lucky-dice punto-banco blackjack`.
    pub fn name(self) -> &'static str {
        match self {
            GameKind::Baccarat => "baccarat",
            GameKind::War => "war",
            GameKind::Poker6 => "poker6",
            GameKind::Wheel => "wheel",
            GameKind::Dice5 => "dice5",
            GameKind::Lotto5Of36 => "lotto5-36",
            GameKind::Lotto7Of42 => "lotto7-42",
            GameKind::Roulette => "roulette",
            GameKind::MoneyWheel => "money-wheel",
            GameKind::SicBo => "sic-bo",
            GameKind::LuckyDice => "lucky-dice",
            GameKind::PuntoBanco => "punto-banco",
            GameKind::Blackjack => "blackjack",
        }
    }

    /// The fixed-payout games (table-games.md, and blackjack's posted payouts): a win pays
    /// the market's configured payout, not the odds of a round.
    pub fn is_fixed_payout(self) -> bool {
        match self {
            GameKind::Roulette
            | GameKind::MoneyWheel
            | GameKind::SicBo
            | GameKind::LuckyDice
            | GameKind::PuntoBanco
            | GameKind::Blackjack => true,
            GameKind::Baccarat
            | GameKind::War
            | GameKind::Poker6
            | GameKind::Wheel
            | GameKind::Dice5
            | GameKind::Lotto5Of36
            | GameKind::Lotto7Of42 => false,
        }
    }

    /// The game of a stable name.
    pub fn from_name(name: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|kind| kind.name() == name)
    }

    /// Wheels, dice, lotteries, the fixed-payout table games and blackjack have one betting
    /// round per draw (roulette and the money wheel open it again after a void spin; blackjack's
    /// players then decide in windows of their own).
    pub fn is_single_round(self) -> bool {
        match self {
            GameKind::Baccarat | GameKind::War | GameKind::Poker6 => false,
            GameKind::Wheel
            | GameKind::Dice5
            | GameKind::Lotto5Of36
            | GameKind::Lotto7Of42
            | GameKind::Roulette
            | GameKind::MoneyWheel
            | GameKind::SicBo
            | GameKind::LuckyDice
            | GameKind::PuntoBanco
            | GameKind::Blackjack => true,
        }
    }

    /// Card games: a shoe or deck with barcoded cards.
    pub fn is_card_game(self) -> bool {
        match self {
            GameKind::Baccarat
            | GameKind::War
            | GameKind::Poker6
            | GameKind::PuntoBanco
            | GameKind::Blackjack => true,
            GameKind::Wheel
            | GameKind::Dice5
            | GameKind::Lotto5Of36
            | GameKind::Lotto7Of42
            | GameKind::Roulette
            | GameKind::MoneyWheel
            | GameKind::SicBo
            | GameKind::LuckyDice => false,
        }
    }

    /// Whether players decide during the draw, through the Decisions API (blackjack's seats).
    pub fn takes_decisions(self) -> bool {
        match self {
            GameKind::Blackjack => true,
            GameKind::Baccarat
            | GameKind::War
            | GameKind::Poker6
            | GameKind::Wheel
            | GameKind::Dice5
            | GameKind::Lotto5Of36
            | GameKind::Lotto7Of42
            | GameKind::Roulette
            | GameKind::MoneyWheel
            | GameKind::SicBo
            | GameKind::LuckyDice
            | GameKind::PuntoBanco => false,
        }
    }

    /// The ball-machine lotteries, which run on a schedule.
    pub fn is_lottery(self) -> bool {
        match self {
            GameKind::Lotto5Of36 | GameKind::Lotto7Of42 => true,
            GameKind::Baccarat
            | GameKind::War
            | GameKind::Poker6
            | GameKind::Wheel
            | GameKind::Dice5
            | GameKind::Roulette
            | GameKind::MoneyWheel
            | GameKind::SicBo
            | GameKind::LuckyDice
            | GameKind::PuntoBanco
            | GameKind::Blackjack => false,
        }
    }

    /// The observation kinds ([`Observation::kind`]) a table of this game takes; any other
    /// kind is another game's event (`TableError::WrongGame`). Gateways check it before
    /// journaling, so that a dice roll never reaches a baccarat table's journal.
    pub fn observation_kinds(self) -> &'static [&'static str] {
        match self {
            GameKind::Baccarat | GameKind::War | GameKind::PuntoBanco => &[
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
            GameKind::Dice5 | GameKind::SicBo => &["dice_settled"],
            GameKind::Roulette => &["roulette_ball_stopped", "roulette_launch_failed"],
            GameKind::MoneyWheel => &["money_wheel_stopped"],
            GameKind::LuckyDice => &["lucky_dice_thrown"],
            GameKind::Lotto5Of36 | GameKind::Lotto7Of42 => {
                &["balls_presented", "ball_drawn", "ball_count"]
            }
            GameKind::Blackjack => &[
                "shoe_loaded",
                "shuffle_done",
                "card_scanned",
                "card_unreadable",
                "hole_card_checked",
            ],
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
    /// Roulette: its wheel, paytable and no-spin limits.
    Roulette(roulette::RouletteConfig),
    /// The money wheel: its sector layout.
    MoneyWheel(money_wheel::MoneyWheelConfig),
    /// Sic bo: its paytable.
    SicBo(sic_bo::SicBoConfig),
    /// Lucky dice: its paytable and repeat limit.
    LuckyDice(lucky_dice::LuckyDiceConfig),
    /// Punto banco: commission or no-commission.
    PuntoBanco(punto_banco::PuntoBancoConfig),
    /// Blackjack: the version, shoe, posted payout, side game and decision window.
    Blackjack(blackjack::BlackjackConfig),
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
            GameKind::Roulette => GameConfig::Roulette(roulette::RouletteConfig::default()),
            GameKind::MoneyWheel => {
                GameConfig::MoneyWheel(money_wheel::MoneyWheelConfig::default())
            }
            GameKind::SicBo => GameConfig::SicBo(sic_bo::SicBoConfig::default()),
            GameKind::LuckyDice => GameConfig::LuckyDice(lucky_dice::LuckyDiceConfig::default()),
            GameKind::PuntoBanco => {
                GameConfig::PuntoBanco(punto_banco::PuntoBancoConfig::default())
            }
            GameKind::Blackjack => GameConfig::Blackjack(blackjack::BlackjackConfig::default()),
        }
    }

    /// Checks a fixed-payout game's paytable and layout against the rules (a payout below the
    /// rulebook's minimum is refused, naming the market); the live-odds games have nothing to
    /// check.
    pub fn check(&self) -> Result<(), crate::paytable::PaytableError> {
        match self {
            GameConfig::Roulette(config) => config.check(),
            GameConfig::MoneyWheel(config) => config.check(),
            GameConfig::SicBo(config) => config.check(),
            GameConfig::LuckyDice(config) => config.check(),
            GameConfig::PuntoBanco(config) => config.check(),
            GameConfig::Blackjack(config) => config.check(),
            GameConfig::Lotto(_)
            | GameConfig::Baccarat
            | GameConfig::War
            | GameConfig::Poker6
            | GameConfig::Wheel
            | GameConfig::Dice5 => Ok(()),
        }
    }

    /// Decks in a card game's shoe (one for poker's deck); `None` for the games without cards.
    pub fn decks(&self) -> Option<u8> {
        match self {
            GameConfig::Baccarat | GameConfig::PuntoBanco(_) => Some(baccarat::DECKS),
            GameConfig::War => Some(war::DECKS),
            GameConfig::Poker6 => Some(poker6::DECKS),
            GameConfig::Blackjack(config) => Some(config.decks),
            GameConfig::Wheel
            | GameConfig::Dice5
            | GameConfig::Lotto(_)
            | GameConfig::Roulette(_)
            | GameConfig::MoneyWheel(_)
            | GameConfig::SicBo(_)
            | GameConfig::LuckyDice(_) => None,
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
            GameConfig::Roulette(_) => GameKind::Roulette,
            GameConfig::MoneyWheel(_) => GameKind::MoneyWheel,
            GameConfig::SicBo(_) => GameKind::SicBo,
            GameConfig::LuckyDice(_) => GameKind::LuckyDice,
            GameConfig::PuntoBanco(_) => GameKind::PuntoBanco,
            GameConfig::Blackjack(_) => GameKind::Blackjack,
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
    /// The roulette pocket.
    Roulette(roulette::Outcome),
    /// The money wheel's sector.
    MoneyWheel(money_wheel::Outcome),
    /// The three sic bo dice.
    SicBo(sic_bo::Outcome),
    /// The red and the green die.
    LuckyDice(lucky_dice::Outcome),
    /// Punto's and banco's cards.
    PuntoBanco(punto_banco::Outcome),
    /// The dealer's cards and every seat's hands.
    Blackjack(blackjack::Outcome),
}

/// The draw being played, as a game sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DrawContext {
    /// The draw.
    pub draw: DrawNumber,
    /// The betting round open now, if any.
    pub open_round: Option<u8>,
    /// The time of the input (the table's clock): decision windows count from it.
    pub at: Timestamp,
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
    Settle(Outcome, Vec<MarketVerdict>),
}

impl Next {
    /// Settles a live-odds draw: `verdicts` are paid at the odds of each bet's round.
    pub fn settle_live(outcome: Outcome, verdicts: Vec<(MarketId, Verdict)>) -> Next {
        Next::Settle(
            outcome,
            verdicts.into_iter().map(MarketVerdict::from).collect(),
        )
    }
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

    /// Refuses an observation that no state of this table could take, because it does not fit
    /// the table's equipment: a 00 pocket on a single-zero wheel, two lucky dice of one colour.
    /// It reads only the configuration, so ingest asks it before journaling (a table's game
    /// from its configuration) and refuses such an event at once; the table asks it first too.
    /// Everything passes by default.
    fn screen(&self, _observation: &Observation) -> Result<(), TableError> {
        Ok(())
    }

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

    /// A supervisor judged that an outside factor affected the spin of the draw `context.draw`
    /// (money wheel, roulette): the spin is void and bets stay for the repeated one. Games
    /// without such a rule refuse it.
    fn void_spin(&mut self, _context: &DrawContext) -> Result<Step, TableError> {
        Err(TableError::NotExpected {
            observation: "void_spin",
            expected: "a void spin only on a wheel game whose rules repeat the spin",
        })
    }

    /// The table's clock closed the betting round: the game may start its play (blackjack
    /// deals, or ends a deal nobody bet on). Nothing by default.
    fn betting_closed(&mut self, _context: &DrawContext) -> Step {
        Step::record(Vec::new())
    }

    /// A player's decision during the draw (blackjack). Games without players' decisions
    /// refuse it.
    fn decide(
        &mut self,
        _decision: &blackjack::PlayerDecision,
        _context: &DrawContext,
    ) -> Result<Step, TableError> {
        Err(TableError::NotExpected {
            observation: "player_decision",
            expected: "players' decisions only at a blackjack table",
        })
    }

    /// When the game's own clock changes something while no betting round is open (a
    /// decision window closes); `None` by default.
    fn deadline(&self) -> Option<Timestamp> {
        None
    }

    /// [`GameRules::deadline`] passed at `context.at`: the game applies its defaults. It must
    /// move or clear the deadline.
    fn deadline_passed(&mut self, _context: &DrawContext) -> Step {
        Step::record(Vec::new())
    }

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
    /// Roulette.
    Roulette(roulette::Roulette),
    /// The money wheel.
    MoneyWheel(money_wheel::MoneyWheel),
    /// Sic bo.
    SicBo(sic_bo::SicBo),
    /// Lucky dice.
    LuckyDice(lucky_dice::LuckyDice),
    /// Punto banco.
    PuntoBanco(punto_banco::PuntoBanco),
    /// Blackjack.
    Blackjack(blackjack::Blackjack),
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
            Game::Roulette($rules) => $body,
            Game::MoneyWheel($rules) => $body,
            Game::SicBo($rules) => $body,
            Game::LuckyDice($rules) => $body,
            Game::PuntoBanco($rules) => $body,
            Game::Blackjack($rules) => $body,
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
            GameConfig::Roulette(config) => Game::Roulette(roulette::Roulette::new(config.clone())),
            GameConfig::MoneyWheel(config) => {
                Game::MoneyWheel(money_wheel::MoneyWheel::new(config.clone()))
            }
            GameConfig::SicBo(config) => Game::SicBo(sic_bo::SicBo::new(config.clone())),
            GameConfig::LuckyDice(config) => {
                Game::LuckyDice(lucky_dice::LuckyDice::new(config.clone()))
            }
            GameConfig::PuntoBanco(config) => {
                Game::PuntoBanco(punto_banco::PuntoBanco::new(config.clone()))
            }
            GameConfig::Blackjack(config) => Game::Blackjack(blackjack::Blackjack::new(*config)),
        }
    }

    /// Which game this is.
    pub fn kind(&self) -> GameKind {
        match self {
            Game::Baccarat(_) => GameKind::Baccarat,
            Game::War(_) => GameKind::War,
            Game::Poker6(_) => GameKind::Poker6,
            Game::Wheel(_) => GameKind::Wheel,
            Game::Dice5(_) => GameKind::Dice5,
            Game::Lotto(rules) => rules.config().kind(),
            Game::Roulette(_) => GameKind::Roulette,
            Game::MoneyWheel(_) => GameKind::MoneyWheel,
            Game::SicBo(_) => GameKind::SicBo,
            Game::LuckyDice(_) => GameKind::LuckyDice,
            Game::PuntoBanco(_) => GameKind::PuntoBanco,
            Game::Blackjack(_) => GameKind::Blackjack,
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
