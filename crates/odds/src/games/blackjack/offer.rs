//! The insurance and even-money window's values: what insurance returns per unit of its stake,
//! and, to a blackjack, even money (1:1 at once) against keeping the blackjack. Both turn on one
//! card only, the dealer's other card: by exchangeability it is any unseen card, whatever the
//! players draw before it.

use super::counts::{index, Counts};
use crate::error::OddsError;
use livedraw_domain::games::blackjack::actions::{check, Action, HandState};
use livedraw_domain::games::blackjack::hand::value;
use livedraw_domain::games::blackjack::settlement::{settle, PlayedHand, TableOptions};
use livedraw_domain::games::blackjack::version::Rules;
use livedraw_domain::Rank;

/// A seat's hand when the offer window opens.
#[derive(Clone, Copy, Debug)]
pub struct Offered<'a> {
    /// The table's version.
    pub rules: Rules,
    /// The table's choices.
    pub options: TableOptions,
    /// The seat's first two cards.
    pub player: &'a [Rank],
    /// The dealer's first card.
    pub dealer_up: Rank,
    /// The unseen cards.
    pub unseen: Counts,
}

/// The offer's values to one seat; `None` for what it is not offered.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct OfferValues {
    /// Insurance, per unit of insurance stake: 2:1 if the dealer has blackjack, else lost.
    pub insurance: Option<f64>,
    /// Even money: 1:1 at once.
    pub even_money: Option<f64>,
    /// Keeping the blackjack instead of even money: its expected net against the dealer's
    /// other card.
    pub keep_blackjack: Option<f64>,
}

/// What the offer is worth to `seat`: insurance where the rules offer it, even money and
/// keeping the blackjack where they offer even money.
pub fn offer_values(seat: &Offered) -> Result<OfferValues, OddsError> {
    if seat.unseen.total() == 0 {
        return Err(OddsError::TooFewCards { needed: 1, left: 0 });
    }
    let hand = HandState {
        ranks: seat.player,
        split: false,
        split_ace: false,
        closed: false,
        insured: false,
        seat_hands: 1,
    };
    let allowed = |action| check(&seat.rules, false, &hand, seat.dealer_up, action).is_ok();
    let blackjack = dealer_blackjack_chance(seat);
    let even_money = allowed(Action::EvenMoney);
    Ok(OfferValues {
        insurance: allowed(Action::Insurance { hundredths: 50 }).then_some(3.0 * blackjack - 1.0),
        even_money: even_money.then_some(1.0),
        keep_blackjack: even_money.then(|| keep(seat)),
    })
}

/// The chance that the dealer's other card makes a blackjack with the up card.
fn dealer_blackjack_chance(seat: &Offered) -> f64 {
    match seat.dealer_up {
        Rank::Ace => seat.unseen.chance(index(Rank::Ten)),
        up if value(up) == 10 => seat.unseen.chance(index(Rank::Ace)),
        _ => 0.0,
    }
}

/// The blackjack settled against each other card the dealer may take: the dealer's hand is
/// finished by it when it makes a blackjack, and else loses to the blackjack whatever follows.
fn keep(seat: &Offered) -> f64 {
    let hand = PlayedHand {
        ranks: seat.player,
        split: false,
        original: true,
        doubled: false,
        surrendered: false,
    };
    let blackjack = dealer_blackjack_chance(seat);
    let other = if seat.dealer_up == Rank::Ace {
        Rank::Ten
    } else {
        Rank::Ace
    };
    let net = |dealer: &[Rank]| {
        let settled = settle(&seat.rules, &seat.options, &hand, dealer);
        f64::from(settled.net.as_hundredths()) / 100.0
    };
    // Any dealer hand that is no blackjack: the blackjack beats it (a 17 stands for them all).
    let beaten = net(&[Rank::Ten, Rank::Seven]);
    blackjack * net(&[seat.dealer_up, other]) + (1.0 - blackjack) * beaten
}

#[cfg(test)]
mod tests {
    use super::*;
    use livedraw_domain::games::blackjack::Version;
    use livedraw_domain::market::Payout;

    fn options(pays: i32) -> TableOptions {
        TableOptions {
            blackjack_pays: Payout::hundredths(pays),
            twenty_one_pushes_dealer_blackjack: false,
            original_stake_only_under_ace: true,
        }
    }

    /// A small shoe by value: aces, 2–9, tens.
    fn shoe(aces: u16, tens: u16, others: u16) -> Counts {
        let mut counts = [others; 10];
        counts[0] = aces;
        counts[9] = tens;
        Counts::new(counts)
    }

    /// The expected net of a bet by enumerating the dealer's other card over the shoe.
    fn enumerated(unseen: &Counts, net: impl Fn(Rank) -> f64) -> f64 {
        let ranks = [
            Rank::Ace,
            Rank::Two,
            Rank::Three,
            Rank::Four,
            Rank::Five,
            Rank::Six,
            Rank::Seven,
            Rank::Eight,
            Rank::Nine,
            Rank::Ten,
        ];
        let total = f64::from(unseen.total());
        ranks
            .iter()
            .map(|rank| f64::from(unseen.count(index(*rank))) / total * net(*rank))
            .sum()
    }

    #[test]
    fn insurance_pays_2_to_1_on_the_dealer_s_ten_under_an_ace() {
        let unseen = shoe(2, 9, 3);
        let values = offer_values(&Offered {
            rules: Version::H.rules(),
            options: options(150),
            player: &[Rank::Ten, Rank::Six],
            dealer_up: Rank::Ace,
            unseen,
        })
        .expect("values");
        let expected = enumerated(&unseen, |other| if value(other) == 10 { 2.0 } else { -1.0 });
        let insurance = values.insurance.expect("offered under an ace");
        assert!(
            (insurance - expected).abs() < 1e-12,
            "{insurance} vs {expected}"
        );
        assert_eq!(values.even_money, None);
    }

    #[test]
    fn even_money_against_keeping_a_blackjack_under_a_ten_in_h() {
        let unseen = shoe(3, 8, 2);
        let values = offer_values(&Offered {
            rules: Version::H.rules(),
            options: options(150),
            player: &[Rank::Ace, Rank::King],
            dealer_up: Rank::Ten,
            unseen,
        })
        .expect("values");
        // Kept, the blackjack pushes a dealer blackjack (an ace under the ten) and wins 3:2
        // against anything else.
        let expected = enumerated(&unseen, |other| if other == Rank::Ace { 0.0 } else { 1.5 });
        let keep = values
            .keep_blackjack
            .expect("even money offered under a ten in H");
        assert!((keep - expected).abs() < 1e-12, "{keep} vs {expected}");
        assert_eq!(values.even_money, Some(1.0));
        assert_eq!(values.insurance, None);
    }

    #[test]
    fn no_even_money_under_a_ten_in_b() {
        let values = offer_values(&Offered {
            rules: Version::B.rules(),
            options: options(150),
            player: &[Rank::Ace, Rank::King],
            dealer_up: Rank::Ten,
            unseen: shoe(3, 8, 2),
        })
        .expect("values");
        assert_eq!(values, OfferValues::default());
    }
}
