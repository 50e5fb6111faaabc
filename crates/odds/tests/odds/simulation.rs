//! Every game against a seeded simulation of 10^6 draws, settled with the domain's settlement
//! (blackjack: the dealer's final hand, the stand and double values of one decision, the
//! value of splitting aces, and a seat's return over whole rounds played as it assumes):
//! each market's exact chance must lie within four standard errors of its frequency. The games
//! dealt from a shoe are simulated from six decks, and from one and eight (operations.md: the
//! odds are exact for any number of decks).

use crate::common::rng;
use crate::common::stats;

use livedraw_domain::card::parse_cards;
use livedraw_domain::games::baccarat::rules::{next_side, Side};
use livedraw_domain::games::baccarat::{Market as BaccaratMarket, Outcome as Coup};
use livedraw_domain::games::dice5::{Market as DiceMarket, Outcome as Roll};
use livedraw_domain::games::fixed_payout::settle_all;
use livedraw_domain::games::lotto::{LottoConfig, Market as LottoMarket, Outcome as Balls};
use livedraw_domain::games::poker6::{Market as PokerMarket, Outcome as Showdown};
use livedraw_domain::games::punto_banco::{catalogue, PuntoBancoConfig, Variant};
use livedraw_domain::games::war::{Market as WarMarket, Outcome as WarOutcome};
use livedraw_domain::games::wheel::{Market as WheelMarket, Outcome as Sector};
use livedraw_domain::{Card, Composition, MarketId, ShoeRule, Verdict};
use livedraw_odds::games::baccarat::{self, BaccaratState};
use livedraw_odds::games::poker6::{self, Poker6State};
use livedraw_odds::games::punto_banco::{self, PuntoBancoState};
use livedraw_odds::games::shoe::remaining;
use livedraw_odds::games::war::{self, WarState};
use livedraw_odds::games::{dice5, lotto, wheel};
use livedraw_odds::Chances;
use rng::Rng;

const DRAWS: u64 = 1_000_000;

/// Simulates `DRAWS` draws, each settled into every market's verdict in catalogue order.
fn simulate(
    chances: &Chances,
    seed: u64,
    mut draw: impl FnMut(&mut Rng) -> Vec<(MarketId, Verdict)>,
) {
    let mut rng = Rng::new(seed);
    let mut wins = vec![0u64; chances.markets.len()];
    for trial in 0..DRAWS {
        let verdicts = draw(&mut rng);
        if trial == 0 {
            let ids: Vec<&MarketId> = verdicts.iter().map(|(id, _)| id).collect();
            let ours: Vec<&MarketId> = chances.markets.iter().map(|m| &m.id).collect();
            assert_eq!(ids, ours, "catalogue order");
        }
        for (count, (_, verdict)) in wins.iter_mut().zip(&verdicts) {
            *count += u64::from(*verdict == Verdict::Win);
        }
    }
    for (market, count) in chances.markets.iter().zip(wins) {
        stats::within_4_se(market.id.as_str(), market.win, count, DRAWS);
    }
}

/// One card drawn uniformly from `counts` (without replacement).
fn take(counts: &mut [u8; 52], total: &mut u32, rng: &mut Rng) -> Card {
    let mut pick = rng.below(*total as usize) as u32;
    for (face, count) in counts.iter_mut().enumerate() {
        if pick < u32::from(*count) {
            *count -= 1;
            *total -= 1;
            return Card::from_index(face).expect("face");
        }
        pick -= u32::from(*count);
    }
    unreachable!("pick is below the total")
}

fn counts_of(shoe: &Composition) -> [u8; 52] {
    let mut counts = [0u8; 52];
    counts.copy_from_slice(shoe.counts());
    counts
}

/// Deals `coup` to the end by the third-card rules, from `shoe` (`total` cards).
fn deal_coup(mut coup: Coup, shoe: &mut [u8; 52], total: &mut u32, rng: &mut Rng) -> Coup {
    while let Some(side) = next_side(&coup.player, &coup.banker) {
        let card = take(shoe, total, rng);
        match side {
            Side::Player => coup.player.push(card),
            Side::Banker => coup.banker.push(card),
        }
    }
    coup
}

/// Baccarat's round 2 (the Player's first card `player` dealt) from `decks` decks less `seen`.
fn baccarat_round_2(decks: u8, seen: &str, player: &str, seed: u64) {
    let seen = parse_cards(seen).expect("cards");
    let player: Card = player.parse().expect("card");
    let mut all_seen = seen.clone();
    all_seen.push(player);
    let state = BaccaratState {
        shoe: remaining(decks, &all_seen).expect("legal"),
        player_first: Some(player),
        banker_first: None,
    };
    let chances = baccarat::chances(&state).expect("legal");
    let counts = counts_of(&state.shoe);
    simulate(&chances, seed, |rng| {
        let (mut shoe, mut total) = (counts, u32::from(state.shoe.total()));
        let coup = Coup {
            player: vec![player],
            banker: Vec::new(),
        };
        BaccaratMarket::settle_all(&deal_coup(coup, &mut shoe, &mut total, rng))
    });
}

#[test]
fn baccarat_round_2_from_a_used_shoe() {
    baccarat_round_2(6, "Ah Td 5c 5c 9s Kd Kd 2h 7c 7d 8s 8s Qh 4c", "6d", 1);
}

#[test]
fn baccarat_round_2_from_one_and_from_eight_decks() {
    baccarat_round_2(1, "Ah Td 5c 9s Kd 2h 7c 7d 8s Qh 4c", "6d", 11);
    baccarat_round_2(8, "Ah Td 5c 5c 9s Kd Kd 2h 7c 7d 8s 8s Qh 4c", "6d", 12);
}

/// War's round 1 from `decks` decks less a few cards.
fn war_round_1_from(decks: u8, seed: u64) {
    let state = WarState {
        shoe: remaining(decks, &parse_cards("Ah Ad Ac 2s 3s").expect("cards")).expect("legal"),
        player: None,
    };
    let chances = war::chances(&state).expect("legal");
    let counts = counts_of(&state.shoe);
    simulate(&chances, seed, |rng| {
        let (mut shoe, mut total) = (counts, u32::from(state.shoe.total()));
        let player = take(&mut shoe, &mut total, rng);
        let dealer = take(&mut shoe, &mut total, rng);
        WarMarket::settle_all(&WarOutcome { player, dealer })
    });
}

#[test]
fn war_round_1() {
    war_round_1_from(6, 2);
}

#[test]
fn war_round_1_from_one_and_from_eight_decks() {
    war_round_1_from(1, 13);
    war_round_1_from(8, 14);
}

#[test]
fn punto_banco_from_one_and_from_eight_decks() {
    for (decks, seed) in [(1, 15), (8, 16)] {
        let config = PuntoBancoConfig {
            variant: Variant::NoCommission { exception_total: 6 },
            shoe: ShoeRule::of_decks(decks),
            ..PuntoBancoConfig::default()
        };
        let seen = parse_cards("Ah Td 5c 9s Kd 2h").expect("cards");
        let state = PuntoBancoState::from_parts(config.clone(), &seen).expect("legal");
        let chances = punto_banco::chances(&state.config, &state.shoe).expect("legal");
        let counts = counts_of(&state.shoe);
        let markets = catalogue(&config);
        simulate(&chances, seed, |rng| {
            let (mut shoe, mut total) = (counts, u32::from(state.shoe.total()));
            let coup = Coup {
                player: Vec::new(),
                banker: Vec::new(),
            };
            let coup = deal_coup(coup, &mut shoe, &mut total, rng);
            settle_all(&markets, &coup)
                .into_iter()
                .map(|settled| (settled.market, settled.verdict))
                .collect()
        });
    }
}

fn deal_rest(rng: &mut Rng, unseen: &[Card], count: usize) -> Vec<Card> {
    let mut pool = unseen.to_vec();
    for i in 0..count {
        let j = i + rng.below(pool.len() - i);
        pool.swap(i, j);
    }
    pool.truncate(count);
    pool
}

#[test]
fn poker6_round_2() {
    let cards = parse_cards("As Ks Qd Qc 7h 7d 2c 3c Js Ts 9d 8d").expect("cards");
    let hands: [[Card; 2]; 6] = std::array::from_fn(|h| [cards[2 * h], cards[2 * h + 1]]);
    let state = Poker6State {
        hands: hands.to_vec(),
        ..Poker6State::default()
    };
    let chances = poker6::chances(&state).expect("legal");
    let unseen: Vec<Card> = Card::all().filter(|c| !cards.contains(c)).collect();
    simulate(&chances, 3, |rng| {
        let rest = deal_rest(rng, &unseen, 5);
        let board = [rest[0], rest[1], rest[2], rest[3], rest[4]];
        PokerMarket::settle_all(&Showdown::new(hands, board))
    });
}

#[test]
fn poker6_round_1_constants() {
    let chances = poker6::chances(&Poker6State::default()).expect("legal");
    let deck: Vec<Card> = Card::all().collect();
    simulate(&chances, 4, |rng| {
        let cards = deal_rest(rng, &deck, 17);
        let hands: [[Card; 2]; 6] = std::array::from_fn(|h| [cards[h], cards[h + 6]]);
        let board = [cards[12], cards[13], cards[14], cards[15], cards[16]];
        PokerMarket::settle_all(&Showdown::new(hands, board))
    });
}

#[test]
fn wheel() {
    let sectors: Vec<Sector> = (1..=18)
        .map(Sector::Number)
        .chain([Sector::Symbol])
        .collect();
    simulate(&wheel::chances(), 5, |rng| {
        WheelMarket::settle_all(sectors[rng.below(19)])
    });
}

#[test]
fn dice5() {
    simulate(&dice5::chances(), 6, |rng| {
        let dice = std::array::from_fn(|_| rng.below(6) as u8 + 1);
        DiceMarket::settle_all(&Roll { dice })
    });
}

#[test]
fn lotteries() {
    for (seed, config) in [
        (7, LottoConfig::five_of_36()),
        (8, LottoConfig::seven_of_42()),
    ] {
        let balls: Vec<u8> = (1..=config.variant().balls()).collect();
        let winning = usize::from(config.variant().winning());
        simulate(&lotto::chances(&config), seed, |rng| {
            let mut pool = balls.clone();
            for i in 0..winning {
                let j = i + rng.below(pool.len() - i);
                pool.swap(i, j);
            }
            pool.truncate(winning);
            LottoMarket::settle_all(&Balls { balls: pool }, &config)
        });
    }
}

/// One card drawn uniformly from blackjack value counts (without replacement): its rank (a ten
/// for every ten-valued card).
fn take_value(counts: &mut [u16; 10], rng: &mut Rng) -> livedraw_domain::Rank {
    use livedraw_domain::Rank;
    let total: u16 = counts.iter().sum();
    let mut pick = rng.below(usize::from(total));
    for (value, count) in counts.iter_mut().enumerate() {
        if pick < usize::from(*count) {
            *count -= 1;
            return match value {
                0 => Rank::Ace,
                9 => Rank::Ten,
                two_to_nine => Rank::ALL[two_to_nine - 1],
            };
        }
        pick -= usize::from(*count);
    }
    unreachable!("pick is below the total")
}

/// The dealer's hand dealt from `counts` after the up card, by the rules.
fn dealer_hand(
    up: livedraw_domain::Rank,
    counts: &mut [u16; 10],
    rng: &mut Rng,
) -> Vec<livedraw_domain::Rank> {
    use livedraw_domain::games::blackjack::hand::{dealer_draws, Total};
    let mut hand = vec![up];
    while hand.len() < 2 || dealer_draws(Total::of(&hand)) {
        hand.push(take_value(counts, rng));
    }
    hand
}

/// How many cards of each value (ace first, the tens as one) `unseen` holds.
fn value_counts(unseen: &livedraw_odds::games::blackjack::Counts) -> [u16; 10] {
    let mut counts = [0u16; 10];
    for (value, count) in counts.iter_mut().enumerate() {
        *count = unseen.count(value);
    }
    counts
}

/// The net a unit stake on an unsplit hand of `cards` (doubled or not) gets against the
/// dealer's `dealer` cards.
fn first_hand_net(
    rules: &livedraw_domain::games::blackjack::version::Rules,
    options: &livedraw_domain::games::blackjack::settlement::TableOptions,
    cards: &[livedraw_domain::Rank],
    doubled: bool,
    dealer: &[livedraw_domain::Rank],
) -> f64 {
    use livedraw_domain::games::blackjack::settlement::{settle, PlayedHand};
    let hand = PlayedHand {
        ranks: cards,
        split: false,
        original: true,
        doubled,
        surrendered: false,
    };
    settle(rules, options, &hand, dealer).net.as_f64()
}

#[test]
fn blackjack_dealer_outcomes_stand_and_double_values_from_a_six_deck_shoe() {
    dealer_outcomes_stand_and_double_values(6, 21);
}

#[test]
fn blackjack_dealer_outcomes_stand_and_double_values_from_one_and_from_eight_decks() {
    dealer_outcomes_stand_and_double_values(1, 22);
    dealer_outcomes_stand_and_double_values(8, 23);
}

/// The dealer's final hands under a six and the stand and double values of 6 5 against it,
/// from `decks` decks, against `seed`'s simulation.
fn dealer_outcomes_stand_and_double_values(decks: u8, seed: u64) {
    use livedraw_domain::games::blackjack::hand::{is_blackjack, Total};
    use livedraw_domain::games::blackjack::settlement::TableOptions;
    use livedraw_domain::games::blackjack::Version;
    use livedraw_domain::{Payout, Rank};
    use livedraw_odds::games::blackjack::{outcomes, values, Counts, DealerDraw, Decision};

    let (player, up) = ([Rank::Six, Rank::Five], Rank::Six);
    let unseen = Counts::decks(u16::from(decks))
        .without_all(&[player[0], player[1], up])
        .expect("cards");
    let version = Version::H;
    let rules = version.rules();
    let options = TableOptions {
        blackjack_pays: Payout::hundredths(150),
        twenty_one_pushes_dealer_blackjack: false,
        original_stake_only_under_ace: true,
    };
    let decision = Decision {
        rules,
        options,
        surrender: rules.surrender,
        player: &player,
        hand: 1,
        seat_hands: 1,
        dealer_up: up,
        dealer_second: None,
        unseen,
    };
    let exact = values(&decision).expect("values");
    let dealer = outcomes(
        &unseen,
        DealerDraw {
            up: 5,
            busts_above: 21,
            no_blackjack: false,
        },
    );
    let counts = value_counts(&unseen);

    let net = |cards: &[Rank], doubled: bool, dealer_cards: &[Rank]| {
        first_hand_net(&rules, &options, cards, doubled, dealer_cards)
    };
    let mut rng = Rng::new(seed);
    let (mut finals, mut stand, mut double) = ([0u64; 8], Vec::new(), Vec::new());
    for _ in 0..DRAWS {
        // Standing: the dealer draws from the shoe as it is.
        let mut shoe = counts;
        let hand = dealer_hand(up, &mut shoe, &mut rng);
        let total = Total::of(&hand).best;
        let at = match total {
            _ if is_blackjack(&hand) => 6,
            _ if total > 21 => 7,
            _ => usize::from(total - 17),
        };
        finals[at] += 1;
        stand.push(net(&player, false, &hand));
        // Doubling: one card to the hand first, then the dealer.
        let mut shoe = counts;
        let third = take_value(&mut shoe, &mut rng);
        let doubled = [player[0], player[1], third];
        let hand = dealer_hand(up, &mut shoe, &mut rng);
        double.push(net(&doubled, true, &hand));
    }
    let exact_finals = [
        dealer.stands[0],
        dealer.stands[1],
        dealer.stands[2],
        dealer.stands[3],
        dealer.stands[4],
        dealer.stands[5],
        dealer.blackjack,
        dealer.bust,
    ];
    for (what, (p, hits)) in ["17", "18", "19", "20", "21", "22", "blackjack", "bust"]
        .iter()
        .zip(exact_finals.iter().zip(finals))
    {
        stats::within_4_se(what, *p, hits, DRAWS);
    }
    for (what, exact, sample) in [
        ("stand", exact.stand, stand),
        ("double", exact.double, double),
    ] {
        mean_within_4_se(what, exact.expect("allowed"), &sample);
    }
}

#[test]
fn blackjack_split_aces_from_a_six_deck_shoe() {
    use livedraw_domain::games::blackjack::settlement::{settle, PlayedHand, TableOptions};
    use livedraw_domain::games::blackjack::Version;
    use livedraw_domain::{Payout, Rank};
    use livedraw_odds::games::blackjack::{values, Counts, Decision};

    // Split aces take one card each and no decision, so every deal plays out without a
    // strategy: both hands' second cards, then the dealer.
    let (player, up) = ([Rank::Ace, Rank::Ace], Rank::Six);
    let unseen = Counts::decks(6)
        .without_all(&[player[0], player[1], up])
        .expect("cards");
    let rules = Version::H.rules();
    let options = TableOptions {
        blackjack_pays: Payout::hundredths(150),
        twenty_one_pushes_dealer_blackjack: false,
        original_stake_only_under_ace: true,
    };
    let decision = Decision {
        rules,
        options,
        surrender: rules.surrender,
        player: &player,
        hand: 1,
        seat_hands: 1,
        dealer_up: up,
        dealer_second: None,
        unseen,
    };
    let exact = values(&decision)
        .expect("values")
        .split
        .expect("aces split");
    let counts = value_counts(&unseen);
    let net = |cards: &[Rank], original: bool, dealer: &[Rank]| {
        let hand = PlayedHand {
            ranks: cards,
            split: true,
            original,
            doubled: false,
            surrendered: false,
        };
        f64::from(settle(&rules, &options, &hand, dealer).net.as_hundredths()) / 100.0
    };
    let mut rng = Rng::new(22);
    let sample: Vec<f64> = (0..DRAWS)
        .map(|_| {
            let mut shoe = counts;
            let first = [Rank::Ace, take_value(&mut shoe, &mut rng)];
            let second = [Rank::Ace, take_value(&mut shoe, &mut rng)];
            let dealer = dealer_hand(up, &mut shoe, &mut rng);
            net(&first, true, &dealer) + net(&second, false, &dealer)
        })
        .collect();
    let n = sample.len() as f64;
    let mean = sample.iter().sum::<f64>() / n;
    let variance = sample.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0);
    let slack = 4.0 * (variance / n).sqrt();
    assert!(
        (mean - exact).abs() <= slack,
        "split: exact {exact:.6}, simulated {mean:.6}, 4 SE {slack:.2e}"
    );
}

/// A decision as the seat's player remembers it: its cards sorted, the up card, the hand and
/// the seat's hands, the unseen shoe by value.
type DecisionKey = (
    Vec<livedraw_domain::Rank>,
    livedraw_domain::Rank,
    u8,
    u8,
    [u16; 10],
);

/// A seat's player as the betting round's return assumes it plays: even money where it is
/// worth more than keeping the blackjack, no insurance, at every decision the action of best
/// value (the exact values of that decision, remembered), and after a split each hand the best
/// play for its own cards from the shoe at the split, a pair card as a hand's second card
/// re-split while the rules allow.
struct SeatPlayer {
    rules: livedraw_domain::games::blackjack::Rules,
    options: livedraw_domain::games::blackjack::TableOptions,
    /// The best action per decision.
    best: std::collections::HashMap<DecisionKey, livedraw_domain::games::blackjack::Action>,
}

impl SeatPlayer {
    /// The action of best value on `cards` (hand `hand` of `seat_hands`) from `unseen`.
    fn decide(
        &mut self,
        cards: &[livedraw_domain::Rank],
        up: livedraw_domain::Rank,
        (hand, seat_hands): (u8, u8),
        unseen: [u16; 10],
    ) -> livedraw_domain::games::blackjack::Action {
        use livedraw_odds::games::blackjack::{best_action, values, Counts, Decision};
        let mut sorted = cards.to_vec();
        sorted.sort();
        let (rules, options) = (self.rules, self.options);
        *self
            .best
            .entry((sorted, up, hand, seat_hands, unseen))
            .or_insert_with(|| {
                let values = values(&Decision {
                    rules,
                    options,
                    surrender: rules.surrender,
                    player: cards,
                    hand,
                    seat_hands,
                    dealer_up: up,
                    dealer_second: None,
                    unseen: Counts::new(unseen),
                })
                .expect("values");
                best_action(&values).0
            })
    }

    /// A hand's net and verdict against the dealer's final cards.
    fn settled(
        &self,
        cards: &[livedraw_domain::Rank],
        (split, original, doubled): (bool, bool, bool),
        dealer: &[livedraw_domain::Rank],
    ) -> (f64, Verdict) {
        use livedraw_domain::games::blackjack::settlement::{settle, PlayedHand};
        let hand = PlayedHand {
            ranks: cards,
            split,
            original,
            doubled,
            surrendered: false,
        };
        let settled = settle(&self.rules, &self.options, &hand, dealer);
        (settled.net.as_f64(), settled.verdict)
    }

    /// One round from `shoe`: the seat's net, and its first hand's net and verdict as the
    /// market `seat-N` settles it (a blackjack kept, a split's first hand alone).
    fn round(&mut self, mut shoe: [u16; 10], rng: &mut Rng) -> (f64, (f64, Verdict)) {
        use livedraw_domain::games::blackjack::hand::is_blackjack;
        use livedraw_domain::games::blackjack::Action;
        use livedraw_odds::games::blackjack::{offer_values, Counts, Offered};
        let first = take_value(&mut shoe, rng);
        let up = take_value(&mut shoe, rng);
        let mut cards = vec![first, take_value(&mut shoe, rng)];
        if is_blackjack(&cards) {
            let offered = offer_values(&Offered {
                rules: self.rules,
                options: self.options,
                player: &cards,
                dealer_up: up,
                unseen: Counts::new(shoe),
            })
            .expect("offer");
            let dealer = dealer_hand(up, &mut shoe, rng);
            let kept = self.settled(&cards, (false, true, false), &dealer);
            return match (offered.even_money, offered.keep_blackjack) {
                (Some(even), Some(keep)) if even > keep => (even, kept),
                _ => (kept.0, kept),
            };
        }
        let mut doubled = false;
        match self.decide(&cards, up, (1, 1), shoe) {
            Action::Surrender => return (-0.5, (-0.5, Verdict::HalfLose)),
            Action::Split => return self.split(first, up, shoe, rng),
            Action::Double => {
                cards.push(take_value(&mut shoe, rng));
                doubled = true;
            }
            Action::Hit => {
                cards.push(take_value(&mut shoe, rng));
                self.hit_on(&mut cards, up, &mut shoe, rng);
            }
            _ => {}
        }
        let dealer = dealer_hand(up, &mut shoe, rng);
        let settled = self.settled(&cards, (false, true, doubled), &dealer);
        (settled.0, settled)
    }

    /// An unsplit hand that hit: stands or hits as the values of each decision say.
    fn hit_on(
        &mut self,
        cards: &mut Vec<livedraw_domain::Rank>,
        up: livedraw_domain::Rank,
        shoe: &mut [u16; 10],
        rng: &mut Rng,
    ) {
        use livedraw_domain::games::blackjack::{Action, Total};
        while Total::of(cards).best < 21 && self.decide(cards, up, (1, 1), *shoe) == Action::Hit {
            cards.push(take_value(shoe, rng));
        }
    }

    /// The pair `pair` split from the shoe `at_split`: every hand in turn, then the dealer.
    fn split(
        &mut self,
        pair: livedraw_domain::Rank,
        up: livedraw_domain::Rank,
        at_split: [u16; 10],
        rng: &mut Rng,
    ) -> (f64, (f64, Verdict)) {
        use livedraw_domain::games::blackjack::actions::{check, HandState};
        use livedraw_domain::games::blackjack::hand::value;
        use livedraw_domain::games::blackjack::{Action, Total};
        let mut shoe = at_split;
        let mut hands: Vec<(Vec<livedraw_domain::Rank>, bool)> =
            vec![(vec![pair], false), (vec![pair], false)];
        let rules = self.rules;
        let allows = |cards: &[livedraw_domain::Rank], seat_hands: usize, action| {
            let hand = HandState {
                ranks: cards,
                split: true,
                split_ace: pair == livedraw_domain::Rank::Ace,
                closed: false,
                insured: false,
                seat_hands: u8::try_from(seat_hands).expect("few hands"),
            };
            check(&rules, false, &hand, up, action).is_ok()
        };
        let mut at = 0;
        while at < hands.len() {
            loop {
                let card = take_value(&mut shoe, rng);
                if value(card) == value(pair) && allows(&[pair, pair], hands.len(), Action::Split) {
                    hands.push((vec![pair], false));
                } else {
                    hands[at].0.push(card);
                    break;
                }
            }
            while Total::of(&hands[at].0).best < 21
                && allows(&hands[at].0, hands.len(), Action::Hit)
            {
                // The hand's own cards are all it knows: the shoe at the split less them.
                let mut unseen = at_split;
                for &card in &hands[at].0[1..] {
                    unseen[usize::from(value(card)) - 1] -= 1;
                }
                let seat = (
                    u8::try_from(at + 1).expect("few hands"),
                    u8::try_from(hands.len()).expect("few hands"),
                );
                match self.decide(&hands[at].0, up, seat, unseen) {
                    Action::Hit => hands[at].0.push(take_value(&mut shoe, rng)),
                    Action::Double => {
                        hands[at].0.push(take_value(&mut shoe, rng));
                        hands[at].1 = true;
                        break;
                    }
                    _ => break,
                }
            }
            at += 1;
        }
        let dealer = dealer_hand(up, &mut shoe, rng);
        let settled: Vec<(f64, Verdict)> = hands
            .iter()
            .enumerate()
            .map(|(at, (cards, doubled))| self.settled(cards, (true, at == 0, *doubled), &dealer))
            .collect();
        (settled.iter().map(|(net, _)| net).sum(), settled[0])
    }
}

#[test]
fn blackjack_round_return_of_a_seat_from_a_six_deck_shoe() {
    use livedraw_domain::games::blackjack::{TableOptions, Version};
    use livedraw_domain::Payout;
    use livedraw_odds::games::blackjack::{seat_bet, Counts, Round};

    // H: no hole card, surrender, re-splits up to four hands, three sevens, even money under
    // an ace or a ten.
    let rules = Version::H.rules();
    let options = TableOptions {
        blackjack_pays: Payout::hundredths(150),
        twenty_one_pushes_dealer_blackjack: false,
        original_stake_only_under_ace: true,
    };
    let shoe = Counts::decks(6);
    let exact = seat_bet(&Round {
        rules,
        options,
        surrender: rules.surrender,
        unseen: shoe,
    })
    .expect("a return");
    let counts = value_counts(&shoe);
    let mut player = SeatPlayer {
        rules,
        options,
        best: Default::default(),
    };
    let mut rng = Rng::new(24);
    // Four times the other games' draws: four standard errors are then 0.22 % of a stake,
    // below what leaving out the split, surrender or even money would change (0.38 % and more).
    let rounds: Vec<(f64, (f64, Verdict))> = (0..4 * DRAWS)
        .map(|_| player.round(counts, &mut rng))
        .collect();
    let is =
        |verdict| move |(_, (_, v)): &(f64, (f64, Verdict))| f64::from(u8::from(*v == verdict));
    let first = exact.first_hand;
    for (what, exact, sample) in [
        (
            "the seat",
            exact.seat,
            rounds.iter().map(|(seat, _)| *seat).collect::<Vec<_>>(),
        ),
        (
            "seat-N's net",
            first.net,
            rounds.iter().map(|(_, (net, _))| *net).collect(),
        ),
        (
            "seat-N wins",
            first.win,
            rounds.iter().map(is(Verdict::Win)).collect(),
        ),
        (
            "seat-N pushes",
            first.push,
            rounds.iter().map(is(Verdict::Push)).collect(),
        ),
    ] {
        mean_within_4_se(what, exact, &sample);
    }
}

/// Asserts that the mean of `sample` is within four standard errors of `exact`.
fn mean_within_4_se(what: &str, exact: f64, sample: &[f64]) {
    let n = sample.len() as f64;
    let mean = sample.iter().sum::<f64>() / n;
    let variance = sample.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0);
    let slack = 4.0 * (variance / n).sqrt();
    assert!(
        (mean - exact).abs() <= slack,
        "{what}: exact {exact:.6}, simulated {mean:.6}, 4 SE {slack:.2e}"
    );
}

/// The dealer's hand dealt from `counts` after the cards `hand` already holds, by the rules.
fn dealer_from(
    mut hand: Vec<livedraw_domain::Rank>,
    counts: &mut [u16; 10],
    rng: &mut Rng,
) -> Vec<livedraw_domain::Rank> {
    use livedraw_domain::games::blackjack::hand::{dealer_draws, Total};
    while hand.len() < 2 || dealer_draws(Total::of(&hand)) {
        hand.push(take_value(counts, rng));
    }
    hand
}

/// Standing and doubling `player` at a table of `version` from six decks, the dealer showing
/// `dealer` (the up card, and the second where it is face up): the exact values against the
/// mean of `DRAWS` deals, each dealt card by card. Where the dealer peeks under the up card,
/// the hole card is dealt first and a deal whose hole card makes a blackjack is dealt again
/// (the values are given no blackjack).
fn named_set_stand_and_double(
    version: livedraw_domain::games::blackjack::Version,
    player: [livedraw_domain::Rank; 2],
    dealer: &[livedraw_domain::Rank],
    seed: u64,
) {
    use livedraw_domain::games::blackjack::hand::is_blackjack;
    use livedraw_domain::games::blackjack::BlackjackConfig;
    use livedraw_domain::Rank;
    use livedraw_odds::games::blackjack::{values, Counts, Decision};

    let config = BlackjackConfig::of(version);
    let (rules, options) = (config.rules(), config.options);
    let mut seen = player.to_vec();
    seen.extend_from_slice(dealer);
    let unseen = Counts::decks(6).without_all(&seen).expect("cards");
    let exact = values(&Decision {
        rules,
        options,
        surrender: false,
        player: &player,
        hand: 1,
        seat_hands: 1,
        dealer_up: dealer[0],
        dealer_second: dealer.get(1).copied(),
        unseen,
    })
    .expect("values");
    let counts = value_counts(&unseen);
    let peeks = dealer.len() == 1 && rules.dealer_cards.peeks_under(dealer[0]);
    let net = |cards: &[Rank], doubled: bool, dealer_cards: &[Rank]| {
        first_hand_net(&rules, &options, cards, doubled, dealer_cards)
    };
    let mut rng = Rng::new(seed);
    let (mut stand, mut double) = (Vec::new(), Vec::new());
    while stand.len() < DRAWS as usize {
        let mut shoe = counts;
        let mut shown = dealer.to_vec();
        if peeks {
            shown.push(take_value(&mut shoe, &mut rng));
            if is_blackjack(&shown) {
                continue;
            }
        }
        let after_hole = shoe;
        stand.push(net(
            &player,
            false,
            &dealer_from(shown.clone(), &mut shoe, &mut rng),
        ));
        let mut shoe = after_hole;
        let doubled = [player[0], player[1], take_value(&mut shoe, &mut rng)];
        double.push(net(
            &doubled,
            true,
            &dealer_from(shown, &mut shoe, &mut rng),
        ));
    }
    for (what, exact, sample) in [
        ("stand", exact.stand, stand),
        ("double", exact.double, double),
    ] {
        mean_within_4_se(
            &format!("{version} {what}"),
            exact.expect("allowed"),
            &sample,
        );
    }
}

#[test]
fn blackjack_named_sets_stand_and_double_values_from_a_six_deck_shoe() {
    use livedraw_domain::games::blackjack::Version;
    use livedraw_domain::Rank;
    // casino-a: 11 against a ten, the dealer peeked and has no blackjack (no ace under it).
    named_set_stand_and_double(Version::CasinoA, [Rank::Six, Rank::Five], &[Rank::Ten], 31);
    // casino-b: 10 against both the dealer's cards face up, 6 and 9.
    named_set_stand_and_double(
        Version::CasinoB,
        [Rank::Five, Rank::Five],
        &[Rank::Six, Rank::Nine],
        32,
    );
}
