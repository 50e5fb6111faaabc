//! The hold'em games' side boxes, their exact returns per unit staked, from the deck less the
//! cards seen, each as its paytable pays it, the seat never folding a paying hand:
//!
//! - Ultimate Texas Hold'em's trips, on the player's seven cards (it stays in action after a
//!   fold);
//! - Riverside Poker's bonus, on the player's first five cards (the hole cards and the flop);
//! - Texas Hold'em Bonus's bonus and Dynamic Poker's B, on the hole cards (Bonus II's top line
//!   also on the dealer's).

use super::super::one_deck::unseen;
use super::super::seven_card_counts::category_counts;
use crate::error::OddsError;
use crate::fraction::Fraction;
use livedraw_domain::games::holdem::dynamic_poker::DynamicRules;
use livedraw_domain::games::holdem::holdem_bonus::ThbRules;
use livedraw_domain::games::holdem::lines_text;
use livedraw_domain::games::holdem::riverside_poker::RiversideRules;
use livedraw_domain::games::holdem::ultimate_holdem::UthRules;
use livedraw_domain::poker::five_card::Category;
use livedraw_domain::poker::hole_cards::{kinds_met, HoleCards};
use livedraw_domain::poker::paytable::Paytable;
use livedraw_domain::{Card, Payout, Rank};

/// A hold'em game's side box.
pub trait SideBox {
    /// The box's name (`trips`, `bonus`, `b`).
    fn side_box(&self) -> &'static str;
    /// Its exact expected net per unit staked, from the deck less `seen`.
    fn side_return(&self, seen: &[Card]) -> Result<Fraction, OddsError>;
    /// Its paytable in words.
    fn side_paytable(&self) -> String;
    /// Its exact chance of paying, from a whole deck.
    fn side_wins(&self) -> Result<Fraction, OddsError>;
    /// The least a win pays: its lowest line.
    fn side_least(&self) -> Payout;
}

impl SideBox for UthRules {
    fn side_least(&self) -> Payout {
        self.trips.least()
    }

    fn side_paytable(&self) -> String {
        lines_text(&self.trips)
    }

    fn side_box(&self) -> &'static str {
        "trips"
    }

    fn side_return(&self, seen: &[Card]) -> Result<Fraction, OddsError> {
        by_category(&self.trips, &category_counts(&[], seen, 7)?)
    }

    fn side_wins(&self) -> Result<Fraction, OddsError> {
        Ok(paying_categories(
            &self.trips,
            &category_counts(&[], &[], 7)?,
        ))
    }
}

impl SideBox for RiversideRules {
    fn side_least(&self) -> Payout {
        self.bonus.least()
    }

    fn side_paytable(&self) -> String {
        lines_text(&self.bonus)
    }

    fn side_box(&self) -> &'static str {
        "bonus"
    }

    fn side_return(&self, seen: &[Card]) -> Result<Fraction, OddsError> {
        by_category(&self.bonus, &category_counts(&[], seen, 5)?)
    }

    fn side_wins(&self) -> Result<Fraction, OddsError> {
        Ok(paying_categories(
            &self.bonus,
            &category_counts(&[], &[], 5)?,
        ))
    }
}

impl SideBox for ThbRules {
    fn side_least(&self) -> Payout {
        self.bonus.least()
    }

    fn side_paytable(&self) -> String {
        lines_text(&self.bonus)
    }

    fn side_box(&self) -> &'static str {
        "bonus"
    }

    fn side_return(&self, seen: &[Card]) -> Result<Fraction, OddsError> {
        by_hole_cards(&self.bonus, seen)
    }

    fn side_wins(&self) -> Result<Fraction, OddsError> {
        Ok(paying_hole_cards(&self.bonus))
    }
}

impl SideBox for DynamicRules {
    fn side_least(&self) -> Payout {
        self.b.least()
    }

    fn side_paytable(&self) -> String {
        lines_text(&self.b)
    }

    fn side_box(&self) -> &'static str {
        "b"
    }

    fn side_return(&self, seen: &[Card]) -> Result<Fraction, OddsError> {
        by_hole_cards(&self.b, seen)
    }

    fn side_wins(&self) -> Result<Fraction, OddsError> {
        Ok(paying_hole_cards(&self.b))
    }
}

/// A paytable by the best five's category, over hands counted by category.
fn by_category(paytable: &Paytable<Category>, counts: &[u64; 10]) -> Result<Fraction, OddsError> {
    let mut net = 0i128;
    for (category, count) in Category::ALL.iter().zip(counts) {
        let paid = paytable.pays(*category).unwrap_or(Payout::LOST);
        net += i128::from(*count) * i128::from(paid.as_hundredths());
    }
    let hands: i128 = counts.iter().map(|&count| i128::from(count)).sum();
    Ok(Fraction::new(net, 100 * hands))
}

/// The share of hands counted by category that `paytable` pays.
fn paying_categories(paytable: &Paytable<Category>, counts: &[u64; 10]) -> Fraction {
    let paying: u64 = Category::ALL
        .iter()
        .zip(counts)
        .filter(|(category, _)| paytable.pays(**category).is_some())
        .map(|(_, count)| count)
        .sum();
    let hands: u64 = counts.iter().sum();
    Fraction::new(i128::from(paying), i128::from(hands))
}

/// The share of a whole deck's hole pairs that `paytable` pays on, whatever the dealer holds (a
/// line that needs the dealer's aces is also a line of the player's aces).
fn paying_hole_cards(paytable: &Paytable<HoleCards>) -> Fraction {
    let deck: Vec<Card> = Card::all().collect();
    let not_aces = [Card::new(Rank::Two, livedraw_domain::Suit::Clubs); 2];
    let (mut paying, mut pairs) = (0i128, 0i128);
    for (at, &first) in deck.iter().enumerate() {
        for &second in &deck[at + 1..] {
            pairs += 1;
            paying += i128::from(
                paytable
                    .pays_best(&kinds_met([first, second], not_aces))
                    .is_some(),
            );
        }
    }
    Fraction::new(paying, pairs)
}

/// A paytable by the hole cards, over every player's two of the unseen cards and, for A-A, the
/// dealer's two of the rest (whether they are the other aces).
fn by_hole_cards(paytable: &Paytable<HoleCards>, seen: &[Card]) -> Result<Fraction, OddsError> {
    let unseen = unseen(seen)?;
    let n = unseen.len() as i128;
    if n < 4 {
        return Err(OddsError::TooFewCards {
            needed: 4,
            left: unseen.len(),
        });
    }
    let dealer_pairs = (n - 2) * (n - 3) / 2;
    let (mut net, mut hands) = (0i128, 0i128);
    for (at, &first) in unseen.iter().enumerate() {
        for &second in &unseen[at + 1..] {
            let hole = [first, second];
            let aces_left = unseen
                .iter()
                .filter(|card| card.rank() == Rank::Ace && !hole.contains(card))
                .count() as i128;
            // The dealer's A-A: two of the other aces (none unless both are unseen).
            let dealer_aces = aces_left * (aces_left - 1) / 2;
            let paid = |dealer: [Card; 2]| {
                let pays = paytable
                    .pays_best(&kinds_met(hole, dealer))
                    .unwrap_or(Payout::LOST);
                i128::from(pays.as_hundredths())
            };
            let aces = [Card::new(Rank::Ace, livedraw_domain::Suit::Clubs); 2];
            let other = [Card::new(Rank::Two, livedraw_domain::Suit::Clubs); 2];
            net += dealer_aces * paid(aces) + (dealer_pairs - dealer_aces) * paid(other);
            hands += dealer_pairs;
        }
    }
    Ok(Fraction::new(net, 100 * hands))
}
