//! One module per game for what its floor does beyond dealing from the shoe: the host's spin,
//! the dice, the ball machine, blackjack's seat players, where a misplaced card lands. Each
//! game's floor state implements [`GameFloor`]; [`FloorState`] holds any game's and is what the
//! generic floor ([`crate::floor::Floor`]) drives, through [`FloorState::floor`]. A hook that a
//! game's table never asks for keeps the trait's default: the floor waits.

pub mod baccarat;
pub mod blackjack;
pub mod dice5;
pub mod lotto;
pub mod lucky_dice;
pub mod money_wheel;
pub mod poker6;
pub mod punto_banco;
pub mod roulette;
pub mod sic_bo;
pub mod war;
pub mod wheel;

use crate::floor::Input;
use crate::tools::Tools;
use crate::view::TableView;
use livedraw_domain::games::blackjack::Window;
use livedraw_domain::{Barcode, Decision, GameConfig, Observation, Position, Timestamp};

/// What the floor is told of its table beyond its game.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Setup {
    /// Roulette: the wheel has a 00 pocket.
    pub(crate) double_zero: bool,
}

/// A game's floor, implemented by what it keeps between actions.
pub(crate) trait GameFloor {
    /// Card games: the position a card meant for `position` is wrongly scanned at.
    fn other_position(&self, _position: Position) -> Position {
        Position::Player
    }

    /// The host's spin (the wheel games).
    fn spin(&mut self, _tools: &mut Tools, _table: &TableView, now: Timestamp) -> Input {
        Input::Tick(now)
    }

    /// The dealer's roll (the dice games).
    fn roll(&mut self, _tools: &mut Tools, now: Timestamp) -> Input {
        Input::Tick(now)
    }

    /// The balls shown before the draw (the lotteries).
    fn present_balls(&mut self, _tools: &mut Tools, now: Timestamp) -> Input {
        Input::Tick(now)
    }

    /// The machine's next ball, or its count (the lotteries).
    fn draw_ball(&mut self, _tools: &mut Tools, now: Timestamp) -> Input {
        Input::Tick(now)
    }

    /// A player's bet while betting is open, at the floor's time (blackjack's seats).
    fn bet(&mut self, _tools: &mut Tools, _table: &TableView) -> Option<Input> {
        None
    }

    /// A player's decision in `window`, or the window waited out.
    fn decide(
        &mut self,
        tools: &mut Tools,
        _table: &TableView,
        _window: Window,
        closes_at: Timestamp,
        now: Timestamp,
    ) -> Input {
        tools.wait_until(closes_at.max(now))
    }

    /// The dealer's peek at the hole card (blackjack).
    fn check_hole_card(&mut self, _tools: &mut Tools, now: Timestamp) -> Input {
        Input::Tick(now)
    }

    /// A card the game keeps back for `position`, dealt there next (blackjack's hole card).
    fn held_card(&mut self, _position: Position) -> Option<Barcode> {
        None
    }

    /// The table opened a new draw.
    fn new_draw(&mut self, _tools: &mut Tools) {}

    /// The table decided `decision`.
    fn decided(&mut self, _decision: &Decision) {}

    /// The backend journaled `observation`.
    fn journaled(&mut self, _observation: &Observation) {}
}

/// Any game's floor state: one variant per game, each defined in its module.
pub(crate) enum FloorState {
    /// Bet on Baccarat.
    Baccarat(baccarat::BaccaratFloor),
    /// War of Bets.
    War(war::WarFloor),
    /// Bet on Poker.
    Poker6(poker6::Poker6Floor),
    /// Wheel of Fortune.
    Wheel(wheel::WheelFloor),
    /// Five dice.
    Dice5(dice5::Dice5Floor),
    /// A lottery.
    Lotto(lotto::LottoFloor),
    /// Roulette.
    Roulette(roulette::RouletteFloor),
    /// The money wheel.
    MoneyWheel(money_wheel::MoneyWheelFloor),
    /// Sic bo.
    SicBo(sic_bo::SicBoFloor),
    /// Lucky dice.
    LuckyDice(lucky_dice::LuckyDiceFloor),
    /// Punto banco.
    PuntoBanco(punto_banco::PuntoBancoFloor),
    /// Blackjack.
    Blackjack(blackjack::BlackjackFloor),
}

/// Runs `$body` with `$floor` bound to the game's own floor, whichever the variant.
macro_rules! each_floor {
    ($state:expr, $floor:ident => $body:expr) => {
        match $state {
            FloorState::Baccarat($floor) => $body,
            FloorState::War($floor) => $body,
            FloorState::Poker6($floor) => $body,
            FloorState::Wheel($floor) => $body,
            FloorState::Dice5($floor) => $body,
            FloorState::Lotto($floor) => $body,
            FloorState::Roulette($floor) => $body,
            FloorState::MoneyWheel($floor) => $body,
            FloorState::SicBo($floor) => $body,
            FloorState::LuckyDice($floor) => $body,
            FloorState::PuntoBanco($floor) => $body,
            FloorState::Blackjack($floor) => $body,
        }
    };
}

impl FloorState {
    /// The floor of a table configured as `config`, told `setup`.
    pub(crate) fn new(config: &GameConfig, setup: Setup) -> FloorState {
        match config {
            GameConfig::Baccarat => FloorState::Baccarat(baccarat::BaccaratFloor),
            GameConfig::War => FloorState::War(war::WarFloor),
            GameConfig::Poker6 => FloorState::Poker6(poker6::Poker6Floor),
            GameConfig::Wheel => FloorState::Wheel(wheel::WheelFloor::default()),
            GameConfig::Dice5 => FloorState::Dice5(dice5::Dice5Floor),
            GameConfig::Lotto(config) => FloorState::Lotto(lotto::LottoFloor::new(config)),
            GameConfig::Roulette(_) => {
                FloorState::Roulette(roulette::RouletteFloor::new(setup.double_zero))
            }
            GameConfig::MoneyWheel(_) => FloorState::MoneyWheel(money_wheel::MoneyWheelFloor),
            GameConfig::SicBo(_) => FloorState::SicBo(sic_bo::SicBoFloor),
            GameConfig::LuckyDice(_) => FloorState::LuckyDice(lucky_dice::LuckyDiceFloor),
            GameConfig::PuntoBanco(_) => FloorState::PuntoBanco(punto_banco::PuntoBancoFloor),
            GameConfig::Blackjack(_) => FloorState::Blackjack(blackjack::BlackjackFloor::default()),
        }
    }

    /// The game's floor behind the enum.
    pub(crate) fn floor(&mut self) -> &mut dyn GameFloor {
        each_floor!(self, floor => floor)
    }

    /// The game's floor behind the enum, to read.
    pub(crate) fn floor_ref(&self) -> &dyn GameFloor {
        each_floor!(self, floor => floor)
    }
}
