//! Punto banco (table-games.md): punto, banco and tie from the remaining shoe, exactly as
//! baccarat's totals are computed (the same enumeration of every way to deal the coup over the
//! ten point classes, `baccarat::coup`), split by banco's final total for the no-commission
//! exception. The returns come from the domain's own settlement of one coup of each class
//! (punto wins, tie, banco wins on the exception total, banco wins on another total), weighted
//! by the class's probability.

use super::baccarat::coup::tally;
use super::baccarat::{point_counts, MOST_CARDS_PER_COUP};
use super::game_odds::GameOdds;
use super::shoe::{in_play, remaining};
use crate::chances::Chances;
use crate::error::OddsError;
use crate::fixed;
use livedraw_domain::card::parse_cards;
use livedraw_domain::games::punto_banco::{
    catalogue, Outcome, PuntoBanco, PuntoBancoConfig, Variant,
};
use livedraw_domain::{Card, Composition, GameKind};

/// What is on a punto banco table as its betting round opens.
#[derive(Clone, Debug, PartialEq)]
pub struct PuntoBancoState {
    /// The table's configuration (its variant and paytable).
    pub config: PuntoBancoConfig,
    /// The cards still in the shoe.
    pub shoe: Composition,
}

impl PuntoBancoState {
    /// The state of a table configured as `config` dealing from its shoe (of the configured
    /// decks) less the `seen` cards (dealt, burned).
    pub fn from_parts(
        config: PuntoBancoConfig,
        seen: &[Card],
    ) -> Result<PuntoBancoState, OddsError> {
        Ok(PuntoBancoState {
            shoe: remaining(config.shoe.decks, seen)?,
            config,
        })
    }
}

impl GameOdds for PuntoBancoState {
    type Game = PuntoBanco;

    fn capture(game: &PuntoBanco) -> Result<PuntoBancoState, OddsError> {
        Ok(PuntoBancoState {
            config: game.config().clone(),
            shoe: in_play(game.shoe())?,
        })
    }

    fn kind(&self) -> GameKind {
        GameKind::PuntoBanco
    }

    fn chances(&self) -> Result<Chances, OddsError> {
        chances(&self.config, &self.shoe)
    }
}

/// Every market's exact chance and return, from the cards left in `shoe`, before any card of
/// the coup is dealt (the single betting round).
pub fn chances(config: &PuntoBancoConfig, shoe: &Composition) -> Result<Chances, OddsError> {
    let left = usize::from(shoe.total());
    if left < MOST_CARDS_PER_COUP {
        return Err(OddsError::TooFewCards {
            needed: MOST_CARDS_PER_COUP,
            left,
        });
    }
    let coup = tally(point_counts(shoe), None, None);
    let exception = match config.variant {
        Variant::Commission => 6,
        Variant::NoCommission { exception_total } => exception_total,
    };
    let on_exception = coup.banker_on(usize::from(exception));
    let classes = [
        (coup_of("9c Kd", "7c Kh"), coup.player()),
        (coup_of("9c Kd", "9h Ks"), coup.tie()),
        (banco_wins_on(exception), on_exception),
        (
            banco_wins_on(if exception == 9 { 8 } else { 9 }),
            coup.banker() - on_exception,
        ),
    ];
    Ok(fixed::chances(
        1,
        &catalogue(config),
        classes.iter().map(|(outcome, weight)| (outcome, *weight)),
    ))
}

/// A coup from card texts (the representatives below are valid by construction).
fn coup_of(punto: &str, banco: &str) -> Outcome {
    let cards = |text| parse_cards(text).unwrap_or_default();
    Outcome {
        player: cards(punto),
        banker: cards(banco),
    }
}

/// A coup banco wins with a final total of `total` (1–9) on two cards against punto's 0.
fn banco_wins_on(total: u8) -> Outcome {
    let banco = match total {
        1 => "Ac Kh",
        2 => "2c Kh",
        3 => "3c Kh",
        4 => "4c Kh",
        5 => "5c Kh",
        6 => "6c Kh",
        7 => "7c Kh",
        8 => "8c Kh",
        _ => "9c Kh",
    };
    coup_of("Kc Qd Jh", banco)
}
