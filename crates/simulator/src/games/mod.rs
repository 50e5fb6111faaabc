//! One module per game for what its floor does beyond dealing from the shoe: the host's spin,
//! the dice, the ball machine, blackjack's seat players, where a misplaced card lands. Each
//! game's floor state implements [`GameFloor`]; [`FloorState`] holds any game's and is what the
//! generic floor ([`crate::floor::Floor`]) drives, through [`FloorState::floor`]. A hook that a
//! game's table never asks for keeps the trait's default: the floor waits.

pub mod baccarat;
pub mod blackjack;
pub mod dice5;
pub mod holdem;
pub mod lotto;
pub mod lucky_dice;
pub mod money_wheel;
pub mod oasis;
pub mod one_deck;
pub mod poker6;
pub mod punto_banco;
pub mod red_dog;
pub mod roulette;
mod seat_bets;
pub mod sic_bo;
pub mod three_card;
pub mod triple_bet;
pub mod war;
pub mod wheel;

mod game_floor;
pub(crate) mod setup;

use game_floor::GameFloor;
use livedraw_domain::GameConfig;
use setup::Setup;

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
    /// Three Card Poker and Fast Poker.
    ThreeCard(three_card::ThreeCardFloor),
    /// Red Dog and Bulldog.
    RedDog(red_dog::RedDogFloor),
    /// Triple Bet Poker.
    TripleBet(one_deck::OneDeckFloor),
    /// Oasis Stud Poker.
    Oasis(one_deck::OneDeckFloor),
    /// The hold'em games.
    Holdem(one_deck::OneDeckFloor),
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
            FloorState::ThreeCard($floor) => $body,
            FloorState::RedDog($floor) => $body,
            FloorState::TripleBet($floor) => $body,
            FloorState::Oasis($floor) => $body,
            FloorState::Holdem($floor) => $body,
        }
    };
}

impl FloorState {
    /// The floor of a table configured as `config`, told `setup`.
    pub(crate) fn new(config: &GameConfig, setup: Setup) -> FloorState {
        match config {
            GameConfig::Baccarat(_) => FloorState::Baccarat(baccarat::BaccaratFloor),
            GameConfig::War(_) => FloorState::War(war::WarFloor),
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
            GameConfig::ThreeCard(config) => {
                FloorState::ThreeCard(three_card::ThreeCardFloor::new(config))
            }
            GameConfig::RedDog(config) => FloorState::RedDog(red_dog::RedDogFloor::new(config)),
            GameConfig::TripleBet(_) => FloorState::TripleBet(triple_bet::floor()),
            GameConfig::Oasis(config) => FloorState::Oasis(oasis::floor(config.version)),
            GameConfig::Holdem(_) => FloorState::Holdem(holdem::floor()),
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
