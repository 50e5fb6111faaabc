use super::*;
use crate::games::blackjack::counts::{Counts, VALUES};
use crate::games::blackjack::testkit::{counts, options, ranks};
use livedraw_domain::games::blackjack::hand::Total;
use livedraw_domain::games::blackjack::settlement::{settle, PlayedHand, Settled, TableOptions};
use livedraw_domain::games::blackjack::version::Version;
use livedraw_domain::Payout;
use std::collections::HashMap;

/// A brute force over physical cards, each remaining card as likely as any other to come
/// next, with no memo and no grouping by value: the dealer's hands are dealt card by card
/// and settled by the domain's settlement with the cards they hold. Where the dealer peeked,
/// the hole card is one of the unseen cards, dealt before the hand drew and known not to be
/// a ten: a card comes next as often as it is not the hole card, and the dealer's hand starts
/// from each possible hole card.
#[derive(Clone, Copy)]
struct Brute {
    version: Version,
    up: Rank,
    /// The dealer's second card where it is face up (casino-b).
    second: Option<Rank>,
    peeked: bool,
    /// A hand made by a split.
    split: bool,
    /// The seat's first hand, holding the original stake.
    original: bool,
    /// The verdict whose chance is measured (the play still the best by net), or the net.
    measured: Option<Verdict>,
}

/// Hand `place.0` of the seat's `place.1` hands (1 of 1: not split) against `up`, from the
/// unseen `shoe`, at a table of `version` with its own surrender.
fn decision_at(
    version: Version,
    player: &[Rank],
    up: Rank,
    place: (u8, u8),
    shoe: Counts,
) -> Decision<'_> {
    let rules = version.rules();
    Decision {
        rules,
        options: options(version),
        surrender: rules.surrender,
        player,
        hand: place.0,
        seat_hands: place.1,
        dealer_up: up,
        dealer_second: None,
        unseen: shoe,
    }
}

impl Brute {
    /// An unsplit hand against `up` at a table of `version`.
    fn new(version: Version, up: Rank) -> Brute {
        let rules = version.rules();
        Brute {
            version,
            up,
            second: None,
            peeked: rules.dealer_cards.peeks_under(up),
            split: false,
            original: true,
            measured: None,
        }
    }

    /// The same hand facing the dealer's second card `second` face up.
    fn facing(self, second: Rank) -> Brute {
        Brute {
            second: Some(second),
            peeked: false,
            ..self
        }
    }

    /// The value a peeked hole card is not: the up card's partner in a blackjack.
    fn partner(&self) -> u8 {
        if self.up == Rank::Ace {
            10
        } else {
            1
        }
    }

    /// Hand `hand` of a seat that split.
    fn of_split_hand(self, hand: u8) -> Brute {
        Brute {
            split: true,
            original: hand == 1,
            ..self
        }
    }

    fn net(&self, player: &[Rank], doubled: bool, dealer: &[Rank]) -> f64 {
        let hand = PlayedHand {
            ranks: player,
            split: self.split,
            original: self.original,
            doubled,
            surrendered: false,
        };
        let settled = settle(&self.version.rules(), &options(self.version), &hand, dealer);
        match self.measured {
            None => f64::from(settled.net.as_hundredths()) / 100.0,
            Some(verdict) => f64::from(u8::from(settled.verdict == verdict)),
        }
    }

    /// The same hand measuring `verdict`.
    fn measuring(self, verdict: Verdict) -> Brute {
        Brute {
            measured: Some(verdict),
            ..self
        }
    }

    /// The dealer draws from `shoe` to the end; the player's net averaged over every order.
    fn dealer(&self, player: &[Rank], doubled: bool, dealer: &mut Vec<Rank>, shoe: &[Rank]) -> f64 {
        let total = Total::of(dealer);
        let two = dealer.len() == 2;
        if (two && total.best == 21) || total.best >= 17 || shoe.is_empty() {
            return self.net(player, doubled, dealer);
        }
        let mut sum = 0.0;
        for i in 0..shoe.len() {
            let mut rest = shoe.to_vec();
            let card = rest.remove(i);
            dealer.push(card);
            sum += self.dealer(player, doubled, dealer, &rest);
            dealer.pop();
        }
        sum / shoe.len() as f64
    }

    fn stand(&self, player: &[Rank], doubled: bool, shoe: &[Rank]) -> f64 {
        if let Some(second) = self.second {
            return self.dealer(player, doubled, &mut vec![self.up, second], shoe);
        }
        if !self.peeked {
            return self.dealer(player, doubled, &mut vec![self.up], shoe);
        }
        let holes: Vec<usize> = (0..shoe.len())
            .filter(|&i| rank_value(shoe[i]) != self.partner())
            .collect();
        let mut sum = 0.0;
        for &i in &holes {
            let mut rest = shoe.to_vec();
            let hole = rest.remove(i);
            sum += self.dealer(player, doubled, &mut vec![self.up, hole], &rest);
        }
        sum / holes.len() as f64
    }

    /// The chance that each card of `shoe` is the next the hand draws.
    fn chances(&self, shoe: &[Rank]) -> Vec<f64> {
        let n = shoe.len() as f64;
        if !self.peeked {
            return vec![1.0 / n; shoe.len()];
        }
        let holes = shoe
            .iter()
            .filter(|&&card| rank_value(card) != self.partner())
            .count() as f64;
        let not_the_hole = |card: Rank| {
            if rank_value(card) == self.partner() {
                1.0
            } else {
                1.0 - 1.0 / holes
            }
        };
        shoe.iter()
            .map(|&card| not_the_hole(card) / (n - 1.0))
            .collect()
    }

    fn best(&self, player: &mut Vec<Rank>, shoe: &[Rank]) -> f64 {
        let stand = self.stand(player, false, shoe);
        let rules = self.version.rules();
        let closed = Total::of(player).best >= 21
            || (rules.three_sevens && !self.split && player.as_slice() == [Rank::Seven; 3])
            || (rules.ten_card_charlie && player.len() >= 10)
            || shoe.is_empty();
        if closed {
            return stand;
        }
        if self.measured.is_none() {
            return stand.max(self.hit(player, shoe));
        }
        // The play is the best by net, whatever is measured.
        let by_net = Brute {
            measured: None,
            ..*self
        };
        if by_net.hit(player, shoe) > by_net.stand(player, false, shoe) {
            self.hit(player, shoe)
        } else {
            stand
        }
    }

    fn hit(&self, player: &mut Vec<Rank>, shoe: &[Rank]) -> f64 {
        let mut sum = 0.0;
        for (i, chance) in self.chances(shoe).into_iter().enumerate() {
            let mut rest = shoe.to_vec();
            player.push(rest.remove(i));
            sum += chance * self.best(player, &rest);
            player.pop();
        }
        sum
    }

    fn double(&self, player: &[Rank], shoe: &[Rank]) -> f64 {
        let mut sum = 0.0;
        for (i, chance) in self.chances(shoe).into_iter().enumerate() {
            let mut rest = shoe.to_vec();
            let mut doubled = player.to_vec();
            doubled.push(rest.remove(i));
            sum += chance * self.stand(&doubled, true, &rest);
        }
        sum
    }
}

fn rank_value(rank: Rank) -> u8 {
    livedraw_domain::games::blackjack::hand::value(rank)
}

fn close(got: Option<f64>, want: f64, what: &str) {
    let got = got.unwrap_or_else(|| panic!("{what}: not offered"));
    assert!((got - want).abs() < 1e-9, "{what}: got {got}, want {want}");
}

/// The values of `hand` against `up` (and `second` face up, casino-b) from the
/// physical cards `shoe`, checked against the brute force's stand, hit and double.
fn agrees(version: Version, hand: &str, up: char, second: Option<char>, shoe: &str) {
    let (player, shoe) = (ranks(hand), ranks(shoe));
    let up = Rank::from_symbol(up).expect("a rank");
    let second = second.map(|second| Rank::from_symbol(second).expect("a rank"));
    let decision = Decision {
        dealer_second: second,
        ..decision_at(version, &player, up, (1, 1), counts(&shoe))
    };
    let got = values(&decision).expect("values");
    let brute = Brute::new(version, up);
    let brute = second.map_or(brute, |second| brute.facing(second));
    let what = |action: &str| format!("{version} {hand} against {up:?} {second:?}, {action}");
    close(
        got.stand,
        brute.stand(&player, false, &shoe),
        &what("stand"),
    );
    close(got.hit, brute.hit(&mut player.clone(), &shoe), &what("hit"));
    if let Some(double) = got.double {
        close(Some(double), brute.double(&player, &shoe), &what("double"));
    }
}

#[test]
fn decision_values_agree_with_a_brute_force_recursion_on_small_shoes() {
    // Hand, dealer's up card, unseen shoe (physical cards).
    let cases = [
        ("T6", 'T', "23456789TT"),
        ("93", '6', "A2457TTT9"),
        ("A6", '9', "A23T8T7T5"),
        ("55", 'A', "A9TT4326T"),
        ("77", '7', "7T2T35A98"),
        ("84", '5', "22334TTA6"),
    ];
    for version in [
        Version::B,
        Version::C,
        Version::F,
        Version::H,
        Version::N,
        Version::P,
        Version::S,
    ] {
        for (hand, up, shoe) in cases {
            agrees(version, hand, up, None, shoe);
        }
    }
}

/// The values of `player`'s first two cards at a version B table posting `options`, against
/// an ace, from a full six-deck shoe.
fn b_against_an_ace(player: &str, options: TableOptions) -> ActionValues {
    let player = ranks(player);
    let mut seen = player.clone();
    seen.push(Rank::Ace);
    let unseen = Counts::decks(6).without_all(&seen).expect("cards");
    let decision = Decision {
        rules: Version::B.rules(),
        options,
        surrender: false,
        player: &player,
        hand: 1,
        seat_hands: 1,
        dealer_up: Rank::Ace,
        dealer_second: None,
        unseen,
    };
    values(&decision).expect("values")
}

#[test]
fn insurance_is_worth_three_times_the_chance_of_a_ten_less_one() {
    let got = b_against_an_ace("T7", options(Version::B));
    let tens = 95.0 / 309.0;
    close(got.insurance, 3.0 * tens - 1.0, "insurance");
    assert_eq!(got.even_money, None);
    assert_eq!(got.surrender, None, "no surrender in B");
}

/// operations.md: a player blackjack against an ace is offered even money and its refusal,
/// and the values show both: version B from a full six-deck shoe, even money 1 and keeping
/// the blackjack 1.5 times the chance of no dealer blackjack, 1.5 × 214/309 ≈ 1.039.
#[test]
fn even_money_and_its_refusal_are_both_valued() {
    // B posts 3:2 among its payouts (the studio's default where a version does).
    let posted = TableOptions {
        blackjack_pays: Payout::hundredths(150),
        ..options(Version::B)
    };
    let got = b_against_an_ace("AT", posted);
    close(got.even_money, 1.0, "even money");
    close(
        got.decline_even_money,
        1.5 * 214.0 / 309.0,
        "declining even money",
    );
    assert!(got.decline_even_money > got.even_money);
}

/// A split played out card by card over every order of the cards the hands and the dealer
/// draw (by value, each value as likely as its share of the cards left), with no memo of the
/// game and no exchangeability: the hands are played one after the other, a pair card as a
/// second card is re-split while the domain allows it, each hand's play is the best play for
/// its own cards from the shoe at the decision (worked out by its own recursion, the dealer
/// drawing right after the hand), and the dealer draws after every hand.
struct SplitBrute {
    version: Version,
    up: Rank,
    peeked: bool,
    pair: Rank,
    /// Whether the splitting hand is the seat's first, holding the original stake.
    original: bool,
    /// The seat's hands besides the splitting one: counted towards the most hands, not played.
    others: u8,
    /// What the split played out measures.
    measured: Measure,
    /// The unseen shoe at the decision, by value.
    shoe: [u16; VALUES],
    /// The best play per (first hand or not, own cards sorted).
    plays: std::cell::RefCell<HashMap<(bool, Vec<Rank>), Choice>>,
}

/// What a split played out measures.
#[derive(Clone, Copy, Debug)]
enum Measure {
    /// Every hand's net.
    Seat,
    /// The splitting hand's net.
    SplittingNet,
    /// The chance of the splitting hand's verdict.
    Splitting(Verdict),
}

/// What a split hand does next.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Choice {
    Stand,
    Hit,
    Double,
}

/// One of the seat's hands as played.
#[derive(Clone, Debug)]
struct SeatHand {
    cards: Vec<Rank>,
    doubled: bool,
}

fn draw_weights(shoe: &[u16; VALUES]) -> impl Iterator<Item = (usize, f64)> + '_ {
    let total: u16 = shoe.iter().sum();
    assert!(total > 0, "the shoe ran out: pick a bigger test shoe");
    (0..VALUES)
        .filter(|&v| shoe[v] > 0)
        .map(move |v| (v, f64::from(shoe[v]) / f64::from(total)))
}

fn rank_at(value: usize) -> Rank {
    crate::games::blackjack::nets::rank_of(value)
}

impl SplitBrute {
    fn new(version: Version, up: Rank, pair: Rank, shoe: &[Rank]) -> SplitBrute {
        let rules = version.rules();
        let mut counts = [0; VALUES];
        for &rank in shoe {
            counts[index(rank)] += 1;
        }
        SplitBrute {
            version,
            up,
            peeked: rules.dealer_cards.peeks_under(up),
            pair,
            original: true,
            others: 0,
            measured: Measure::Seat,
            shoe: counts,
            plays: Default::default(),
        }
    }

    /// The split of a pair that a split made: hand `hand` of the seat's `seat_hands`.
    fn of_split_hand(self, hand: u8, seat_hands: u8) -> SplitBrute {
        SplitBrute {
            original: hand == 1,
            others: seat_hands - 1,
            ..self
        }
    }

    /// Whether the hand at `at` among the split's hands holds the original stake.
    fn original_at(&self, at: usize) -> bool {
        at == 0 && self.original
    }

    fn allowed(&self, cards: &[Rank], seat_hands: u8, action: Action) -> bool {
        let hand = HandState {
            ranks: cards,
            split: true,
            split_ace: self.pair == Rank::Ace,
            closed: false,
            insured: false,
            seat_hands,
        };
        check(&self.version.rules(), false, &hand, self.up, action).is_ok()
    }

    fn settled(&self, hand: &SeatHand, original: bool, dealer: &[Rank]) -> Settled {
        let played = PlayedHand {
            ranks: &hand.cards,
            split: true,
            original,
            doubled: hand.doubled,
            surrendered: false,
        };
        settle(
            &self.version.rules(),
            &options(self.version),
            &played,
            dealer,
        )
    }

    fn net(&self, hand: &SeatHand, original: bool, dealer: &[Rank]) -> f64 {
        f64::from(self.settled(hand, original, dealer).net.as_hundredths()) / 100.0
    }

    /// The dealer draws from `shoe` to the end; the seat's net over every order.
    fn dealer(&self, hands: &[SeatHand], dealer: &mut Vec<Rank>, shoe: &mut [u16; VALUES]) -> f64 {
        let total = Total::of(dealer);
        if (dealer.len() == 2 && total.best == 21) || total.best >= 17 {
            let splitting = self.settled(&hands[0], self.original, dealer);
            match self.measured {
                Measure::Seat => {}
                Measure::SplittingNet => return splitting.net.as_f64(),
                Measure::Splitting(verdict) => {
                    return f64::from(u8::from(splitting.verdict == verdict))
                }
            }
            let nets = hands.iter().enumerate();
            return nets
                .map(|(at, hand)| self.net(hand, self.original_at(at), dealer))
                .sum();
        }
        let mut sum = 0.0;
        for (value, chance) in draw_weights(shoe).collect::<Vec<_>>() {
            shoe[value] -= 1;
            dealer.push(rank_at(value));
            sum += chance * self.dealer(hands, dealer, shoe);
            dealer.pop();
            shoe[value] += 1;
        }
        sum
    }

    /// Hand `at` and the ones after it, then the dealer (whose hole card is `dealer`'s second
    /// card where the dealer peeked).
    fn play(
        &self,
        hands: &mut Vec<SeatHand>,
        at: usize,
        dealer: &[Rank],
        shoe: &mut [u16; VALUES],
    ) -> f64 {
        let Some(hand) = hands.get(at).cloned() else {
            return self.dealer(hands, &mut dealer.to_vec(), shoe);
        };
        let seat = u8::try_from(hands.len()).expect("few hands") + self.others;
        let choice = match hand.cards.len() {
            1 => Choice::Hit,
            _ if !self.open(&hand.cards, seat) => Choice::Stand,
            _ => self.best_play(&hand.cards, self.original_at(at), seat),
        };
        if choice == Choice::Stand {
            return self.play(hands, at + 1, dealer, shoe);
        }
        let mut sum = 0.0;
        for (value, chance) in draw_weights(shoe).collect::<Vec<_>>() {
            shoe[value] -= 1;
            let card = rank_at(value);
            let resplit = hand.cards.len() == 1
                && index(card) == index(self.pair)
                && self.allowed(&[self.pair, self.pair], seat, Action::Split);
            let before = hands.clone();
            if resplit {
                hands.push(SeatHand {
                    cards: vec![self.pair],
                    doubled: false,
                });
                sum += chance * self.play(hands, at, dealer, shoe);
            } else {
                hands[at].cards.push(card);
                hands[at].doubled = choice == Choice::Double;
                let done = choice == Choice::Double || Total::of(&hands[at].cards).best > 21;
                sum += chance * self.play(hands, if done { at + 1 } else { at }, dealer, shoe);
            }
            *hands = before;
            shoe[value] += 1;
        }
        sum
    }

    /// Whether a split hand of `cards` takes a decision (split aces take none).
    fn open(&self, cards: &[Rank], seat: u8) -> bool {
        let rules = self.version.rules();
        let charlie = rules.ten_card_charlie && cards.len() >= 10;
        self.allowed(cards, seat, Action::Hit) && !charlie
    }

    /// The best play for a split hand knowing only its own cards, from the shoe at the decision.
    fn best_play(&self, cards: &[Rank], first: bool, seat: u8) -> Choice {
        let mut key = cards.to_vec();
        key.sort();
        if let Some(&known) = self.plays.borrow().get(&(first, key.clone())) {
            return known;
        }
        let mut shoe = self.shoe;
        for &card in &cards[1..] {
            shoe[index(card)] -= 1;
        }
        let (choice, _) = self.alone(cards, first, seat, &mut shoe);
        self.plays.borrow_mut().insert((first, key), choice);
        choice
    }

    /// The best play and its value for one hand played alone, the dealer right after it.
    fn alone(
        &self,
        cards: &[Rank],
        first: bool,
        seat: u8,
        shoe: &mut [u16; VALUES],
    ) -> (Choice, f64) {
        let stand = |hand: SeatHand, shoe: &mut [u16; VALUES]| self.stand_alone(&hand, first, shoe);
        let plain = SeatHand {
            cards: cards.to_vec(),
            doubled: false,
        };
        let mut best = (Choice::Stand, stand(plain, shoe));
        if !self.open(cards, seat) {
            return best;
        }
        let (mut hit, mut double) = (0.0, 0.0);
        for (value, chance) in self.next_card(shoe) {
            shoe[value] -= 1;
            let mut more = cards.to_vec();
            more.push(rank_at(value));
            hit += chance
                * if Total::of(&more).best > 21 {
                    let bust = SeatHand {
                        cards: more.clone(),
                        doubled: false,
                    };
                    self.net(&bust, first, &[self.up])
                } else {
                    self.alone(&more, first, seat, shoe).1
                };
            let doubled = SeatHand {
                cards: more,
                doubled: true,
            };
            double += chance * stand(doubled, shoe);
            shoe[value] += 1;
        }
        if hit > best.1 {
            best = (Choice::Hit, hit);
        }
        if self.allowed(cards, seat, Action::Double) && double > best.1 {
            best = (Choice::Double, double);
        }
        best
    }

    /// The chances of the hole card where the dealer peeked: any card of the shoe but a ten.
    fn holes(&self, shoe: &[u16; VALUES]) -> Vec<(usize, f64)> {
        let mut holes = *shoe;
        holes[9] = 0;
        draw_weights(&holes).collect()
    }

    /// The chance of each value coming next to a hand that does not know the hole card.
    fn next_card(&self, shoe: &[u16; VALUES]) -> Vec<(usize, f64)> {
        if !self.peeked {
            return draw_weights(shoe).collect();
        }
        let total: u16 = shoe.iter().sum();
        let hole: HashMap<usize, f64> = self.holes(shoe).into_iter().collect();
        (0..VALUES)
            .filter(|&v| shoe[v] > 0)
            .map(|v| {
                let left = f64::from(shoe[v]) - hole.get(&v).copied().unwrap_or(0.0);
                (v, left / (f64::from(total) - 1.0))
            })
            .collect()
    }

    /// Standing on a hand played alone, the dealer right after it (from its hole card).
    fn stand_alone(&self, hand: &SeatHand, first: bool, shoe: &mut [u16; VALUES]) -> f64 {
        if !self.peeked {
            return self.dealer_alone(hand, first, &mut vec![self.up], shoe);
        }
        let mut sum = 0.0;
        for (hole, chance) in self.holes(shoe) {
            shoe[hole] -= 1;
            sum += chance * self.dealer_alone(hand, first, &mut vec![self.up, rank_at(hole)], shoe);
            shoe[hole] += 1;
        }
        sum
    }

    fn dealer_alone(
        &self,
        hand: &SeatHand,
        first: bool,
        dealer: &mut Vec<Rank>,
        shoe: &mut [u16; VALUES],
    ) -> f64 {
        let total = Total::of(dealer);
        if (dealer.len() == 2 && total.best == 21) || total.best >= 17 {
            return self.net(hand, first, dealer);
        }
        let mut sum = 0.0;
        for (value, chance) in draw_weights(shoe).collect::<Vec<_>>() {
            shoe[value] -= 1;
            dealer.push(rank_at(value));
            sum += chance * self.dealer_alone(hand, first, dealer, shoe);
            dealer.pop();
            shoe[value] += 1;
        }
        sum
    }

    fn split(&self) -> f64 {
        let mut hands = vec![
            SeatHand {
                cards: vec![self.pair],
                doubled: false,
            },
            SeatHand {
                cards: vec![self.pair],
                doubled: false,
            },
        ];
        let mut shoe = self.shoe;
        if !self.peeked {
            return self.play(&mut hands, 0, &[self.up], &mut shoe);
        }
        let mut sum = 0.0;
        for (hole, chance) in self.holes(&shoe) {
            shoe[hole] -= 1;
            sum += chance * self.play(&mut hands.clone(), 0, &[self.up, rank_at(hole)], &mut shoe);
            shoe[hole] += 1;
        }
        sum
    }
}

/// The exact split value and the brute force's, for `pair` against `up` from `shoe`.
fn split_both(version: Version, pair: char, up: char, shoe: &str) -> (f64, f64) {
    let pair = Rank::from_symbol(pair).expect("a rank");
    let up = Rank::from_symbol(up).expect("a rank");
    let shoe = ranks(shoe);
    let player = [pair, pair];
    let decision = decision_at(version, &player, up, (1, 1), counts(&shoe));
    let got = values(&decision)
        .expect("values")
        .split
        .expect("a pair splits");
    (got, SplitBrute::new(version, up, pair, &shoe).split())
}

fn split_agrees(version: Version, pair: char, up: char, shoe: &str) {
    let (got, want) = split_both(version, pair, up, shoe);
    assert!(
        (got - want).abs() < 1e-9,
        "{version} {pair}{pair} against {up} from {shoe}: got {got}, want {want}"
    );
}

#[test]
fn a_split_pair_of_eights_is_worth_its_hands_played_alone_without_and_with_double_after_split() {
    // A: no double after split; E: any two doubled after a split; F: only the original stake
    // lost to a dealer blackjack under a ten; N: the dealer peeked under an ace.
    let shoe = "TTTTTTTTTT99887765432A";
    for (version, up) in [
        (Version::A, '9'),
        (Version::E, '9'),
        (Version::F, 'T'),
        (Version::N, 'A'),
    ] {
        split_agrees(version, '8', up, shoe);
    }
}

#[test]
fn split_aces_take_one_card_each_and_an_ace_and_a_ten_is_no_blackjack() {
    for version in [Version::B, Version::H, Version::G] {
        split_agrees(version, 'A', 'T', "TTTTTTTT99887765432AA");
        split_agrees(version, 'A', '6', "TTTTTTTT99887765432AA");
    }
}

#[test]
fn a_pair_card_as_a_second_card_is_re_split_up_to_the_version_s_most_hands() {
    // Four eights left: H may hold four hands, B three, D two.
    let shoe = "TTTTTTTTTTT8888997654A";
    for version in [Version::H, Version::B, Version::D] {
        split_agrees(version, '8', '7', shoe);
    }
    let (four, _) = split_both(Version::H, '8', '7', shoe);
    let (two, _) = split_both(Version::D, '8', '7', shoe);
    assert_ne!(four, two, "re-splitting changes the value");
}

#[test]
fn only_a_pair_may_be_split() {
    let player = ranks("T9");
    let rules = Version::H.rules();
    let decision = Decision {
        rules,
        options: options(Version::H),
        surrender: false,
        player: &player,
        hand: 1,
        seat_hands: 1,
        dealer_up: Rank::Six,
        dealer_second: None,
        unseen: counts(&ranks("TTTT98765432A")),
    };
    assert_eq!(values(&decision).expect("values").split, None);
}

/// The values of hand `hand` of the seat's `seat_hands`, made by a split.
fn split_hand_values(
    version: Version,
    cards: &str,
    up: char,
    place: (u8, u8),
    shoe: &str,
) -> ActionValues {
    let (player, shoe) = (ranks(cards), ranks(shoe));
    let decision = decision_at(
        version,
        &player,
        Rank::from_symbol(up).expect("a rank"),
        (place.0, place.1),
        counts(&shoe),
    );
    values(&decision).expect("values")
}

#[test]
fn a_hand_made_by_a_split_is_valued_as_a_split_hand_for_its_own_stake() {
    // A: no double after split; E: any two doubled after one; F: a dealer blackjack under a
    // ten takes the first hand's stake only; H: three sevens on a split hand are not paid at
    // once; N: the dealer peeked under an ace.
    let cases = [
        (Version::A, "83", 'T', (1, 2), "A2457TTT9"),
        (Version::E, "83", '9', (2, 2), "A2457TTT9"),
        (Version::F, "8A", 'T', (1, 2), "A23T8T7T5"),
        (Version::F, "8A", 'T', (2, 2), "A23T8T7T5"),
        (Version::H, "77", '7', (2, 3), "7T2T35A98"),
        (Version::N, "93", 'A', (1, 2), "A9TT4326T"),
    ];
    for (version, cards, up, (hand, seat_hands), shoe) in cases {
        let got = split_hand_values(version, cards, up, (hand, seat_hands), shoe);
        let rules = version.rules();
        let up = Rank::from_symbol(up).expect("a rank");
        let brute = Brute::new(version, up).of_split_hand(hand);
        let (player, shoe) = (ranks(cards), ranks(shoe));
        let what =
            |action: &str| format!("{version} {cards} hand {hand} of {seat_hands}, {action}");
        close(
            got.stand,
            brute.stand(&player, false, &shoe),
            &what("stand"),
        );
        close(got.hit, brute.hit(&mut player.clone(), &shoe), &what("hit"));
        if rules.double_after_split {
            close(got.double, brute.double(&player, &shoe), &what("double"));
        } else {
            assert_eq!(got.double, None, "{}", what("no double after split"));
        }
        assert_eq!(
            got.surrender,
            None,
            "{}",
            what("no surrender after a split")
        );
    }
    let first = split_hand_values(Version::F, "8A", 'T', (1, 2), "A23T8T7T5");
    let second = split_hand_values(Version::F, "8A", 'T', (2, 2), "A23T8T7T5");
    assert_ne!(
        first.stand, second.stand,
        "F: only the first hand's stake is lost"
    );
}

#[test]
fn a_pair_a_split_made_splits_again_up_to_the_version_s_most_hands_with_the_seat_s_others() {
    // H may hold four hands, B three: the seat's other hands count towards them.
    let shoe = "TTTTTTTTTTT8888997654A";
    for (version, hand, seat_hands) in [(Version::H, 2, 2), (Version::H, 1, 3), (Version::B, 2, 2)]
    {
        let got = split_hand_values(version, "88", '7', (hand, seat_hands), shoe)
            .split
            .expect("the seat may hold one more hand");
        let brute = SplitBrute::new(version, Rank::Seven, Rank::Eight, &ranks(shoe))
            .of_split_hand(hand, seat_hands);
        let want = brute.split();
        assert!(
            (got - want).abs() < 1e-9,
            "{version} 88 hand {hand} of {seat_hands}: got {got}, want {want}"
        );
    }
    let again = split_hand_values(Version::H, "88", '7', (2, 2), shoe).split;
    let first = split_hand_values(Version::H, "88", '7', (1, 1), shoe).split;
    assert_ne!(
        again, first,
        "the seat's other hand leaves room for fewer re-splits"
    );
    for (version, seat_hands) in [(Version::B, 3), (Version::D, 2), (Version::H, 4)] {
        let got = split_hand_values(version, "88", '7', (2, seat_hands), shoe);
        assert_eq!(
            got.split, None,
            "{version}: {seat_hands} hands are the most"
        );
    }
}

fn outcome_of(decision: &Decision, action: Action) -> HandOutcome {
    hand_outcome(decision, action)
        .expect("outcome")
        .unwrap_or_else(|| panic!("{action:?} allowed"))
}

#[test]
fn a_hand_s_outcome_after_an_action_agrees_with_a_brute_force_playing_the_best_play() {
    let cases = [
        ("T6", 'T', "23456789TT"),
        ("93", '6', "A2457TTT9"),
        ("A6", '9', "A23T8T7T5"),
        ("84", '5', "22334TTA6"),
        ("55", 'A', "A9TT4326T"),
    ];
    for version in [Version::B, Version::F, Version::H, Version::N, Version::P] {
        for (hand, up, shoe) in cases {
            let (player, shoe) = (ranks(hand), ranks(shoe));
            let up = Rank::from_symbol(up).expect("a rank");
            let decision = decision_at(version, &player, up, (1, 1), counts(&shoe));
            let brute = Brute::new(version, up);
            let allowed = values(&decision).expect("values");
            for action in [
                Action::Stand,
                Action::Hit,
                Action::Double,
                Action::Surrender,
            ] {
                let value = match action {
                    Action::Stand => allowed.stand,
                    Action::Hit => allowed.hit,
                    Action::Double => allowed.double,
                    _ => allowed.surrender,
                };
                if let Some(value) = value {
                    let net = outcome_of(&decision, action).net;
                    assert!((net - value).abs() < 1e-12, "{action:?}: {net} vs {value}");
                }
            }
            for verdict in [Verdict::Win, Verdict::Push] {
                let pick = |outcome: HandOutcome| match verdict {
                    Verdict::Win => outcome.win,
                    _ => outcome.push,
                };
                let brute = brute.measuring(verdict);
                let what = |action: &str| {
                    format!("{version} {hand} against {up:?}, {action}: {verdict:?}")
                };
                let got = |action| Some(pick(outcome_of(&decision, action)));
                close(
                    got(Action::Stand),
                    brute.stand(&player, false, &shoe),
                    &what("stand"),
                );
                close(
                    got(Action::Hit),
                    brute.hit(&mut player.clone(), &shoe),
                    &what("hit"),
                );
                if allowed.double.is_some() {
                    close(
                        got(Action::Double),
                        brute.double(&player, &shoe),
                        &what("double"),
                    );
                }
                if allowed.surrender.is_some() {
                    close(got(Action::Surrender), 0.0, &what("surrender"));
                }
            }
        }
    }
}

#[test]
fn the_splitting_hand_s_outcome_agrees_with_a_split_played_out_card_by_card() {
    // H re-splits up to four hands, B three; F's dealer blackjack under a ten; N's peek under
    // an ace; H's split aces; H's hand 2 of 2 splitting again.
    let eights = "TTTTTTTTTTT8888997654A";
    let cases = [
        (Version::H, '8', '7', eights, (1, 1)),
        (Version::B, '8', '7', eights, (1, 1)),
        (Version::F, '8', 'T', "TTTTTTTTTT99887765432A", (1, 1)),
        (Version::N, '8', 'A', "TTTTTTTTTT99887765432A", (1, 1)),
        (Version::H, 'A', '6', "TTTTTTTT99887765432AA", (1, 1)),
        (Version::H, '8', '7', eights, (2, 2)),
    ];
    for (version, pair, up, shoe, (hand, seat_hands)) in cases {
        let rules = version.rules();
        let (pair, up) = (
            Rank::from_symbol(pair).expect("a rank"),
            Rank::from_symbol(up).expect("a rank"),
        );
        let (player, shoe) = ([pair, pair], ranks(shoe));
        let decision = Decision {
            rules,
            options: options(version),
            surrender: rules.surrender,
            player: &player,
            hand,
            seat_hands,
            dealer_up: up,
            dealer_second: None,
            unseen: counts(&shoe),
        };
        let got = outcome_of(&decision, Action::Split);
        assert!(got.win > 0.0 && got.win + got.push < 1.0, "{got:?}");
        for (measure, got) in [
            (Measure::SplittingNet, got.net),
            (Measure::Splitting(Verdict::Win), got.win),
            (Measure::Splitting(Verdict::Push), got.push),
        ] {
            let brute = SplitBrute {
                measured: measure,
                ..SplitBrute::new(version, up, pair, &shoe).of_split_hand(hand, seat_hands)
            };
            let want = brute.split();
            assert!(
                (got - want).abs() < 1e-9,
                "{version} {pair:?}{pair:?} against {up:?}, hand {hand} of {seat_hands}, {measure:?}: got {got}, want {want}"
            );
        }
    }
}

mod named;
