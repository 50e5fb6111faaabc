//! What a draw ended with, one variant per game. Each game's outcome lives in a file of its
//! own that imports no rules, so that this enum names them all without depending on the games.

use crate::games::baccarat::markets as baccarat;
use crate::games::blackjack::outcome as blackjack;
use crate::games::dice5::roll as dice5;
use crate::games::lotto::balls as lotto;
use crate::games::lucky_dice::outcome as lucky_dice;
use crate::games::money_wheel::outcome as money_wheel;
use crate::games::poker6::markets as poker6;
use crate::games::roulette::outcome as roulette;
use crate::games::sic_bo::outcome as sic_bo;
use crate::games::war::markets as war;
use crate::games::wheel::sector as wheel;
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
}
