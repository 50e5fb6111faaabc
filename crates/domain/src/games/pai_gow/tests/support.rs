//! Helpers: hands, settings and values from text, and a small deterministic generator of
//! random hands.

use super::super::*;
pub use crate::seeded::SplitMix64;

/// The hand of seven cards written `text`.
pub fn hand(text: &str) -> SevenCards {
    text.parse().expect("seven cards")
}

/// `N` cards written `text`.
pub fn cards<const N: usize>(text: &str) -> [PaiGowCard; N] {
    parse_cards(text)
        .expect("cards")
        .try_into()
        .expect("the number of cards")
}

/// The back value of five cards.
pub fn back(text: &str) -> BackValue {
    BackValue::of(cards(text))
}

/// The front value of two cards.
pub fn front(text: &str) -> FrontValue {
    FrontValue::of(cards(text))
}

/// The setting of `front` and `back`.
pub fn setting(front: &str, back: &str) -> Setting {
    Setting::new(cards(front), cards(back))
}

/// Asserts the house way of `seven`: its heading, rule and exact setting (front `front`,
/// the rest in back), and that the setting is legal.
pub fn assert_way(seven: &str, holding: Holding, rule: HouseRule, front: &str) {
    let seven = hand(seven);
    let way = house_way(&seven);
    let expected = Setting::with_front(&seven, cards(front)).expect("front cards of the hand");
    assert_eq!(
        (way.holding, way.rule, way.setting),
        (holding, rule, expected),
        "{seven}"
    );
    assert_eq!(way.setting.check(&seven), Ok(()), "{seven}: legal");
}

/// Seeded random hands (SplitMix64), so a failing hand can be replayed.
pub struct SplitMix(pub SplitMix64);

impl SplitMix {
    /// The next 64 random bits.
    pub fn next(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// `n` distinct cards of the 53, by a partial Fisher-Yates shuffle.
    pub fn cards(&mut self, n: usize) -> Vec<PaiGowCard> {
        let mut deck: Vec<PaiGowCard> = PaiGowCard::deck().collect();
        for at in 0..n {
            let pick = at + (self.next() % (deck.len() - at) as u64) as usize;
            deck.swap(at, pick);
        }
        deck.truncate(n);
        deck
    }

    /// A random hand of seven of the 53 cards.
    pub fn hand(&mut self) -> SevenCards {
        SevenCards::new(&self.cards(7)).expect("seven distinct cards")
    }
}
