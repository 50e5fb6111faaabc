//! One module per game, each behind one trait: a game's state type captures what is on the
//! domain's table as a betting round opens and turns it into the exact [`Chances`] of every
//! market of its catalogue ([`GameOdds`]). [`TableState`] holds any game's captured state and is
//! what generic code (the engine's pricing, `livedraw odds`) prices, through [`chances_of`] or
//! [`TableState::capture`] then [`TableState::chances`].

pub mod baccarat;
pub mod blackjack;
pub mod dice5;
mod game_odds;
pub mod holdem;
mod kept;
pub mod lotto;
pub mod lucky_dice;
pub mod money_wheel;
pub mod oasis;
pub mod one_deck;
pub mod pai_gow;
pub mod poker6;
pub mod punto_banco;
pub mod red_dog;
pub mod roulette;
pub mod seven_card_counts;
pub mod shoe;
pub mod sic_bo;
pub mod three_card;
pub mod triple_bet;
pub mod war;
pub mod wheel;

use crate::chances::Chances;
use crate::error::OddsError;
use livedraw_domain::games::oasis::OasisTable;
use livedraw_domain::games::Game;
use livedraw_domain::GameKind;

pub use game_odds::GameOdds;

/// Any game's state as captured from its table: one variant per game, each defined beside its
/// engine.
#[derive(Clone, Debug)]
pub enum TableState {
    /// Bet on Baccarat.
    Baccarat(baccarat::BaccaratState),
    /// War of Bets.
    War(war::WarState),
    /// Bet on Poker.
    Poker6(poker6::Poker6State),
    /// Wheel of Fortune.
    Wheel(wheel::WheelState),
    /// Five dice.
    Dice5(dice5::Dice5State),
    /// A lottery.
    Lotto(lotto::LottoState),
    /// Roulette.
    Roulette(roulette::RouletteState),
    /// The money wheel.
    MoneyWheel(money_wheel::MoneyWheelState),
    /// Sic bo.
    SicBo(sic_bo::SicBoState),
    /// Lucky dice.
    LuckyDice(lucky_dice::LuckyDiceState),
    /// Punto banco.
    PuntoBanco(punto_banco::PuntoBancoState),
    /// Blackjack's betting round.
    Blackjack(blackjack::BlackjackState),
    /// Three Card Poker's or Fast Poker's betting round.
    ThreeCard(three_card::ThreeCardState),
    /// Red Dog's betting round.
    RedDog(red_dog::table::RedDogState),
    /// Triple Bet Poker's betting round.
    TripleBet(triple_bet::table::TripleBetState),
    /// Oasis Stud Poker's betting round (versions A and C).
    Oasis(oasis::table::OasisState),
    /// A hold'em game's betting round.
    Holdem(holdem::table::HoldemState),
}

/// Runs `$body` with `$state` bound to the game's own state, whichever the variant.
macro_rules! each_state {
    ($table:expr, $state:ident => $body:expr) => {
        match $table {
            TableState::Baccarat($state) => $body,
            TableState::War($state) => $body,
            TableState::Poker6($state) => $body,
            TableState::Wheel($state) => $body,
            TableState::Dice5($state) => $body,
            TableState::Lotto($state) => $body,
            TableState::Roulette($state) => $body,
            TableState::MoneyWheel($state) => $body,
            TableState::SicBo($state) => $body,
            TableState::LuckyDice($state) => $body,
            TableState::PuntoBanco($state) => $body,
            TableState::Blackjack($state) => $body,
            TableState::ThreeCard($state) => $body,
            TableState::RedDog($state) => $body,
            TableState::TripleBet($state) => $body,
            TableState::Oasis($state) => $body,
            TableState::Holdem($state) => $body,
        }
    };
}

impl TableState {
    /// What is on the table of `game` now, to be priced now or later.
    pub fn capture(game: &Game) -> Result<TableState, OddsError> {
        Ok(match game {
            Game::Baccarat(game) => TableState::Baccarat(GameOdds::capture(game)?),
            Game::War(game) => TableState::War(GameOdds::capture(game)?),
            Game::Poker6(game) => TableState::Poker6(GameOdds::capture(game)?),
            Game::Wheel(game) => TableState::Wheel(GameOdds::capture(game)?),
            Game::Dice5(game) => TableState::Dice5(GameOdds::capture(game)?),
            Game::Lotto(game) => TableState::Lotto(GameOdds::capture(game)?),
            Game::Roulette(game) => TableState::Roulette(GameOdds::capture(game)?),
            Game::MoneyWheel(game) => TableState::MoneyWheel(GameOdds::capture(game)?),
            Game::SicBo(game) => TableState::SicBo(GameOdds::capture(game)?),
            Game::LuckyDice(game) => TableState::LuckyDice(GameOdds::capture(game)?),
            Game::PuntoBanco(game) => TableState::PuntoBanco(GameOdds::capture(game)?),
            Game::Blackjack(game) => TableState::Blackjack(GameOdds::capture(game)?),
            Game::ThreeCard(game) => TableState::ThreeCard(GameOdds::capture(game)?),
            Game::RedDog(game) => TableState::RedDog(GameOdds::capture(game)?),
            Game::TripleBet(game) => TableState::TripleBet(GameOdds::capture(game)?),
            Game::Oasis(game) => match game.table() {
                OasisTable::Stud(_) => TableState::Oasis(GameOdds::capture(game)?),
                // Version D is priced as Triple Bet Poker with table D.
                OasisTable::Community(table) => TableState::TripleBet(GameOdds::capture(table)?),
            },
            Game::Holdem(game) => TableState::Holdem(GameOdds::capture(game)?),
        })
    }

    /// The game.
    pub fn kind(&self) -> GameKind {
        each_state!(self, state => state.kind())
    }

    /// Every market's exact chances, in the catalogue's order.
    pub fn chances(&self) -> Result<Chances, OddsError> {
        each_state!(self, state => state.chances())
    }

    /// Every market's exact chances, with `threads` threads where the engine enumerates.
    pub fn chances_on(&self, threads: usize) -> Result<Chances, OddsError> {
        each_state!(self, state => state.chances_on(threads))
    }
}

/// Every market's exact chances on the table of `game` as it is now.
pub fn chances_of(game: &Game) -> Result<Chances, OddsError> {
    TableState::capture(game)?.chances()
}

#[cfg(test)]
mod tests {
    use super::*;
    use livedraw_domain::GameConfig;

    #[test]
    fn every_game_is_captured_as_its_own_kind_and_shoe_games_need_a_shoe() {
        // The one-deck games are dealt from a fresh deck each draw: no shoe to wait for.
        let needs_a_shoe = |kind: GameKind| GameConfig::of(kind).shoe().is_some();
        for kind in GameKind::ALL {
            let game = Game::new(&GameConfig::of(kind));
            match TableState::capture(&game) {
                Ok(state) => {
                    assert!(!needs_a_shoe(kind), "{kind}");
                    assert_eq!(state.kind(), kind);
                    let chances = state.chances().expect("a fresh table is priced");
                    assert_eq!(chances, chances_of(&game).expect("the same"));
                }
                Err(error) => {
                    assert!(needs_a_shoe(kind), "{kind}");
                    assert_eq!(error, OddsError::NoShoe);
                }
            }
        }
    }
}
