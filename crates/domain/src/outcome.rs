//! What a draw ended with, one variant per game. Each game's outcome lives in a file of its
//! own that imports no rules, so that this enum names them all without depending on the games.

use crate::games::baccarat::markets as baccarat;
use crate::games::blackjack::outcome as blackjack;
use crate::games::dice5::roll as dice5;
use crate::games::holdem::outcome as holdem;
use crate::games::lotto::balls as lotto;
use crate::games::lucky_dice::outcome as lucky_dice;
use crate::games::money_wheel::outcome as money_wheel;
use crate::games::oasis::outcome as oasis;
use crate::games::poker6::markets as poker6;
use crate::games::red_dog::outcome as red_dog;
use crate::games::roulette::outcome as roulette;
use crate::games::sic_bo::outcome as sic_bo;
use crate::games::three_card::outcome as three_card;
use crate::games::triple_bet::outcome as triple_bet;
use crate::games::war::markets as war;
use crate::games::wheel::sector as wheel;
use crate::kind::GameKind;
use serde::{Deserialize, Serialize};

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
    PuntoBanco(baccarat::Outcome),
    /// The dealer's cards and every seat's hands.
    Blackjack(blackjack::Outcome),
    /// Three Card Poker's or Fast Poker's common hand and the dealer's.
    ThreeCard(three_card::Outcome),
    /// Three Card Poker's or Fast Poker's seats, each hand and decision, and the dealer's.
    ThreeCardSeats(three_card::SeatsOutcome),
    /// Red Dog's grid and third card.
    RedDog(red_dog::Outcome),
    /// Triple Bet Poker's common hand and community cards.
    TripleBet(triple_bet::Outcome),
    /// Oasis Stud Poker's common hand and the dealer's.
    Oasis(oasis::Outcome),
    /// Bulldog's grid and every seat's third card.
    Bulldog(red_dog::BulldogOutcome),
    /// A hold'em game's common hand, board and the dealer's hole cards.
    Holdem(holdem::Outcome),
}

impl Outcome {
    /// Whether this is an outcome of a `kind` table (a lottery outcome is either lottery's).
    pub fn is_of(&self, kind: GameKind) -> bool {
        match self {
            Outcome::Baccarat(_) => kind == GameKind::Baccarat,
            Outcome::War(_) => kind == GameKind::War,
            Outcome::Poker6(_) => kind == GameKind::Poker6,
            Outcome::Wheel(_) => kind == GameKind::Wheel,
            Outcome::Dice5(_) => kind == GameKind::Dice5,
            Outcome::Lotto(_) => kind.is_lottery(),
            Outcome::Roulette(_) => kind == GameKind::Roulette,
            Outcome::MoneyWheel(_) => kind == GameKind::MoneyWheel,
            Outcome::SicBo(_) => kind == GameKind::SicBo,
            Outcome::LuckyDice(_) => kind == GameKind::LuckyDice,
            Outcome::PuntoBanco(_) => kind == GameKind::PuntoBanco,
            Outcome::Blackjack(_) => kind == GameKind::Blackjack,
            Outcome::ThreeCard(outcome) => kind == outcome.game.kind(),
            Outcome::ThreeCardSeats(outcome) => kind == outcome.game.kind(),
            Outcome::RedDog(_) => kind == GameKind::RedDog,
            Outcome::TripleBet(outcome) => kind == outcome.game.kind(),
            Outcome::Oasis(_) => kind == GameKind::OasisStud,
            Outcome::Bulldog(_) => kind == GameKind::Bulldog,
            Outcome::Holdem(outcome) => kind == outcome.variant.kind(),
        }
    }
}

/// Runs `$body` with `$inner` bound to the outcome's own type, whichever [`Outcome`]
/// `$outcome` is: the dispatch for layers that implement a trait of their own for each game's
/// outcome type, so that a type without it is a compile error, not a forgotten arm. Baccarat's
/// and punto banco's variants share `baccarat::Outcome`, and both lotteries lotto's, so each
/// type implements the trait once: `each_outcome!(&outcome, inner => MyTrait::method(inner))`.
#[macro_export]
macro_rules! each_outcome {
    ($outcome:expr, $inner:ident => $body:expr) => {
        match $outcome {
            $crate::outcome::Outcome::Baccarat($inner) => $body,
            $crate::outcome::Outcome::War($inner) => $body,
            $crate::outcome::Outcome::Poker6($inner) => $body,
            $crate::outcome::Outcome::Wheel($inner) => $body,
            $crate::outcome::Outcome::Dice5($inner) => $body,
            $crate::outcome::Outcome::Lotto($inner) => $body,
            $crate::outcome::Outcome::Roulette($inner) => $body,
            $crate::outcome::Outcome::MoneyWheel($inner) => $body,
            $crate::outcome::Outcome::SicBo($inner) => $body,
            $crate::outcome::Outcome::LuckyDice($inner) => $body,
            $crate::outcome::Outcome::PuntoBanco($inner) => $body,
            $crate::outcome::Outcome::Blackjack($inner) => $body,
            $crate::outcome::Outcome::ThreeCard($inner) => $body,
            $crate::outcome::Outcome::ThreeCardSeats($inner) => $body,
            $crate::outcome::Outcome::RedDog($inner) => $body,
            $crate::outcome::Outcome::TripleBet($inner) => $body,
            $crate::outcome::Outcome::Oasis($inner) => $body,
            $crate::outcome::Outcome::Bulldog($inner) => $body,
            $crate::outcome::Outcome::Holdem($inner) => $body,
        }
    };
}
