//! The showdown's counts against a plain brute force on reduced decks (every board, every
//! player's two and every dealer's two of the cards left, both seven-card hands evaluated),
//! and the generated whole deck's counts against the number of deals.

use super::*;
use livedraw_domain::poker::five_card::evaluate;
use std::cmp::Ordering;

fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace()
        .map(|card| card.parse().expect("a card"))
        .collect()
}

/// Reduced decks on which the player wins, loses and ties: nine cards (a flush and a straight
/// of spades, a pair of aces or kings), eleven (a heart flush, straights, pairs shared on the
/// board), twelve (pairs, a wheel, sevens and twos to split).
fn reduced_decks() -> [Vec<Card>; 3] {
    [
        cards("As Ks Qs Js Ts 9s Ah Kh 2c"),
        cards("Ah Ad Kh Kd Qh Qc Jh Js Th 9c 2s"),
        cards("As Ah Kc Kd 7s 7h 6c 5d 4s 3h 2c 2d"),
    ]
}

/// Deals counted by whose final hand is higher.
#[derive(Debug, Default)]
struct Brute {
    wins: u64,
    losses: u64,
    ties: u64,
}

impl Brute {
    fn deals(&self) -> u64 {
        self.wins + self.losses + self.ties
    }
}

/// Every `k` of `cards`, in order.
fn subsets(cards: &[Card], k: usize) -> Vec<Vec<Card>> {
    if k == 0 {
        return vec![Vec::new()];
    }
    let mut out = Vec::new();
    for (at, &card) in cards.iter().enumerate() {
        for mut rest in subsets(&cards[at + 1..], k - 1) {
            rest.insert(0, card);
            out.push(rest);
        }
    }
    out
}

/// Every board of `deck`, every player's two off it and every dealer's two of the rest, each
/// hand the best five of its seven.
fn brute(deck: &[Card]) -> Brute {
    let mut out = Brute::default();
    for board in subsets(deck, 5) {
        let hand = |hole: &[Card]| evaluate(&[board.as_slice(), hole].concat());
        let off: Vec<Card> = deck
            .iter()
            .copied()
            .filter(|c| !board.contains(c))
            .collect();
        for player in subsets(&off, 2) {
            let left: Vec<Card> = off
                .iter()
                .copied()
                .filter(|c| !player.contains(c))
                .collect();
            for dealer in subsets(&left, 2) {
                match hand(&player).cmp(&hand(&dealer)) {
                    Ordering::Greater => out.wins += 1,
                    Ordering::Less => out.losses += 1,
                    Ordering::Equal => out.ties += 1,
                }
            }
        }
    }
    out
}

fn counted(deck: &[Card], threads: usize) -> ShowdownChance {
    tie_count(deck, threads).expect("distinct cards")
}

#[test]
fn showdown_chance_ties_equal_brute_force_on_reduced_decks() {
    for deck in reduced_decks() {
        let brute = brute(&deck);
        // The deck is worth testing only where both happen.
        assert!(brute.ties > 0 && brute.wins > 0, "{deck:?}: {brute:?}");
        let chance = counted(&deck, 1);
        assert_eq!(chance.deals, brute.deals(), "{deck:?}");
        assert_eq!(chance.ties, brute.ties, "{deck:?}");
    }
}

#[test]
fn showdown_chance_is_alike_on_any_number_of_threads() {
    let deck = &reduced_decks()[2];
    let one = counted(deck, 1);
    for threads in [0, 2, 3, 7] {
        assert_eq!(counted(deck, threads), one, "{threads} threads");
    }
}

#[test]
fn showdown_chance_wins_equal_losses_and_every_deal_settles() {
    for deck in reduced_decks() {
        let brute = brute(&deck);
        assert_eq!(brute.wins, brute.losses, "{deck:?}");
        let chance = counted(&deck, 2);
        assert_eq!(chance.wins() * 2 + chance.ties, chance.deals, "{deck:?}");
        assert_eq!(chance.wins(), brute.wins, "{deck:?}");
        assert_eq!(
            chance.win_fraction(),
            Fraction::new(i128::from(brute.wins), i128::from(brute.deals()))
        );
        assert!((2.0 * chance.win() + chance.tie() - 1.0).abs() < 1e-12);
    }
}

#[test]
fn showdown_chance_refuses_a_card_twice_and_counts_no_deal_below_nine_cards() {
    assert_eq!(
        tie_count(&cards("As Ks Qs Js Ts 9s Ah Kh As"), 1),
        Err(OddsError::DuplicateCard(cards("As")[0]))
    );
    let eight = counted(&cards("As Ks Qs Js Ts 9s Ah Kh"), 1);
    assert_eq!(eight, ShowdownChance::default());
    assert_eq!((eight.win(), eight.tie()), (0.0, 0.0));
    assert_eq!(counted(&[], 2), ShowdownChance::default());
}

#[test]
fn showdown_chance_of_the_full_deck_counts_every_deal() {
    let full = full_deck();
    let deals = choose(52, 5) * choose(47, 2) * choose(45, 2);
    assert_eq!(full.deals, deals as u64);
    assert!(full.ties > 0 && full.ties < full.deals / 10, "{full:?}");
    // The player wins as many deals as the dealer: the rest of the ties is even.
    assert_eq!((full.deals - full.ties) % 2, 0, "{full:?}");
    assert!((2.0 * full.win() + full.tie() - 1.0).abs() < 1e-12);
}
