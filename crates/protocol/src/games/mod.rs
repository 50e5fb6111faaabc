//! One module per game for what the wire says of it: its outcome and, for the fixed-payout
//! games and blackjack, its options. This registry is the one place that maps the domain's
//! games to their wire messages and back; the generic files ([`crate::outcome`],
//! [`crate::game_options`], [`crate::settings`]) dispatch through it.

pub mod baccarat;
pub mod blackjack;
pub mod dice5;
pub mod holdem;
pub mod lotto;
pub mod lucky_dice;
pub mod money_wheel;
pub mod oasis;
pub mod poker6;
pub mod punto_banco;
pub mod red_dog;
pub mod roulette;
pub mod sic_bo;
pub mod three_card;
pub mod triple_bet;
pub mod war;
pub mod wheel;
mod words;

use crate::error::DecodeError;
use crate::v1;
use crate::v1::game_options::Game as Options;
use crate::v1::outcome::Game as Outcomes;
use livedraw_domain::games::holdem::variant::HoldemVariant;
use livedraw_domain::games::red_dog::RedDogGame;
use livedraw_domain::games::three_card::ThreeCardGame;
use livedraw_domain::games::triple_bet::TripleBetGame;
use livedraw_domain::{GameConfig, GameKind, Outcome};

/// The wire game of a domain game.
pub fn encode_kind(game: GameKind) -> v1::GameKind {
    match game {
        GameKind::Baccarat => v1::GameKind::Baccarat,
        GameKind::War => v1::GameKind::War,
        GameKind::Poker6 => v1::GameKind::Poker6,
        GameKind::Wheel => v1::GameKind::Wheel,
        GameKind::Dice5 => v1::GameKind::Dice5,
        GameKind::Lotto5Of36 => v1::GameKind::Lotto5Of36,
        GameKind::Lotto7Of42 => v1::GameKind::Lotto7Of42,
        GameKind::Roulette => v1::GameKind::Roulette,
        GameKind::MoneyWheel => v1::GameKind::MoneyWheel,
        GameKind::SicBo => v1::GameKind::SicBo,
        GameKind::LuckyDice => v1::GameKind::LuckyDice,
        GameKind::PuntoBanco => v1::GameKind::PuntoBanco,
        GameKind::Blackjack => v1::GameKind::Blackjack,
        GameKind::ThreeCardPoker => v1::GameKind::ThreeCardPoker,
        GameKind::FastPoker => v1::GameKind::FastPoker,
        GameKind::RedDog => v1::GameKind::RedDog,
        GameKind::TripleBetPoker => v1::GameKind::TripleBetPoker,
        GameKind::OasisStud => v1::GameKind::OasisStud,
        GameKind::Bulldog => v1::GameKind::Bulldog,
        GameKind::UltimateHoldem => v1::GameKind::UltimateHoldem,
        GameKind::HoldemBonus => v1::GameKind::HoldemBonus,
        GameKind::DynamicPoker => v1::GameKind::DynamicPoker,
        GameKind::RiversidePoker => v1::GameKind::RiversidePoker,
    }
}

/// The domain game of a wire game; `None` for the unspecified one.
pub fn decode_kind(game: v1::GameKind) -> Option<GameKind> {
    Some(match game {
        v1::GameKind::Unspecified => return None,
        v1::GameKind::Baccarat => GameKind::Baccarat,
        v1::GameKind::War => GameKind::War,
        v1::GameKind::Poker6 => GameKind::Poker6,
        v1::GameKind::Wheel => GameKind::Wheel,
        v1::GameKind::Dice5 => GameKind::Dice5,
        v1::GameKind::Lotto5Of36 => GameKind::Lotto5Of36,
        v1::GameKind::Lotto7Of42 => GameKind::Lotto7Of42,
        v1::GameKind::Roulette => GameKind::Roulette,
        v1::GameKind::MoneyWheel => GameKind::MoneyWheel,
        v1::GameKind::SicBo => GameKind::SicBo,
        v1::GameKind::LuckyDice => GameKind::LuckyDice,
        v1::GameKind::PuntoBanco => GameKind::PuntoBanco,
        v1::GameKind::Blackjack => GameKind::Blackjack,
        v1::GameKind::ThreeCardPoker => GameKind::ThreeCardPoker,
        v1::GameKind::FastPoker => GameKind::FastPoker,
        v1::GameKind::RedDog => GameKind::RedDog,
        v1::GameKind::Bulldog => GameKind::Bulldog,
        v1::GameKind::TripleBetPoker => GameKind::TripleBetPoker,
        v1::GameKind::OasisStud => GameKind::OasisStud,
        v1::GameKind::UltimateHoldem => GameKind::UltimateHoldem,
        v1::GameKind::HoldemBonus => GameKind::HoldemBonus,
        v1::GameKind::DynamicPoker => GameKind::DynamicPoker,
        v1::GameKind::RiversidePoker => GameKind::RiversidePoker,
    })
}

/// The wire outcome of a domain outcome, by its game's module.
pub(crate) fn encode_outcome(outcome: &Outcome) -> Outcomes {
    match outcome {
        Outcome::Baccarat(coup) => Outcomes::Baccarat(baccarat::encode_outcome(coup)),
        Outcome::War(draw) => Outcomes::War(war::encode_outcome(draw)),
        Outcome::Poker6(showdown) => Outcomes::Poker6(poker6::encode_outcome(showdown)),
        Outcome::Wheel(stop) => Outcomes::Wheel(wheel::encode_outcome(stop)),
        Outcome::Dice5(roll) => Outcomes::Dice5(dice5::encode_outcome(roll)),
        Outcome::Lotto(draw) => Outcomes::Lotto(lotto::encode_outcome(draw)),
        Outcome::Roulette(spin) => Outcomes::Roulette(roulette::encode_outcome(spin)),
        Outcome::MoneyWheel(stop) => Outcomes::MoneyWheel(money_wheel::encode_outcome(stop)),
        Outcome::SicBo(roll) => Outcomes::SicBo(sic_bo::encode_outcome(roll)),
        Outcome::LuckyDice(throw) => Outcomes::LuckyDice(lucky_dice::encode_outcome(throw)),
        Outcome::PuntoBanco(coup) => Outcomes::PuntoBanco(punto_banco::encode_outcome(coup)),
        Outcome::Blackjack(deal) => Outcomes::Blackjack(blackjack::encode_outcome(deal)),
        Outcome::ThreeCard(round) => {
            let wire = three_card::encode_outcome(round);
            match round.game {
                ThreeCardGame::ThreeCardPoker => Outcomes::ThreeCardPoker(wire),
                ThreeCardGame::FastPoker => Outcomes::FastPoker(wire),
            }
        }
        Outcome::ThreeCardSeats(round) => {
            let wire = three_card::encode_seats(round);
            match round.game {
                ThreeCardGame::ThreeCardPoker => Outcomes::ThreeCardPoker(wire),
                ThreeCardGame::FastPoker => Outcomes::FastPoker(wire),
            }
        }
        Outcome::RedDog(round) => Outcomes::RedDog(red_dog::encode_outcome(round)),
        Outcome::Bulldog(round) => Outcomes::Bulldog(red_dog::encode_bulldog(round)),
        Outcome::TripleBet(round) => {
            let wire = triple_bet::encode_outcome(round);
            match round.game {
                TripleBetGame::TripleBetPoker => Outcomes::TripleBetPoker(wire),
                TripleBetGame::OasisD => Outcomes::OasisStudD(wire),
            }
        }
        Outcome::Oasis(round) => Outcomes::OasisStud(oasis::encode_outcome(round)),
        Outcome::Holdem(round) => {
            let wire = holdem::encode_outcome(round);
            match round.variant {
                HoldemVariant::UltimateHoldem => Outcomes::UltimateHoldem(wire),
                HoldemVariant::HoldemBonus => Outcomes::HoldemBonus(wire),
                HoldemVariant::DynamicPoker => Outcomes::DynamicPoker(wire),
                HoldemVariant::RiversidePoker => Outcomes::RiversidePoker(wire),
            }
        }
    }
}

/// The domain outcome of a wire outcome, by its game's module.
pub(crate) fn decode_outcome(outcome: &Outcomes) -> Result<Outcome, DecodeError> {
    match outcome {
        Outcomes::Baccarat(coup) => baccarat::decode_outcome(coup).map(Outcome::Baccarat),
        Outcomes::War(draw) => war::decode_outcome(draw).map(Outcome::War),
        Outcomes::Poker6(showdown) => poker6::decode_outcome(showdown).map(Outcome::Poker6),
        Outcomes::Wheel(stop) => wheel::decode_outcome(stop).map(Outcome::Wheel),
        Outcomes::Dice5(roll) => dice5::decode_outcome(roll).map(Outcome::Dice5),
        Outcomes::Lotto(draw) => lotto::decode_outcome(draw).map(Outcome::Lotto),
        Outcomes::Roulette(spin) => roulette::decode_outcome(spin).map(Outcome::Roulette),
        Outcomes::MoneyWheel(stop) => money_wheel::decode_outcome(stop).map(Outcome::MoneyWheel),
        Outcomes::SicBo(roll) => sic_bo::decode_outcome(roll).map(Outcome::SicBo),
        Outcomes::LuckyDice(throw) => lucky_dice::decode_outcome(throw).map(Outcome::LuckyDice),
        Outcomes::PuntoBanco(coup) => punto_banco::decode_outcome(coup).map(Outcome::PuntoBanco),
        Outcomes::Blackjack(deal) => blackjack::decode_outcome(deal).map(Outcome::Blackjack),
        Outcomes::ThreeCardPoker(round) => {
            three_card::decode_any(ThreeCardGame::ThreeCardPoker, round)
        }
        Outcomes::FastPoker(round) => three_card::decode_any(ThreeCardGame::FastPoker, round),
        Outcomes::RedDog(round) => red_dog::decode_outcome(round).map(Outcome::RedDog),
        Outcomes::Bulldog(round) => red_dog::decode_bulldog(round).map(Outcome::Bulldog),
        Outcomes::TripleBetPoker(round) => {
            triple_bet::decode_outcome(TripleBetGame::TripleBetPoker, round).map(Outcome::TripleBet)
        }
        Outcomes::OasisStudD(round) => {
            triple_bet::decode_outcome(TripleBetGame::OasisD, round).map(Outcome::TripleBet)
        }
        Outcomes::OasisStud(round) => oasis::decode_outcome(round).map(Outcome::Oasis),
        Outcomes::UltimateHoldem(round) => {
            holdem::decode_outcome(HoldemVariant::UltimateHoldem, round).map(Outcome::Holdem)
        }
        Outcomes::HoldemBonus(round) => {
            holdem::decode_outcome(HoldemVariant::HoldemBonus, round).map(Outcome::Holdem)
        }
        Outcomes::DynamicPoker(round) => {
            holdem::decode_outcome(HoldemVariant::DynamicPoker, round).map(Outcome::Holdem)
        }
        Outcomes::RiversidePoker(round) => {
            holdem::decode_outcome(HoldemVariant::RiversidePoker, round).map(Outcome::Holdem)
        }
    }
}

/// The wire options of a configuration, by its game's module; `None` for the live-odds games,
/// which take none but a shoe other than the default.
pub(crate) fn encode_options(game: &GameConfig) -> Option<Options> {
    Some(match game {
        GameConfig::Roulette(config) => Options::Roulette(roulette::encode_options(config)),
        GameConfig::MoneyWheel(config) => Options::MoneyWheel(money_wheel::encode_options(config)),
        GameConfig::SicBo(config) => Options::SicBo(sic_bo::encode_options(config)),
        GameConfig::LuckyDice(config) => Options::LuckyDice(lucky_dice::encode_options(config)),
        GameConfig::PuntoBanco(config) => Options::PuntoBanco(punto_banco::encode_options(config)),
        GameConfig::Blackjack(config) => Options::Blackjack(blackjack::encode_options(config)),
        GameConfig::Baccarat(shoe) => Options::Baccarat(baccarat::encode_options(*shoe)?),
        GameConfig::War(shoe) => Options::War(war::encode_options(*shoe)?),
        GameConfig::ThreeCard(config) => {
            let wire = three_card::encode_options(config);
            match config.game {
                ThreeCardGame::ThreeCardPoker => Options::ThreeCardPoker(wire),
                ThreeCardGame::FastPoker => Options::FastPoker(wire),
            }
        }
        GameConfig::RedDog(config) => {
            let wire = red_dog::encode_options(config);
            match config.game {
                RedDogGame::RedDog => Options::RedDog(wire),
                RedDogGame::Bulldog => Options::Bulldog(wire),
            }
        }
        GameConfig::TripleBet(config) => {
            Options::TripleBetPoker(triple_bet::encode_options(config))
        }
        GameConfig::Oasis(config) => Options::OasisStud(oasis::encode_options(config)),
        GameConfig::Holdem(config) => {
            let wire = holdem::encode_options(config);
            match config.variant {
                HoldemVariant::UltimateHoldem => Options::UltimateHoldem(wire),
                HoldemVariant::HoldemBonus => Options::HoldemBonus(wire),
                HoldemVariant::DynamicPoker => Options::DynamicPoker(wire),
                HoldemVariant::RiversidePoker => Options::RiversidePoker(wire),
            }
        }
        GameConfig::Poker6 | GameConfig::Wheel | GameConfig::Dice5 | GameConfig::Lotto(_) => {
            return None
        }
    })
}

/// The configuration of wire options, by their game's module.
pub(crate) fn decode_options(options: &Options) -> Result<GameConfig, DecodeError> {
    Ok(match options {
        Options::Roulette(options) => GameConfig::Roulette(roulette::decode_options(options)?),
        Options::MoneyWheel(options) => {
            GameConfig::MoneyWheel(money_wheel::decode_options(options)?)
        }
        Options::SicBo(options) => GameConfig::SicBo(sic_bo::decode_options(options)?),
        Options::LuckyDice(options) => GameConfig::LuckyDice(lucky_dice::decode_options(options)?),
        Options::PuntoBanco(options) => {
            GameConfig::PuntoBanco(punto_banco::decode_options(options)?)
        }
        Options::Blackjack(options) => GameConfig::Blackjack(blackjack::decode_options(options)?),
        Options::Baccarat(options) => GameConfig::Baccarat(baccarat::decode_options(options)?),
        Options::War(options) => GameConfig::War(war::decode_options(options)?),
        Options::ThreeCardPoker(options) => GameConfig::ThreeCard(three_card::decode_options(
            ThreeCardGame::ThreeCardPoker,
            options,
        )?),
        Options::FastPoker(options) => GameConfig::ThreeCard(three_card::decode_options(
            ThreeCardGame::FastPoker,
            options,
        )?),
        Options::RedDog(options) => {
            GameConfig::RedDog(red_dog::decode_options(RedDogGame::RedDog, options)?)
        }
        Options::Bulldog(options) => {
            GameConfig::RedDog(red_dog::decode_options(RedDogGame::Bulldog, options)?)
        }
        Options::TripleBetPoker(options) => {
            GameConfig::TripleBet(triple_bet::decode_options(options)?)
        }
        Options::OasisStud(options) => GameConfig::Oasis(oasis::decode_options(options)?),
        Options::UltimateHoldem(options) => GameConfig::Holdem(holdem::decode_options(
            HoldemVariant::UltimateHoldem,
            options,
        )?),
        Options::HoldemBonus(options) => {
            GameConfig::Holdem(holdem::decode_options(HoldemVariant::HoldemBonus, options)?)
        }
        Options::DynamicPoker(options) => GameConfig::Holdem(holdem::decode_options(
            HoldemVariant::DynamicPoker,
            options,
        )?),
        Options::RiversidePoker(options) => GameConfig::Holdem(holdem::decode_options(
            HoldemVariant::RiversidePoker,
            options,
        )?),
    })
}

/// The game whose options these are.
pub(crate) fn owner(options: &Options) -> GameKind {
    match options {
        Options::Roulette(_) => GameKind::Roulette,
        Options::MoneyWheel(_) => GameKind::MoneyWheel,
        Options::SicBo(_) => GameKind::SicBo,
        Options::LuckyDice(_) => GameKind::LuckyDice,
        Options::PuntoBanco(_) => GameKind::PuntoBanco,
        Options::Blackjack(_) => GameKind::Blackjack,
        Options::Baccarat(_) => GameKind::Baccarat,
        Options::War(_) => GameKind::War,
        Options::ThreeCardPoker(_) => GameKind::ThreeCardPoker,
        Options::FastPoker(_) => GameKind::FastPoker,
        Options::RedDog(_) => GameKind::RedDog,
        Options::Bulldog(_) => GameKind::Bulldog,
        Options::TripleBetPoker(_) => GameKind::TripleBetPoker,
        Options::OasisStud(_) => GameKind::OasisStud,
        Options::UltimateHoldem(_) => GameKind::UltimateHoldem,
        Options::HoldemBonus(_) => GameKind::HoldemBonus,
        Options::DynamicPoker(_) => GameKind::DynamicPoker,
        Options::RiversidePoker(_) => GameKind::RiversidePoker,
    }
}

/// The outcome a supervisor's words give for a correction (`pocket 18`, `wheel symbol`,
/// `money-wheel 12`, `dice 6,6,6`, `lucky-dice 3,5`, `balls 3,14,25,36,10`), by the game whose
/// form they take; `None` when no game's form fits. A card game takes a card, not a whole
/// outcome.
pub fn outcome_from_words(words: &str) -> Option<Outcome> {
    let (form, value) = words.trim().split_once(char::is_whitespace)?;
    let value = value.trim();
    GameKind::ALL.into_iter().find_map(|kind| match kind {
        GameKind::Roulette => roulette::outcome_from_words(form, value),
        GameKind::Wheel => wheel::outcome_from_words(form, value),
        GameKind::MoneyWheel => money_wheel::outcome_from_words(form, value),
        GameKind::Dice5 => dice5::outcome_from_words(form, value),
        GameKind::SicBo => sic_bo::outcome_from_words(form, value),
        GameKind::LuckyDice => lucky_dice::outcome_from_words(form, value),
        GameKind::Lotto5Of36 | GameKind::Lotto7Of42 => lotto::outcome_from_words(form, value),
        GameKind::Baccarat
        | GameKind::War
        | GameKind::Poker6
        | GameKind::PuntoBanco
        | GameKind::Blackjack
        | GameKind::ThreeCardPoker
        | GameKind::FastPoker
        | GameKind::RedDog
        | GameKind::Bulldog
        | GameKind::TripleBetPoker
        | GameKind::OasisStud
        | GameKind::UltimateHoldem
        | GameKind::HoldemBonus
        | GameKind::DynamicPoker
        | GameKind::RiversidePoker => None,
    })
}

/// A fixed-payout game's or blackjack's outcome in a few characters, for people (`pocket 17`,
/// `dealer 18, 2 hands`), by its game's module; `None` for the live-odds games, which are
/// described by their markets.
pub fn outcome_text(outcome: &Outcomes) -> Option<String> {
    Some(match outcome {
        Outcomes::Roulette(spin) => roulette::outcome_text(spin),
        Outcomes::MoneyWheel(stop) => money_wheel::outcome_text(stop),
        Outcomes::SicBo(roll) => sic_bo::outcome_text(roll),
        Outcomes::LuckyDice(throw) => lucky_dice::outcome_text(throw),
        Outcomes::PuntoBanco(coup) => punto_banco::outcome_text(coup),
        Outcomes::Blackjack(deal) => blackjack::outcome_text(deal),
        Outcomes::ThreeCardPoker(round) | Outcomes::FastPoker(round) => {
            three_card::outcome_text(round)
        }
        Outcomes::RedDog(round) => red_dog::outcome_text(round),
        Outcomes::Bulldog(round) => red_dog::bulldog_text(round),
        Outcomes::TripleBetPoker(round) | Outcomes::OasisStudD(round) => {
            triple_bet::outcome_text(round)
        }
        Outcomes::OasisStud(round) => oasis::outcome_text(round),
        Outcomes::UltimateHoldem(round)
        | Outcomes::HoldemBonus(round)
        | Outcomes::DynamicPoker(round)
        | Outcomes::RiversidePoker(round) => holdem::outcome_text(round),
        Outcomes::Baccarat(_)
        | Outcomes::War(_)
        | Outcomes::Poker6(_)
        | Outcomes::Wheel(_)
        | Outcomes::Dice5(_)
        | Outcomes::Lotto(_) => return None,
    })
}
