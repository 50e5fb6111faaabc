//! The rulebook's nineteen versions (A–S) and the four rule sets named by word (casino,
//! casino-a, casino-b, live: operations.md, "Blackjack rule sets by name") as configuration of
//! one set of rules: each version is a [`Rules`] value, the row of the version table in
//! blackjack.md, section 2, or the named set's rules.

use super::hand::value;
use crate::card::Rank;
use crate::market::Payout;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use thiserror::Error;

/// One of the rulebook's blackjack versions (A–S), or a rule set named like one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[allow(
    missing_docs,
    reason = "the versions are named by letter in the rulebook"
)]
pub enum Version {
    A,
    B,
    C,
    D,
    E,
    F,
    G,
    H,
    I,
    J,
    K,
    L,
    M,
    N,
    O,
    P,
    Q,
    R,
    S,
    /// The casino's base game: European (no hole card), 3:2, re-split to four hands.
    #[serde(rename = "casino")]
    Casino,
    /// As casino, with a hole card: the dealer peeks under an ace and under a ten.
    #[serde(rename = "casino-a")]
    CasinoA,
    /// As casino, both dealer cards face up; ties to the bank, blackjack 1:1.
    #[serde(rename = "casino-b")]
    CasinoB,
    /// The live casino's rules: a hole card peeked under an ace, split once, 3:2.
    #[serde(rename = "live")]
    Live,
}

/// How the dealer is dealt at the start.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DealerCards {
    /// One card; the second comes after the players finish (NHC).
    NoHoleCard,
    /// Two cards, one face down (HC). With `peek`, an ace up makes the dealer check the hole
    /// card, and a blackjack ends the round at once, after insurance is offered.
    HoleCard {
        /// Whether the dealer peeks under an ace.
        peek: bool,
    },
    /// Two cards, one face down; the dealer peeks under an ace (after insurance) and under a
    /// ten-value card, and a blackjack ends the deal at once (casino-a).
    HoleCardPeekUnderAceAndTen,
    /// Two cards, both face up before the players decide; a dealer blackjack ends the deal at
    /// once (casino-b).
    BothUp,
}

impl DealerCards {
    /// Whether the dealer checks the hole card under the up card `up` before the hands play.
    pub fn peeks_under(self, up: Rank) -> bool {
        match self {
            DealerCards::NoHoleCard
            | DealerCards::HoleCard { peek: false }
            | DealerCards::BothUp => false,
            DealerCards::HoleCard { peek: true } => up == Rank::Ace,
            DealerCards::HoleCardPeekUnderAceAndTen => up == Rank::Ace || value(up) == 10,
        }
    }
}

/// What equal totals come to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ties {
    /// Every tie is a push.
    Push,
    /// The dealer wins ties, except both 21 or both blackjack (version A).
    DealerWinsBelow21,
    /// The dealer wins ties, except both 20, both 21 or both blackjack (versions H–O).
    DealerWinsBelow20,
    /// The dealer wins every tie except blackjack against blackjack (casino-b).
    DealerWinsAllButBlackjacks,
}

/// When doubling is allowed, and what the ace counts after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Doubling {
    /// Only on a first two cards totalling 9, 10 or 11; an ace stays at 1 after the third card.
    NineTenEleven,
    /// On any first two cards (not a blackjack), before any hit; the ace stays 1 or 11,
    /// whichever is best.
    AnyTwo,
}

/// How much insurance a hand may take.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum InsuranceSize {
    /// Exactly half the stake, or none.
    ExactlyHalf,
    /// Anything up to half the stake.
    UpToHalf,
    /// None: both the dealer's cards are face up, so there is nothing to insure against
    /// (casino-b).
    NotOffered,
}

/// When a player holding blackjack may take even money (1:1 at once).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EvenMoney {
    /// Never.
    Never,
    /// When the dealer's first card is an ace.
    DealerAce,
    /// When the dealer's first card is an ace, a ten or a picture.
    DealerAceOrTen,
}

/// The rules a version plays by: one row of the version table (a table stores its
/// [`Version`], and its rules are always these).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    /// The dealer's initial cards.
    pub dealer_cards: DealerCards,
    /// The dealer goes bust above this total: 21, or 22 in P–S (where 22 pushes).
    pub dealer_busts_above: u8,
    /// Equal totals.
    pub ties: Ties,
    /// The blackjack payouts the version allows to be posted.
    pub blackjack_payouts: &'static [Payout],
    /// The doubling regime.
    pub doubling: Doubling,
    /// The most hands a seat may have after splitting.
    pub max_hands: u8,
    /// Whether a split hand may double.
    pub double_after_split: bool,
    /// Insurance's size.
    pub insurance: InsuranceSize,
    /// Whether an insured hand may still double or split (not in A).
    pub insured_hand_may_double_or_split: bool,
    /// Even money.
    pub even_money: EvenMoney,
    /// Whether late surrender (half the stake back, before any extra card, not against an
    /// ace) is part of the version's rules.
    pub surrender: bool,
    /// Three sevens as a hand's first three cards, unsplit, pay 3:1 at once (H–O).
    pub three_sevens: bool,
    /// Ten cards totalling 21 or less win, unless the dealer has blackjack (F).
    pub ten_card_charlie: bool,
    /// A dealer blackjack under a ten up takes only the original stake, not a double's or a
    /// split's (F, G).
    pub original_stake_only: bool,
    /// Players' first two cards are dealt face down, extra cards face up except a double's
    /// (N, O, R, S).
    pub player_cards_face_down: bool,
}

/// 1:1.
const EVEN: Payout = Payout::times(1);
/// 6:5.
const SIX_TO_FIVE: Payout = Payout::hundredths(120);
/// 7:5.
const SEVEN_TO_FIVE: Payout = Payout::hundredths(140);
/// 3:2.
const THREE_TO_TWO: Payout = Payout::hundredths(150);
/// 2:1.
const TWO_TO_ONE: Payout = Payout::times(2);

/// The rules every version shares before its own differences: versions B's, the base of C–E.
const BASE: Rules = Rules {
    dealer_cards: DealerCards::NoHoleCard,
    dealer_busts_above: 21,
    ties: Ties::Push,
    blackjack_payouts: &[EVEN, SIX_TO_FIVE, SEVEN_TO_FIVE, THREE_TO_TWO],
    doubling: Doubling::NineTenEleven,
    max_hands: 3,
    double_after_split: true,
    insurance: InsuranceSize::UpToHalf,
    insured_hand_may_double_or_split: true,
    even_money: EvenMoney::DealerAce,
    surrender: false,
    three_sevens: false,
    ten_card_charlie: false,
    original_stake_only: false,
    player_cards_face_down: false,
};

/// Version H, the base of I–O.
const H: Rules = Rules {
    ties: Ties::DealerWinsBelow20,
    blackjack_payouts: &[THREE_TO_TWO, TWO_TO_ONE],
    doubling: Doubling::AnyTwo,
    max_hands: 4,
    even_money: EvenMoney::DealerAceOrTen,
    surrender: true,
    three_sevens: true,
    ..BASE
};

/// Version F, the base of G.
const F: Rules = Rules {
    dealer_cards: DealerCards::HoleCard { peek: false },
    blackjack_payouts: &[THREE_TO_TWO],
    doubling: Doubling::AnyTwo,
    max_hands: 2,
    insurance: InsuranceSize::ExactlyHalf,
    even_money: EvenMoney::Never,
    ten_card_charlie: true,
    original_stake_only: true,
    ..BASE
};

/// Version N, the base of O.
const N: Rules = Rules {
    dealer_cards: DealerCards::HoleCard { peek: true },
    max_hands: 2,
    surrender: false,
    player_cards_face_down: true,
    ..H
};

/// Version P, the base of Q–S.
const P: Rules = Rules {
    dealer_busts_above: 22,
    blackjack_payouts: &[EVEN, SIX_TO_FIVE, THREE_TO_TWO, TWO_TO_ONE],
    doubling: Doubling::AnyTwo,
    surrender: true,
    ..BASE
};

/// Version R, the base of S.
const R: Rules = Rules {
    dealer_cards: DealerCards::HoleCard { peek: true },
    max_hands: 2,
    surrender: false,
    player_cards_face_down: true,
    ..P
};

/// The casino's base game (operations.md): no hole card, 3:2, ties
/// push, double any two, re-split to four hands (our choice: the posted limit), double after
/// split, insurance up to half, even money under an ace (our choice: a blackjack insured with
/// half its stake), surrender a table's switch, and a dealer blackjack takes only the original
/// stake (our choice, as the European games that say so). The base of the other three.
const CASINO: Rules = Rules {
    dealer_cards: DealerCards::NoHoleCard,
    blackjack_payouts: &[THREE_TO_TWO],
    doubling: Doubling::AnyTwo,
    max_hands: 4,
    original_stake_only: true,
    ..BASE
};

/// The live casino's rules (operations.md): a hole card peeked under an ace only, after
/// insurance at exactly half the stake; 3:2; ties push; double any first two cards (a split
/// hand's too: our choice); split once, aces too; no surrender.
const LIVE: Rules = Rules {
    dealer_cards: DealerCards::HoleCard { peek: true },
    blackjack_payouts: &[THREE_TO_TWO],
    doubling: Doubling::AnyTwo,
    max_hands: 2,
    insurance: InsuranceSize::ExactlyHalf,
    ..BASE
};

impl Version {
    /// Every version of the rulebook, A to S.
    pub const ALL: [Version; 19] = [
        Version::A,
        Version::B,
        Version::C,
        Version::D,
        Version::E,
        Version::F,
        Version::G,
        Version::H,
        Version::I,
        Version::J,
        Version::K,
        Version::L,
        Version::M,
        Version::N,
        Version::O,
        Version::P,
        Version::Q,
        Version::R,
        Version::S,
    ];

    /// The rule sets named by word (operations.md, "Blackjack rule sets by name").
    pub const NAMED: [Version; 4] = [
        Version::Casino,
        Version::CasinoA,
        Version::CasinoB,
        Version::Live,
    ];

    /// Every version a table may run: A to S, then the named sets.
    pub const EVERY: [Version; 23] = [
        Version::A,
        Version::B,
        Version::C,
        Version::D,
        Version::E,
        Version::F,
        Version::G,
        Version::H,
        Version::I,
        Version::J,
        Version::K,
        Version::L,
        Version::M,
        Version::N,
        Version::O,
        Version::P,
        Version::Q,
        Version::R,
        Version::S,
        Version::Casino,
        Version::CasinoA,
        Version::CasinoB,
        Version::Live,
    ];

    /// The version's rules, as the rulebook's version table gives them. Surrender in N, O, R
    /// and S is mentioned in the flow text only and has no section: it is off here, and a table
    /// may switch it on (our choice).
    pub const fn rules(self) -> Rules {
        match self {
            Version::A => Rules {
                ties: Ties::DealerWinsBelow21,
                blackjack_payouts: &[THREE_TO_TWO, TWO_TO_ONE],
                max_hands: 2,
                double_after_split: false,
                insurance: InsuranceSize::ExactlyHalf,
                insured_hand_may_double_or_split: false,
                even_money: EvenMoney::Never,
                ..BASE
            },
            Version::B => BASE,
            Version::C => Rules {
                doubling: Doubling::AnyTwo,
                ..BASE
            },
            Version::D => Rules {
                max_hands: 2,
                ..BASE
            },
            Version::E => Rules {
                doubling: Doubling::AnyTwo,
                max_hands: 2,
                ..BASE
            },
            Version::F => F,
            Version::G => Rules {
                ten_card_charlie: false,
                ..F
            },
            Version::H => H,
            Version::I => Rules {
                surrender: false,
                ..H
            },
            Version::J => Rules { max_hands: 3, ..H },
            Version::K => Rules {
                max_hands: 3,
                surrender: false,
                ..H
            },
            Version::L => Rules { max_hands: 2, ..H },
            Version::M => Rules {
                max_hands: 2,
                surrender: false,
                ..H
            },
            Version::N => N,
            Version::O => Rules {
                doubling: Doubling::NineTenEleven,
                ..N
            },
            Version::P => P,
            Version::Q => Rules {
                surrender: false,
                ..P
            },
            Version::R => R,
            Version::S => Rules {
                doubling: Doubling::NineTenEleven,
                ..R
            },
            Version::Casino => CASINO,
            Version::CasinoA => Rules {
                dealer_cards: DealerCards::HoleCardPeekUnderAceAndTen,
                ..CASINO
            },
            Version::CasinoB => Rules {
                dealer_cards: DealerCards::BothUp,
                ties: Ties::DealerWinsAllButBlackjacks,
                blackjack_payouts: &[EVEN],
                doubling: Doubling::NineTenEleven,
                max_hands: 2,
                double_after_split: false,
                insurance: InsuranceSize::NotOffered,
                even_money: EvenMoney::Never,
                ..CASINO
            },
            Version::Live => LIVE,
        }
    }

    /// Whether the rules leave surrender to the table: N, O, R and S mention it in the flow
    /// text only, with no section of its own; the casino's sets make it optional.
    pub const fn surrender_open(self) -> bool {
        match self {
            Version::N
            | Version::O
            | Version::R
            | Version::S
            | Version::Casino
            | Version::CasinoA
            | Version::CasinoB => true,
            Version::A
            | Version::B
            | Version::C
            | Version::D
            | Version::E
            | Version::F
            | Version::G
            | Version::H
            | Version::I
            | Version::J
            | Version::K
            | Version::L
            | Version::M
            | Version::P
            | Version::Q
            | Version::Live => false,
        }
    }

    /// The version's name on the table's sign and in configuration: its letter A–S, or the
    /// named set's word.
    pub const fn name(self) -> &'static str {
        match self {
            Version::A => "A",
            Version::B => "B",
            Version::C => "C",
            Version::D => "D",
            Version::E => "E",
            Version::F => "F",
            Version::G => "G",
            Version::H => "H",
            Version::I => "I",
            Version::J => "J",
            Version::K => "K",
            Version::L => "L",
            Version::M => "M",
            Version::N => "N",
            Version::O => "O",
            Version::P => "P",
            Version::Q => "Q",
            Version::R => "R",
            Version::S => "S",
            Version::Casino => "casino",
            Version::CasinoA => "casino-a",
            Version::CasinoB => "casino-b",
            Version::Live => "live",
        }
    }
}

impl fmt::Display for Version {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A version named by something other than a letter A–S or a named set.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("`{0}` is not a blackjack version (A to S, casino, casino-a, casino-b or live)")]
pub struct UnknownVersion(pub String);

impl FromStr for Version {
    type Err = UnknownVersion;

    /// A version by its name, in any case.
    fn from_str(text: &str) -> Result<Version, UnknownVersion> {
        let name = text.trim();
        Version::EVERY
            .into_iter()
            .find(|version| version.name().eq_ignore_ascii_case(name))
            .ok_or_else(|| UnknownVersion(text.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The version table of blackjack.md, section 2, one row per version, written out as the
    /// rulebook gives it: dealer cards (N = no hole card, H = hole card, P = hole card and
    /// peek), bust above, ties (P = push, 21 = dealer wins below 21, 20 = below 20), blackjack
    /// payouts in hundredths, doubling (9 = 9-10-11, 2 = any two), max hands, DAS, insurance
    /// (X = exactly half, U = up to half), even money (- / A / T = ace or ten), surrender,
    /// three sevens, Charlie, original stake only, cards face down.
    #[rustfmt::skip]
    const TABLE: [Row; 19] = [
        (Version::A, 'N', 21, "21", &[150, 200], '9', 2, false, 'X', '-', false, false, false, false, false),
        (Version::B, 'N', 21, "P", &[100, 120, 140, 150], '9', 3, true, 'U', 'A', false, false, false, false, false),
        (Version::C, 'N', 21, "P", &[100, 120, 140, 150], '2', 3, true, 'U', 'A', false, false, false, false, false),
        (Version::D, 'N', 21, "P", &[100, 120, 140, 150], '9', 2, true, 'U', 'A', false, false, false, false, false),
        (Version::E, 'N', 21, "P", &[100, 120, 140, 150], '2', 2, true, 'U', 'A', false, false, false, false, false),
        (Version::F, 'H', 21, "P", &[150], '2', 2, true, 'X', '-', false, false, true, true, false),
        (Version::G, 'H', 21, "P", &[150], '2', 2, true, 'X', '-', false, false, false, true, false),
        (Version::H, 'N', 21, "20", &[150, 200], '2', 4, true, 'U', 'T', true, true, false, false, false),
        (Version::I, 'N', 21, "20", &[150, 200], '2', 4, true, 'U', 'T', false, true, false, false, false),
        (Version::J, 'N', 21, "20", &[150, 200], '2', 3, true, 'U', 'T', true, true, false, false, false),
        (Version::K, 'N', 21, "20", &[150, 200], '2', 3, true, 'U', 'T', false, true, false, false, false),
        (Version::L, 'N', 21, "20", &[150, 200], '2', 2, true, 'U', 'T', true, true, false, false, false),
        (Version::M, 'N', 21, "20", &[150, 200], '2', 2, true, 'U', 'T', false, true, false, false, false),
        (Version::N, 'P', 21, "20", &[150, 200], '2', 2, true, 'U', 'T', false, true, false, false, true),
        (Version::O, 'P', 21, "20", &[150, 200], '9', 2, true, 'U', 'T', false, true, false, false, true),
        (Version::P, 'N', 22, "P", &[100, 120, 150, 200], '2', 3, true, 'U', 'A', true, false, false, false, false),
        (Version::Q, 'N', 22, "P", &[100, 120, 150, 200], '2', 3, true, 'U', 'A', false, false, false, false, false),
        (Version::R, 'P', 22, "P", &[100, 120, 150, 200], '2', 2, true, 'U', 'A', false, false, false, false, true),
        (Version::S, 'P', 22, "P", &[100, 120, 150, 200], '9', 2, true, 'U', 'A', false, false, false, false, true),
    ];

    /// A row of [`TABLE`].
    type Row = (
        Version,
        char,
        u8,
        &'static str,
        &'static [i32],
        char,
        u8,
        bool,
        char,
        char,
        bool,
        bool,
        bool,
        bool,
        bool,
    );

    #[test]
    fn every_version_s_rules_are_its_row_of_the_rulebook_s_version_table() {
        for row in TABLE {
            assert_row(row);
        }
    }

    /// Asserts that a version's rules are `row`, its codes read as the legends of [`TABLE`] and
    /// [`NAMED`] give them.
    fn assert_row(row: Row) {
        let (
            version,
            dealer,
            bust,
            ties,
            payouts,
            double,
            hands,
            das,
            insurance,
            even,
            surrender,
            sevens,
            charlie,
            original,
            face_down,
        ) = row;
        let rules = version.rules();
        let expected_dealer = match dealer {
            'N' => DealerCards::NoHoleCard,
            'H' => DealerCards::HoleCard { peek: false },
            'P' => DealerCards::HoleCard { peek: true },
            'T' => DealerCards::HoleCardPeekUnderAceAndTen,
            'U' => DealerCards::BothUp,
            other => panic!("{version}: no dealer code {other}"),
        };
        assert_eq!(
            rules.dealer_cards, expected_dealer,
            "{version}: dealer cards"
        );
        assert_eq!(rules.dealer_busts_above, bust, "{version}: dealer bust");
        let expected_ties = match ties {
            "P" => Ties::Push,
            "21" => Ties::DealerWinsBelow21,
            "20" => Ties::DealerWinsBelow20,
            "B" => Ties::DealerWinsAllButBlackjacks,
            other => panic!("{version}: no ties code {other}"),
        };
        assert_eq!(rules.ties, expected_ties, "{version}: ties");
        let posted: Vec<i32> = rules
            .blackjack_payouts
            .iter()
            .map(|p| p.as_hundredths())
            .collect();
        assert_eq!(posted, payouts, "{version}: blackjack payouts");
        let expected_double = if double == '9' {
            Doubling::NineTenEleven
        } else {
            Doubling::AnyTwo
        };
        assert_eq!(rules.doubling, expected_double, "{version}: doubling");
        assert_eq!(rules.max_hands, hands, "{version}: max hands");
        assert_eq!(rules.double_after_split, das, "{version}: DAS");
        let expected_insurance = match insurance {
            'X' => InsuranceSize::ExactlyHalf,
            'U' => InsuranceSize::UpToHalf,
            '-' => InsuranceSize::NotOffered,
            other => panic!("{version}: no insurance code {other}"),
        };
        assert_eq!(rules.insurance, expected_insurance, "{version}: insurance");
        let expected_even = match even {
            '-' => EvenMoney::Never,
            'A' => EvenMoney::DealerAce,
            'T' => EvenMoney::DealerAceOrTen,
            other => panic!("{version}: no even-money code {other}"),
        };
        assert_eq!(rules.even_money, expected_even, "{version}: even money");
        assert_eq!(rules.surrender, surrender, "{version}: surrender");
        assert_eq!(rules.three_sevens, sevens, "{version}: three sevens");
        assert_eq!(rules.ten_card_charlie, charlie, "{version}: Charlie");
        assert_eq!(
            rules.original_stake_only, original,
            "{version}: original stake only"
        );
        assert_eq!(
            rules.player_cards_face_down, face_down,
            "{version}: cards face down"
        );
    }

    /// The named sets as operations.md describes them, in the columns of [`TABLE`] (dealer
    /// cards: N = no hole card, P = hole card and peek under an ace, T = peek under an ace
    /// and a ten, U = both up; ties: B = the bank's but blackjack against blackjack;
    /// insurance: - = none), then whether surrender is the table's switch.
    #[rustfmt::skip]
    const NAMED: [(Row, bool); 4] = [
        ((Version::Casino, 'N', 21, "P", &[150], '2', 4, true, 'U', 'A', false, false, false, true, false), true),
        ((Version::CasinoA, 'T', 21, "P", &[150], '2', 4, true, 'U', 'A', false, false, false, true, false), true),
        ((Version::CasinoB, 'U', 21, "B", &[100], '9', 2, false, '-', '-', false, false, false, true, false), true),
        ((Version::Live, 'P', 21, "P", &[150], '2', 2, true, 'X', 'A', false, false, false, false, false), false),
    ];

    #[test]
    fn every_named_set_s_rules_are_its_description_in_operations_md() {
        for (row, open) in NAMED {
            let version = row.0;
            assert_row(row);
            assert_eq!(version.surrender_open(), open, "{version}: surrender open");
        }
    }

    #[test]
    fn casino_a_the_dealer_peeks_under_an_ace_and_a_ten_and_live_under_an_ace_only() {
        let casino_a = Version::CasinoA.rules().dealer_cards;
        let live = Version::Live.rules().dealer_cards;
        for up in [Rank::Ace, Rank::Ten, Rank::King] {
            assert!(casino_a.peeks_under(up), "{up:?}");
        }
        assert!(live.peeks_under(Rank::Ace));
        for up in [Rank::Ten, Rank::Nine] {
            assert!(!live.peeks_under(up), "{up:?}");
            assert!(!casino_a.peeks_under(up) || up == Rank::Ten, "{up:?}");
        }
        for version in [Version::Casino, Version::CasinoB] {
            assert!(!version.rules().dealer_cards.peeks_under(Rank::Ace));
        }
    }

    #[test]
    fn the_named_sets_are_named_by_word_in_any_case() {
        for (version, name) in Version::NAMED
            .into_iter()
            .zip(["casino", "casino-a", "casino-b", "live"])
        {
            assert_eq!(version.to_string(), name);
            assert_eq!(name.parse::<Version>(), Ok(version));
            assert_eq!(name.to_uppercase().parse::<Version>(), Ok(version));
        }
        assert!("casino-c".parse::<Version>().is_err());
    }

    #[test]
    fn an_insured_hand_may_not_double_or_split_in_version_a_only() {
        for version in Version::ALL {
            assert_eq!(
                version.rules().insured_hand_may_double_or_split,
                version != Version::A,
                "{version}"
            );
        }
    }

    #[test]
    fn the_dealer_busts_above_22_in_p_q_r_s_only() {
        for version in Version::ALL {
            let twenty_two = matches!(version, Version::P | Version::Q | Version::R | Version::S);
            assert_eq!(
                version.rules().dealer_busts_above == 22,
                twenty_two,
                "{version}"
            );
        }
    }

    #[test]
    fn versions_are_named_by_one_letter_a_to_s() {
        for version in Version::ALL {
            assert_eq!(version.to_string().parse::<Version>(), Ok(version));
            assert_eq!(
                version.name().to_ascii_lowercase().parse::<Version>(),
                Ok(version)
            );
        }
        for bad in ["T", "", "AB", "1"] {
            assert_eq!(
                bad.parse::<Version>(),
                Err(UnknownVersion(bad.to_owned())),
                "{bad:?}"
            );
        }
    }
}
