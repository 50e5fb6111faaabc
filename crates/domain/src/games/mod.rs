//! The games, one module each, behind one trait the table drives ([`GameRules`], in
//! [`rules`]): seven live-odds games, five fixed-payout table games (table-games.md),
//! blackjack, whose players decide during the draw, and on a common hand [`three_card`]'s Three
//! Card Poker and Fast Poker, [`red_dog`]'s Red Dog, [`triple_bet`]'s Triple Bet Poker and
//! [`oasis`]'s Oasis Stud Poker (versions A, C and D), [`holdem`]'s four hold'em games against
//! the house; in seats [`red_dog`]'s Bulldog. [`oasis`]'s standard game and B, and [`pai_gow`],
//! hold the rules of the rest of the rulebook's card games (issue 28), whose tables are not
//! built yet. The games share [`one_deck`] (a one-deck game's deck),
//! [`shoe_in_play`], [`reread`] (corrections) and [`window_length`].
//!
//! This module is the hub that knows every game: their configurations ([`GameConfig`]) and
//! their state ([`Game`]). The games import the vocabulary ([`crate::kind`],
//! [`crate::outcome`], [`crate::categories`], [`rules`]), never this hub. Beside it,
//! `categories.rs` dispatches [`crate::categories::Categories::of`] and
//! [`crate::categories::Categories::classify`] to each game's own `categories.rs` (what its
//! outcome statistics count).

pub mod baccarat;
pub mod blackjack;
pub mod common_hand;
pub mod dice5;
pub mod fixed_payout;
pub mod holdem;
pub mod lotto;
pub mod lucky_dice;
pub mod money_wheel;
pub mod oasis;
pub mod one_deck;
pub mod pai_gow;
pub mod poker6;
pub mod punto_banco;
pub mod red_dog;
pub mod reread;
pub mod roulette;
pub mod seating;
pub mod shoe_in_play;
pub mod sic_bo;
pub mod single_round;
pub mod three_card;
pub mod triple_bet;
pub mod war;
pub mod wheel;
pub mod window_length;

mod categories;
mod options;
pub mod rules;

pub use crate::kind::GameKind;
pub use crate::outcome::Outcome;
pub use rules::{DrawContext, GameRules, Next, Step};

use crate::kind::SeatDecider;
use crate::limits::Amount;
use crate::market::MarketId;
use crate::shoe_rule::ShoeRule;
use seating::Seating;
use serde::{Deserialize, Serialize};

/// A game and its options.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GameConfig {
    /// Bet on Baccarat from its shoe (six decks by default).
    Baccarat(ShoeRule),
    /// War of Bets from its shoe (six decks by default).
    War(ShoeRule),
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
    /// Three Card Poker or Fast Poker: raised paytable lines and the decision window.
    ThreeCard(three_card::ThreeCardConfig),
    /// Red Dog: the shoe, raised paytable lines and the raise window.
    RedDog(red_dog::RedDogConfig),
    /// Triple Bet Poker: raised paytable lines and the decision windows.
    TripleBet(triple_bet::TripleBetConfig),
    /// Oasis Stud Poker: the version and the decision window.
    Oasis(oasis::OasisConfig),
    /// A hold'em game: its paytable options, raised lines and the decision window.
    Holdem(holdem::config::HoldemConfig),
}

impl GameConfig {
    /// The default configuration of `kind`.
    pub fn of(kind: GameKind) -> GameConfig {
        match kind {
            GameKind::Baccarat => GameConfig::Baccarat(ShoeRule::default()),
            GameKind::War => GameConfig::War(ShoeRule::default()),
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
            GameKind::ThreeCardPoker => GameConfig::ThreeCard(three_card::ThreeCardConfig::of(
                three_card::ThreeCardGame::ThreeCardPoker,
            )),
            GameKind::FastPoker => GameConfig::ThreeCard(three_card::ThreeCardConfig::of(
                three_card::ThreeCardGame::FastPoker,
            )),
            GameKind::RedDog => GameConfig::RedDog(red_dog::RedDogConfig::default()),
            GameKind::Bulldog => {
                GameConfig::RedDog(red_dog::RedDogConfig::of(red_dog::RedDogGame::Bulldog))
            }
            GameKind::TripleBetPoker => {
                GameConfig::TripleBet(triple_bet::TripleBetConfig::default())
            }
            GameKind::OasisStud => GameConfig::Oasis(oasis::OasisConfig::default()),
            GameKind::UltimateHoldem => {
                holdem_config(holdem::variant::HoldemVariant::UltimateHoldem)
            }
            GameKind::HoldemBonus => holdem_config(holdem::variant::HoldemVariant::HoldemBonus),
            GameKind::DynamicPoker => holdem_config(holdem::variant::HoldemVariant::DynamicPoker),
            GameKind::RiversidePoker => {
                holdem_config(holdem::variant::HoldemVariant::RiversidePoker)
            }
        }
    }

    /// Checks a fixed-payout game's paytable and layout against the rules (a payout below the
    /// rulebook's minimum is refused, naming the market), and a shoe's decks and end; the
    /// other live-odds games have nothing to check.
    pub fn check(&self) -> Result<(), crate::paytable::PaytableError> {
        match self {
            GameConfig::Roulette(config) => config.check(),
            GameConfig::MoneyWheel(config) => config.check(),
            GameConfig::SicBo(config) => config.check(),
            GameConfig::LuckyDice(config) => config.check(),
            GameConfig::PuntoBanco(config) => config.check(),
            GameConfig::Blackjack(config) => config.check(),
            GameConfig::ThreeCard(config) => config.check(),
            GameConfig::RedDog(config) => config.check(),
            GameConfig::TripleBet(config) => config.check(),
            GameConfig::Oasis(config) => config.check(),
            GameConfig::Holdem(config) => config.check(),
            GameConfig::Baccarat(shoe) | GameConfig::War(shoe) => Ok(shoe.check()?),
            GameConfig::Lotto(_) | GameConfig::Poker6 | GameConfig::Wheel | GameConfig::Dice5 => {
                Ok(())
            }
        }
    }

    /// Decks in a card game's shoe (one for poker's deck); `None` for the games without cards.
    pub fn decks(&self) -> Option<u8> {
        match self {
            GameConfig::Poker6
            | GameConfig::ThreeCard(_)
            | GameConfig::TripleBet(_)
            | GameConfig::Oasis(_)
            | GameConfig::Holdem(_) => Some(1),
            GameConfig::Baccarat(_)
            | GameConfig::War(_)
            | GameConfig::PuntoBanco(_)
            | GameConfig::Blackjack(_)
            | GameConfig::RedDog(_) => self.shoe().map(|shoe| shoe.decks),
            GameConfig::Wheel
            | GameConfig::Dice5
            | GameConfig::Lotto(_)
            | GameConfig::Roulette(_)
            | GameConfig::MoneyWheel(_)
            | GameConfig::SicBo(_)
            | GameConfig::LuckyDice(_) => None,
        }
    }

    /// The shoe of a game dealt from one (baccarat, punto banco, war, blackjack); `None` for
    /// the others (poker's single deck is gathered before every draw).
    pub fn shoe(&self) -> Option<ShoeRule> {
        match self {
            GameConfig::Baccarat(shoe) | GameConfig::War(shoe) => Some(*shoe),
            GameConfig::PuntoBanco(config) => Some(config.shoe),
            GameConfig::Blackjack(config) => Some(config.shoe),
            GameConfig::RedDog(config) => Some(config.shoe),
            GameConfig::Poker6
            | GameConfig::ThreeCard(_)
            | GameConfig::TripleBet(_)
            | GameConfig::Oasis(_)
            | GameConfig::Holdem(_)
            | GameConfig::Wheel
            | GameConfig::Dice5
            | GameConfig::Lotto(_)
            | GameConfig::Roulette(_)
            | GameConfig::MoneyWheel(_)
            | GameConfig::SicBo(_)
            | GameConfig::LuckyDice(_) => None,
        }
    }

    /// How the table's seat holders decide through the Decisions API: blackjack's (bets and
    /// actions), Bulldog's (bets) and a three-card table's in seats mode (bets, play or fold);
    /// `None` where players decide on the operator's platform (a common hand) or not at all.
    pub fn seat_decider(&self) -> Option<SeatDecider> {
        match self {
            GameConfig::Blackjack(_) => Some(SeatDecider::Blackjack),
            GameConfig::RedDog(config) => {
                config.game.deals_to_seats().then_some(SeatDecider::Bulldog)
            }
            GameConfig::ThreeCard(config) => {
                (config.seating == Seating::Seats).then_some(SeatDecider::ThreeCard)
            }
            GameConfig::Baccarat(_)
            | GameConfig::War(_)
            | GameConfig::PuntoBanco(_)
            | GameConfig::Poker6
            | GameConfig::TripleBet(_)
            | GameConfig::Oasis(_)
            | GameConfig::Holdem(_)
            | GameConfig::Wheel
            | GameConfig::Dice5
            | GameConfig::Lotto(_)
            | GameConfig::Roulette(_)
            | GameConfig::MoneyWheel(_)
            | GameConfig::SicBo(_)
            | GameConfig::LuckyDice(_) => None,
        }
    }

    /// Whether the table's players decide on a common hand (house-games.md): its game does,
    /// and the table does not seat them.
    pub fn decides_on_common_hand(&self) -> bool {
        self.kind().decides_on_common_hand() && self.seat_decider().is_none()
    }

    /// The markets that take one stake only, each with it (Oasis Stud's progressive bonus): the
    /// studio fixes their limits at it.
    pub fn fixed_stakes(&self) -> Vec<(MarketId, Amount)> {
        match self {
            GameConfig::Oasis(config) => config.fixed_stakes(),
            GameConfig::Blackjack(_)
            | GameConfig::Baccarat(_)
            | GameConfig::War(_)
            | GameConfig::PuntoBanco(_)
            | GameConfig::Poker6
            | GameConfig::ThreeCard(_)
            | GameConfig::RedDog(_)
            | GameConfig::TripleBet(_)
            | GameConfig::Holdem(_)
            | GameConfig::Wheel
            | GameConfig::Dice5
            | GameConfig::Lotto(_)
            | GameConfig::Roulette(_)
            | GameConfig::MoneyWheel(_)
            | GameConfig::SicBo(_)
            | GameConfig::LuckyDice(_) => Vec::new(),
        }
    }

    /// Whether the players' cards are dealt face down (blackjack versions N, O, R and S; a
    /// three-card table in seats mode): what tells of a hand's cards (its decision values, a
    /// seat's own cards) goes to its seat's frontend only, until the showdown.
    pub fn player_cards_face_down(&self) -> bool {
        match self {
            GameConfig::Blackjack(config) => config.rules().player_cards_face_down,
            GameConfig::ThreeCard(config) => config.seating == Seating::Seats,
            GameConfig::Baccarat(_)
            | GameConfig::War(_)
            | GameConfig::PuntoBanco(_)
            | GameConfig::Poker6
            | GameConfig::RedDog(_)
            | GameConfig::TripleBet(_)
            | GameConfig::Oasis(_)
            | GameConfig::Holdem(_)
            | GameConfig::Wheel
            | GameConfig::Dice5
            | GameConfig::Lotto(_)
            | GameConfig::Roulette(_)
            | GameConfig::MoneyWheel(_)
            | GameConfig::SicBo(_)
            | GameConfig::LuckyDice(_) => false,
        }
    }

    /// Which game this is.
    pub fn kind(&self) -> GameKind {
        match self {
            GameConfig::Baccarat(_) => GameKind::Baccarat,
            GameConfig::War(_) => GameKind::War,
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
            GameConfig::ThreeCard(config) => config.kind(),
            GameConfig::RedDog(config) => config.kind(),
            GameConfig::TripleBet(config) => config.kind(),
            GameConfig::Oasis(config) => config.kind(),
            GameConfig::Holdem(config) => config.kind(),
        }
    }
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
    /// Three Card Poker or Fast Poker.
    ThreeCard(three_card::ThreeCard),
    /// Red Dog.
    RedDog(red_dog::RedDog),
    /// Triple Bet Poker.
    TripleBet(triple_bet::TripleBet),
    /// Oasis Stud Poker.
    Oasis(oasis::Oasis),
    /// A hold'em game.
    Holdem(holdem::table::HoldemTable),
}

/// Runs `$body` with `$rules` bound to the game's own rules type (`&Baccarat`, `&Roulette`,
/// …), whichever [`Game`] `$game` is: the dispatch for layers that implement a trait of their
/// own for each game's rules type, so that a game without it is a compile error, not a
/// forgotten arm: `each_game!(&game, rules => MyTrait::method(rules))`.
#[macro_export]
macro_rules! each_game {
    ($game:expr, $rules:ident => $body:expr) => {
        match $game {
            $crate::games::Game::Baccarat($rules) => $body,
            $crate::games::Game::War($rules) => $body,
            $crate::games::Game::Poker6($rules) => $body,
            $crate::games::Game::Wheel($rules) => $body,
            $crate::games::Game::Dice5($rules) => $body,
            $crate::games::Game::Lotto($rules) => $body,
            $crate::games::Game::Roulette($rules) => $body,
            $crate::games::Game::MoneyWheel($rules) => $body,
            $crate::games::Game::SicBo($rules) => $body,
            $crate::games::Game::LuckyDice($rules) => $body,
            $crate::games::Game::PuntoBanco($rules) => $body,
            $crate::games::Game::Blackjack($rules) => $body,
            $crate::games::Game::ThreeCard($rules) => $body,
            $crate::games::Game::RedDog($rules) => $body,
            $crate::games::Game::TripleBet($rules) => $body,
            $crate::games::Game::Oasis($rules) => $body,
            $crate::games::Game::Holdem($rules) => $body,
        }
    };
}

impl Game {
    /// A fresh game for `config` (card games start without a shoe).
    pub fn new(config: &GameConfig) -> Game {
        match config {
            GameConfig::Baccarat(shoe) => Game::Baccarat(baccarat::Baccarat::new(*shoe)),
            GameConfig::War(shoe) => Game::War(war::War::new(*shoe)),
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
            GameConfig::ThreeCard(config) => {
                Game::ThreeCard(three_card::ThreeCard::new(config.clone()))
            }
            GameConfig::RedDog(config) => Game::RedDog(red_dog::RedDog::new(config.clone())),
            GameConfig::TripleBet(config) => {
                Game::TripleBet(triple_bet::TripleBet::new(config.clone()))
            }
            GameConfig::Oasis(config) => Game::Oasis(oasis::Oasis::new(config.clone())),
            GameConfig::Holdem(config) => {
                Game::Holdem(holdem::table::HoldemTable::new(config.clone()))
            }
        }
    }

    /// The configuration this game was made with: [`Game::new`]'s inverse.
    pub fn config(&self) -> GameConfig {
        match self {
            Game::Baccarat(rules) => GameConfig::Baccarat(rules.shoe().rule()),
            Game::War(rules) => GameConfig::War(rules.shoe().rule()),
            Game::Poker6(_) => GameConfig::Poker6,
            Game::Wheel(_) => GameConfig::Wheel,
            Game::Dice5(_) => GameConfig::Dice5,
            Game::Lotto(rules) => GameConfig::Lotto(rules.config().clone()),
            Game::Roulette(rules) => GameConfig::Roulette(rules.config().clone()),
            Game::MoneyWheel(rules) => GameConfig::MoneyWheel(rules.config().clone()),
            Game::SicBo(rules) => GameConfig::SicBo(rules.config().clone()),
            Game::LuckyDice(rules) => GameConfig::LuckyDice(rules.config().clone()),
            Game::PuntoBanco(rules) => GameConfig::PuntoBanco(rules.config().clone()),
            Game::Blackjack(rules) => GameConfig::Blackjack(*rules.config()),
            Game::ThreeCard(rules) => GameConfig::ThreeCard(rules.config().clone()),
            Game::RedDog(rules) => GameConfig::RedDog(rules.config().clone()),
            Game::TripleBet(rules) => GameConfig::TripleBet(rules.config().clone()),
            Game::Oasis(rules) => GameConfig::Oasis(rules.config().clone()),
            Game::Holdem(rules) => GameConfig::Holdem(rules.config().clone()),
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
            Game::ThreeCard(rules) => rules.config().kind(),
            Game::RedDog(rules) => rules.config().kind(),
            Game::TripleBet(_) => GameKind::TripleBetPoker,
            Game::Oasis(_) => GameKind::OasisStud,
            Game::Holdem(rules) => rules.config().kind(),
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

/// The studio default of a hold'em table of `variant`.
fn holdem_config(variant: holdem::variant::HoldemVariant) -> GameConfig {
    GameConfig::Holdem(holdem::config::HoldemConfig::of(variant))
}

#[cfg(test)]
mod kinds_tests;
