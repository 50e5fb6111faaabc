use super::*;
use crate::games::blackjack::counts::card_value;

const ACE: usize = 0;
const TEN: usize = 9;

/// The dealer's play on a known order of cards (value indices), as the rules say: the second
/// card, then draws to 17 or more; what it ends with, by [`DealerOutcomes`]' fields.
fn play(up: usize, order: &[usize], busts_above: u8) -> &'static str {
    let mut hard = card_value(up);
    let mut ace = up == ACE;
    for (drawn, &index) in order.iter().enumerate() {
        hard += card_value(index);
        ace |= index == ACE;
        let best = if ace && hard + 10 <= 21 {
            hard + 10
        } else {
            hard
        };
        if drawn == 0 && best == 21 {
            return "blackjack";
        }
        if best >= 17 {
            return match best {
                _ if best > busts_above => "bust",
                17 => "17",
                18 => "18",
                19 => "19",
                20 => "20",
                21 => "21",
                _ => "22",
            };
        }
    }
    "short"
}

/// Every order of the physical cards `cards` (Heap's algorithm), each equally likely.
fn every_order(cards: &mut Vec<usize>, k: usize, each: &mut impl FnMut(&[usize])) {
    if k <= 1 {
        each(cards);
        return;
    }
    for i in 0..k {
        every_order(cards, k - 1, each);
        let j = if k.is_multiple_of(2) { i } else { 0 };
        cards.swap(j, k - 1);
    }
}

/// The dealer's outcomes by brute force: the share of the orders of the shoe ending each way,
/// among the orders whose second card does not make a blackjack if the dealer peeked.
fn brute_force(shoe: [u16; VALUES], draw: DealerDraw) -> DealerOutcomes {
    let mut cards: Vec<usize> = (0..VALUES)
        .flat_map(|index| std::iter::repeat_n(index, usize::from(shoe[index])))
        .collect();
    let (mut tally, mut orders) = (std::collections::BTreeMap::new(), 0u64);
    let n = cards.len();
    every_order(&mut cards, n, &mut |order| {
        let excluded = draw.no_blackjack
            && matches!(
                (draw.up, order.first()),
                (ACE, Some(&TEN)) | (TEN, Some(&ACE))
            );
        if !excluded {
            orders += 1;
            *tally
                .entry(play(draw.up, order, draw.busts_above))
                .or_insert(0u64) += 1;
        }
    });
    let share = |key: &str| tally.get(key).map_or(0.0, |&c| c as f64 / orders as f64);
    DealerOutcomes {
        stands: ["17", "18", "19", "20", "21", "22"].map(share),
        blackjack: share("blackjack"),
        bust: share("bust"),
        short: share("short"),
    }
}

fn assert_close(got: &DealerOutcomes, want: &DealerOutcomes, what: &str) {
    let pairs = got.stands.iter().zip(&want.stands).chain([
        (&got.blackjack, &want.blackjack),
        (&got.bust, &want.bust),
        (&got.short, &want.short),
    ]);
    for (g, w) in pairs {
        assert!((g - w).abs() < 1e-12, "{what}: got {got:?}, want {want:?}");
    }
}

/// Small shoes (8 cards: 40,320 orders each) over which every order is enumerated.
const SMALL_SHOES: [[u16; VALUES]; 4] = [
    [1, 1, 1, 1, 1, 1, 1, 0, 0, 1],
    [2, 0, 0, 1, 1, 0, 0, 0, 1, 3],
    [0, 2, 2, 2, 0, 0, 0, 0, 0, 2],
    [1, 0, 0, 0, 0, 1, 1, 1, 1, 3],
];

#[test]
fn the_dealer_s_final_hand_agrees_with_every_order_of_small_shoes() {
    for shoe in SMALL_SHOES {
        for up in 0..VALUES {
            for busts_above in [21, 22] {
                for no_blackjack in [false, true] {
                    let draw = DealerDraw {
                        up,
                        busts_above,
                        no_blackjack,
                    };
                    let got = outcomes(&Counts::new(shoe), draw);
                    let want = brute_force(shoe, draw);
                    assert_close(&got, &want, &format!("{shoe:?}, {draw:?}"));
                }
            }
        }
    }
}

#[test]
fn the_dealer_s_chances_add_up_to_one_on_a_six_deck_shoe() {
    for up in 0..VALUES {
        let mut shoe = Counts::decks(6);
        shoe = shoe.without(up).expect("a card of each value");
        let out = outcomes(
            &shoe,
            DealerDraw {
                up,
                busts_above: 21,
                no_blackjack: false,
            },
        );
        let sum: f64 = out.stands.iter().sum::<f64>() + out.blackjack + out.bust + out.short;
        assert!((sum - 1.0).abs() < 1e-12, "up {up}: {sum}");
        assert_eq!(out.short, 0.0);
        assert_eq!(out.stands[5], 0.0, "no 22 where the dealer busts above 21");
    }
}

#[test]
fn a_dealer_who_peeked_under_an_ace_has_no_blackjack() {
    let shoe = Counts::decks(6).without(ACE).expect("an ace");
    let peeked = outcomes(
        &shoe,
        DealerDraw {
            up: ACE,
            busts_above: 21,
            no_blackjack: true,
        },
    );
    assert_eq!(peeked.blackjack, 0.0);
    let unpeeked = outcomes(
        &shoe,
        DealerDraw {
            up: ACE,
            busts_above: 21,
            no_blackjack: false,
        },
    );
    // 96 tens among the 311 cards left.
    assert!((unpeeked.blackjack - 96.0 / 311.0).abs() < 1e-15);
}

#[test]
fn where_22_pushes_the_dealer_stands_on_22_instead_of_busting() {
    let shoe = Counts::decks(6).without(5).expect("a six");
    let at_21 = outcomes(
        &shoe,
        DealerDraw {
            up: 5,
            busts_above: 21,
            no_blackjack: false,
        },
    );
    let at_22 = outcomes(
        &shoe,
        DealerDraw {
            up: 5,
            busts_above: 22,
            no_blackjack: false,
        },
    );
    assert!(at_22.stands[5] > 0.0);
    assert!((at_21.bust - at_22.bust - at_22.stands[5]).abs() < 1e-12);
}
