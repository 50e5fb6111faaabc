use super::*;
use livedraw_domain::games::blackjack::version::Version;
use livedraw_domain::Payout;

const OPTIONS: TableOptions = TableOptions {
    blackjack_pays: Payout::hundredths(150),
    twenty_one_pushes_dealer_blackjack: false,
    original_stake_only_under_ace: true,
};

/// The options of `version`: its first posted blackjack payout.
fn options(version: Version) -> TableOptions {
    TableOptions {
        blackjack_pays: version.rules().blackjack_payouts[0],
        ..OPTIONS
    }
}

/// A brute force over physical cards, each remaining card as likely as any other to come
/// next, with no memo and no grouping by value: the dealer's hands are dealt card by card
/// and settled by the domain's settlement with the cards they hold.
struct Brute {
    version: Version,
    up: Rank,
    peeked: bool,
}

impl Brute {
    fn net(&self, player: &[Rank], doubled: bool, dealer: &[Rank]) -> f64 {
        let hand = PlayedHand {
            ranks: player,
            split: false,
            original: true,
            doubled,
            surrendered: false,
        };
        let settled = settle(&self.version.rules(), &options(self.version), &hand, dealer);
        f64::from(settled.net.as_hundredths()) / 100.0
    }

    /// The dealer draws from `shoe` to the end; the player's net averaged over every order.
    fn dealer(&self, player: &[Rank], doubled: bool, dealer: &mut Vec<Rank>, shoe: &[Rank]) -> f64 {
        let total = Total::of(dealer);
        let two = dealer.len() == 2;
        if (two && total.best == 21) || total.best >= 17 || shoe.is_empty() {
            return self.net(player, doubled, dealer);
        }
        let allowed: Vec<usize> = (0..shoe.len())
            .filter(|&i| !(self.peeked && dealer.len() == 1 && rank_value(shoe[i]) == 10))
            .collect();
        let mut sum = 0.0;
        for &i in &allowed {
            let mut rest = shoe.to_vec();
            let card = rest.remove(i);
            dealer.push(card);
            sum += self.dealer(player, doubled, dealer, &rest);
            dealer.pop();
        }
        sum / allowed.len() as f64
    }

    fn stand(&self, player: &[Rank], doubled: bool, shoe: &[Rank]) -> f64 {
        self.dealer(player, doubled, &mut vec![self.up], shoe)
    }

    fn best(&self, player: &mut Vec<Rank>, shoe: &[Rank]) -> f64 {
        let stand = self.stand(player, false, shoe);
        let rules = self.version.rules();
        let closed = Total::of(player).best >= 21
            || (rules.three_sevens && player.as_slice() == [Rank::Seven; 3])
            || (rules.ten_card_charlie && player.len() >= 10)
            || shoe.is_empty();
        if closed {
            stand
        } else {
            stand.max(self.hit(player, shoe))
        }
    }

    fn hit(&self, player: &mut Vec<Rank>, shoe: &[Rank]) -> f64 {
        let mut sum = 0.0;
        for i in 0..shoe.len() {
            let mut rest = shoe.to_vec();
            player.push(rest.remove(i));
            sum += self.best(player, &rest);
            player.pop();
        }
        sum / shoe.len() as f64
    }

    fn double(&self, player: &[Rank], shoe: &[Rank]) -> f64 {
        let mut sum = 0.0;
        for i in 0..shoe.len() {
            let mut rest = shoe.to_vec();
            let mut doubled = player.to_vec();
            doubled.push(rest.remove(i));
            sum += self.stand(&doubled, true, &rest);
        }
        sum / shoe.len() as f64
    }
}

fn rank_value(rank: Rank) -> u8 {
    livedraw_domain::games::blackjack::hand::value(rank)
}

fn ranks(text: &str) -> Vec<Rank> {
    text.chars()
        .map(|symbol| Rank::from_symbol(symbol).expect("a rank"))
        .collect()
}

/// The unseen shoe of value counts for physical `cards`.
fn counts(cards: &[Rank]) -> Counts {
    let mut counts = [0; VALUES];
    for &rank in cards {
        counts[index(rank)] += 1;
    }
    Counts::new(counts)
}

fn close(got: Option<f64>, want: f64, what: &str) {
    let got = got.unwrap_or_else(|| panic!("{what}: not offered"));
    assert!((got - want).abs() < 1e-9, "{what}: got {got}, want {want}");
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
            let (player, shoe) = (ranks(hand), ranks(shoe));
            let up = Rank::from_symbol(up).expect("a rank");
            let rules = version.rules();
            let decision = Decision {
                rules,
                options: options(version),
                surrender: rules.surrender,
                player: &player,
                dealer_up: up,
                unseen: counts(&shoe),
            };
            let got = values(&decision).expect("values");
            let brute = Brute {
                version,
                up,
                peeked: rules.dealer_cards == DealerCards::HoleCard { peek: true }
                    && up == Rank::Ace,
            };
            let what = |action: &str| format!("{version} {hand} against {up:?}, {action}");
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
    }
}

#[test]
fn insurance_is_worth_three_times_the_chance_of_a_ten_less_one() {
    let player = ranks("T7");
    let rules = Version::B.rules();
    let unseen = Counts::decks(6)
        .without_all(&[Rank::Ten, Rank::Seven, Rank::Ace])
        .expect("cards");
    let decision = Decision {
        rules,
        options: options(Version::B),
        surrender: false,
        player: &player,
        dealer_up: Rank::Ace,
        unseen,
    };
    let got = values(&decision).expect("values");
    let tens = 95.0 / 309.0;
    close(got.insurance, 3.0 * tens - 1.0, "insurance");
    assert_eq!(got.even_money, None);
    assert_eq!(got.surrender, None, "no surrender in B");
}
