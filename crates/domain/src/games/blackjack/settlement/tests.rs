use super::*;
use crate::games::blackjack::version::Version;
use Rank::*;

/// 3:2 posted, a dealer blackjack beating other 21s, F's rule under an ace too.
const OPTIONS: TableOptions = TableOptions {
    blackjack_pays: Payout::hundredths(150),
    twenty_one_pushes_dealer_blackjack: false,
    original_stake_only_under_ace: true,
};

fn hand(ranks: &[Rank]) -> PlayedHand<'_> {
    PlayedHand {
        ranks,
        split: false,
        original: true,
        doubled: false,
        surrendered: false,
    }
}

fn net(version: Version, hand: &PlayedHand, dealer: &[Rank]) -> i32 {
    settle(&version.rules(), &OPTIONS, hand, dealer)
        .net
        .as_hundredths()
}

/// A scenario: its name, the player's cards, whether doubled, the dealer's cards, and the nets
/// per version.
type Scenario = (
    &'static str,
    &'static [Rank],
    bool,
    &'static [Rank],
    &'static str,
);

/// Scenarios, each with its net per version A to S: `W` wins 1:1, `L` loses, `P` pushes, `B`
/// is a blackjack at the posted 3:2, `3` three sevens at 3:1, `D` a doubled stake lost.
#[rustfmt::skip]
const SETTLEMENT_TABLE: [Scenario; 11] = [
    ("tie at 18", &[Ten, Eight], false, &[Ten, Eight], "LPPPPPPLLLLLLLLPPPP"),
    ("tie at 20", &[Ten, Queen], false, &[King, Ten], "LPPPPPPPPPPPPPPPPPP"),
    ("tie at 21", &[Five, Six, Ten], false, &[Nine, Two, Ten], "PPPPPPPPPPPPPPPPPPP"),
    ("20 against a dealer 22", &[Ten, Queen], false, &[Ten, Two, Ten], "WWWWWWWWWWWWWWWPPPP"),
    ("blackjack against a dealer 22", &[Ace, King], false, &[Ten, Two, Ten], "BBBBBBBBBBBBBBBBBBB"),
    ("12 against a dealer 23", &[Ten, Two], false, &[Ten, Three, Ten], "WWWWWWWWWWWWWWWWWWW"),
    ("blackjack against 20", &[Queen, Ace], false, &[Ten, Ten], "BBBBBBBBBBBBBBBBBBB"),
    ("three sevens against 21", &[Seven, Seven, Seven], false, &[Nine, Two, Ten], "PPPPPPP33333333PPPP"),
    ("ten cards of 20 against 21", &[Ace, Ace, Ace, Ace, Two, Two, Two, Two, Three, Two], false, &[Nine, Two, Ten], "LLLLLWLLLLLLLLLLLLL"),
    ("a three-card 21 against a dealer blackjack", &[Five, Six, Ten], false, &[Ten, Ace], "LLLLLLLLLLLLLLLLLLL"),
    ("a doubled 19 against a dealer blackjack under a ten", &[Five, Four, Ten], true, &[Ten, Ace], "DDDDDLLDDDDDDDDDDDD"),
];

#[test]
fn each_version_s_settlement_table_matches_the_rules_file() {
    for (scenario, player, doubled, dealer, expected) in SETTLEMENT_TABLE {
        let played = PlayedHand {
            doubled,
            ..hand(player)
        };
        for (version, code) in Version::ALL.into_iter().zip(expected.chars()) {
            let want = match code {
                'W' => 100,
                'L' => -100,
                'P' => 0,
                'B' => 150,
                '3' => 300,
                _ => -200,
            };
            assert_eq!(
                net(version, &played, dealer),
                want,
                "{scenario}, version {version}"
            );
        }
    }
}

#[test]
fn a_surrender_loses_half_the_stake() {
    let surrendered = PlayedHand {
        surrendered: true,
        ..hand(&[Ten, Six])
    };
    let settled = settle(&Version::H.rules(), &OPTIONS, &surrendered, &[Ten, Seven]);
    assert_eq!(settled, Settled::SURRENDERED);
    assert_eq!(settled.net, Payout::HALF_LOST);
}

#[test]
fn a_player_bust_always_loses_even_if_the_dealer_busts_afterwards() {
    for version in Version::ALL {
        assert_eq!(
            net(version, &hand(&[Ten, Six, Nine]), &[Ten, Six, Ten]),
            -100,
            "{version}"
        );
    }
}

#[test]
fn blackjack_pays_the_posted_payout() {
    for version in Version::ALL {
        let rules = version.rules();
        for &posted in rules.blackjack_payouts {
            let options = TableOptions {
                blackjack_pays: posted,
                ..OPTIONS
            };
            let settled = settle(&rules, &options, &hand(&[Ace, Jack]), &[Ten, Nine]);
            assert_eq!(settled.net, posted, "{version}");
        }
    }
}

#[test]
fn both_blackjack_push() {
    for version in Version::ALL {
        assert_eq!(
            net(version, &hand(&[Ace, Ten]), &[Ace, King]),
            0,
            "{version}"
        );
    }
}

#[test]
fn a_split_ace_and_ten_is_21_paid_1_to_1_and_always_loses_to_a_dealer_blackjack() {
    let split = PlayedHand {
        split: true,
        ..hand(&[Ace, Ten])
    };
    let pushing = TableOptions {
        twenty_one_pushes_dealer_blackjack: true,
        ..OPTIONS
    };
    for version in Version::ALL {
        let rules = version.rules();
        assert_eq!(net(version, &split, &[Ten, Nine]), 100, "{version}");
        let against_blackjack = settle(&rules, &pushing, &split, &[Ten, Ace]);
        assert_eq!(against_blackjack.verdict, Verdict::Lose, "{version}");
    }
}

#[test]
fn a_21_of_three_cards_pushes_a_dealer_blackjack_only_where_the_table_says_so() {
    let pushing = TableOptions {
        twenty_one_pushes_dealer_blackjack: true,
        ..OPTIONS
    };
    let rules = Version::A.rules();
    let three_cards = hand(&[Five, Six, Ten]);
    assert_eq!(
        settle(&rules, &pushing, &three_cards, &[Ten, Ace]),
        Settled::PUSH
    );
    assert_eq!(
        settle(&rules, &OPTIONS, &three_cards, &[Ten, Ace]).verdict,
        Verdict::Lose
    );
}

#[test]
fn a_doubled_hand_wins_and_loses_twice_the_stake() {
    let doubled = PlayedHand {
        doubled: true,
        ..hand(&[Five, Six, Nine])
    };
    assert_eq!(net(Version::B, &doubled, &[Ten, Nine]), 200);
    assert_eq!(net(Version::B, &doubled, &[Ten, Ten, Ace]), -200);
    assert_eq!(net(Version::B, &doubled, &[Ten, Six, Six]), 200);
}

#[test]
fn a_9_10_11_double_counts_the_ace_as_1_and_an_any_two_double_as_best() {
    // A + 8 doubled, drawing a 2: 11 under 9-10-11 (B), against the dealer's 18 it loses.
    let ace_eight_two = PlayedHand {
        doubled: true,
        ..hand(&[Ace, Eight, Two])
    };
    assert_eq!(net(Version::B, &ace_eight_two, &[Ten, Eight]), -200);
    // A + 7 doubled, drawing a 3: 21 under any two (C).
    let ace_seven_three = PlayedHand {
        doubled: true,
        ..hand(&[Ace, Seven, Three])
    };
    assert_eq!(net(Version::C, &ace_seven_three, &[Ten, Eight]), 200);
}

#[test]
fn in_p_to_s_a_dealer_22_pushes_every_standing_hand_and_a_blackjack_is_paid() {
    for version in [Version::P, Version::Q, Version::R, Version::S] {
        assert_eq!(
            net(version, &hand(&[Ten, Ten]), &[Ten, Six, Six]),
            0,
            "{version}"
        );
        assert_eq!(
            net(version, &hand(&[Ten, Two]), &[Ten, Six, Six]),
            0,
            "{version}"
        );
        assert_eq!(
            net(version, &hand(&[Ace, Ten]), &[Ten, Six, Six]),
            150,
            "{version}"
        );
        // A hand already bust is not refunded.
        assert_eq!(
            net(version, &hand(&[Ten, Two, Ten]), &[Ten, Six, Six]),
            -100,
            "{version}"
        );
        assert_eq!(
            net(version, &hand(&[Ten, Two]), &[Ten, Six, Seven]),
            100,
            "{version}"
        );
    }
}

#[test]
fn in_f_and_g_a_dealer_blackjack_under_a_ten_takes_only_the_original_stake() {
    for version in [Version::F, Version::G] {
        let rules = version.rules();
        let doubled = PlayedHand {
            doubled: true,
            ..hand(&[Five, Six, Two])
        };
        assert_eq!(
            settle(&rules, &OPTIONS, &doubled, &[Ten, Ace]).net,
            Payout::LOST
        );
        // A split: the first hand loses the original stake, the others get theirs back.
        let first = PlayedHand {
            split: true,
            ..hand(&[Eight, Ten])
        };
        let second = PlayedHand {
            original: false,
            ..first
        };
        assert_eq!(
            settle(&rules, &OPTIONS, &first, &[King, Ace]).net,
            Payout::LOST
        );
        assert_eq!(
            settle(&rules, &OPTIONS, &second, &[King, Ace]),
            Settled::PUSH
        );
        // Under an ace: as the table says (our choice, on by default).
        let letter = TableOptions {
            original_stake_only_under_ace: false,
            ..OPTIONS
        };
        assert_eq!(
            settle(&rules, &OPTIONS, &doubled, &[Ace, Ten]).net,
            Payout::LOST
        );
        assert_eq!(
            settle(&rules, &letter, &doubled, &[Ace, Ten])
                .net
                .as_hundredths(),
            -200
        );
    }
    // Elsewhere a double is lost whole.
    let doubled = PlayedHand {
        doubled: true,
        ..hand(&[Five, Six, Two])
    };
    assert_eq!(net(Version::E, &doubled, &[Ten, Ace]), -200);
}

#[test]
fn ten_card_charlie_wins_in_f_unless_the_dealer_has_blackjack() {
    let ten_cards = [Ace, Ace, Ace, Ace, Two, Two, Two, Two, Three, Three];
    assert_eq!(net(Version::F, &hand(&ten_cards), &[Ten, Nine, Two]), 100);
    assert_eq!(net(Version::F, &hand(&ten_cards), &[Ten, Ace]), -100);
    assert_eq!(net(Version::G, &hand(&ten_cards), &[Ten, Nine, Two]), -100);
}

#[test]
fn three_sevens_pay_3_to_1_at_once_in_h_to_o_and_not_after_a_split() {
    let sevens = hand(&[Seven, Seven, Seven]);
    for version in Version::ALL {
        let pays = ("H"..="O").contains(&version.name());
        assert_eq!(
            three_sevens(&version.rules(), &sevens).map(|s| s.net.as_hundredths()),
            pays.then_some(300),
            "{version}"
        );
        // Paid at once: a dealer blackjack found later does not take it back.
        if pays {
            assert_eq!(net(version, &sevens, &[Ten, Ace]), 300, "{version}");
        }
    }
    let split = PlayedHand {
        split: true,
        ..sevens
    };
    assert_eq!(three_sevens(&Version::H.rules(), &split), None);
}

#[test]
fn insurance_pays_2_to_1_on_a_dealer_blackjack_and_is_lost_otherwise() {
    assert_eq!(insurance(true).net, Payout::times(2));
    assert_eq!(insurance(false).net, Payout::LOST);
}

#[test]
fn even_money_pays_1_to_1_at_once() {
    assert_eq!(even_money(), Settled::win(Payout::times(1)));
}
