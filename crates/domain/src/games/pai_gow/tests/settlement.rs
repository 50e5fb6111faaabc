//! "Settlement" and "Player-banked version".

use super::super::*;
use super::support::{hand, setting};
use crate::limits::Amount;
use crate::market::{Payout, Verdict};

/// The bank's setting in these tests: front K-Q, back a pair of 9s.
fn bank() -> Setting {
    setting("Kc Qd", "9c 9d 7h 5s 2c")
}

fn cents(hundredths: u64) -> Amount {
    Amount::hundredths(hundredths)
}

#[test]
fn both_hands_win_the_bet_wins_1x_less_5_percent_commission() {
    let settled = settle(&setting("Ac Qh", "Tc Td 7d 5d 2d"), &bank());
    assert_eq!(
        settled.showdown,
        Showdown::Compared {
            front: HandOutcome::PlayerWins,
            back: HandOutcome::PlayerWins
        }
    );
    assert_eq!(
        (settled.verdict, settled.payout),
        (Verdict::Win, Payout::hundredths(95))
    );
    assert_eq!(WIN_LESS_COMMISSION.to_string(), "0.95x");
}

#[test]
fn front_wins_back_loses_is_a_push() {
    let settled = settle(&setting("Ac Qh", "8c 8d 7d 5d 2d"), &bank());
    assert_eq!(
        (settled.verdict, settled.payout),
        (Verdict::Push, Payout::NOTHING)
    );
}

#[test]
fn front_loses_back_wins_is_a_push() {
    let settled = settle(&setting("Jc Th", "Tc Td 7d 5d 2d"), &bank());
    assert_eq!(
        (settled.verdict, settled.payout),
        (Verdict::Push, Payout::NOTHING)
    );
}

#[test]
fn both_hands_lose_the_bet_loses() {
    let settled = settle(&setting("Jc Th", "8c 8d 7d 5d 2d"), &bank());
    assert_eq!(
        (settled.verdict, settled.payout),
        (Verdict::Lose, Payout::LOST)
    );
}

#[test]
fn a_copy_goes_to_the_bank() {
    // A copy in front and a win in back: a push.
    let settled = settle(&setting("Kh Qs", "Tc Td 7d 5d 2d"), &bank());
    assert_eq!(
        settled.showdown,
        Showdown::Compared {
            front: HandOutcome::Copy,
            back: HandOutcome::PlayerWins
        }
    );
    assert_eq!(settled.verdict, Verdict::Push);
    // A win in front and a copy in back (two straights of one height): a push.
    let bank = setting("Kc Qd", "5c 6d 7h 8s 9c");
    let settled = settle(&setting("Ac 2h", "5d 6h 7s 8c 9d"), &bank);
    assert_eq!(settled.verdict, Verdict::Push);
    // Copies in both: the bet loses.
    let settled = settle(&setting("Kh Qs", "5d 6h 7s 8c 9d"), &bank);
    assert_eq!(settled.verdict, Verdict::Lose);
}

#[test]
fn a_foul_loses_whatever_the_bank_holds() {
    let foul = setting("Ac Ad", "Kc Qd Jh 9s 7c");
    let settled = settle(&foul, &setting("3c 2d", "7c 6d 5h 4s 2c"));
    assert_eq!(settled.showdown, Showdown::PlayerFoul);
    assert_eq!(
        (settled.verdict, settled.payout),
        (Verdict::Lose, Payout::LOST)
    );
}

#[test]
fn a_bank_foul_loses_to_every_player_who_did_not_foul() {
    let bank_foul = setting("Ac Ad", "Kc Qd Jh 9s 7c");
    let settled = settle(&setting("3h 2s", "7d 6h 5s 4c 2h"), &bank_foul);
    assert_eq!(settled.showdown, Showdown::BankFoul);
    assert_eq!(
        (settled.verdict, settled.payout),
        (Verdict::Win, WIN_LESS_COMMISSION)
    );
    let both = settle(&setting("Ah As", "Kh Qs Jd 9c 7d"), &bank_foul);
    assert_eq!(both.verdict, Verdict::Lose, "the player's own foul first");
}

#[test]
fn the_commission_is_5_percent_of_the_win_computed_exactly() {
    assert_eq!(COMMISSION_PERCENT, 5);
    assert_eq!(Commission::of(cents(1000)).to_string(), "0.5000");
    assert_eq!(Commission::of(cents(1001)).to_string(), "0.5005");
    assert_eq!(Commission::of(cents(1)).ten_thousandths(), 5);
    assert_eq!(Commission::of(cents(700_000)).to_string(), "350.0000");
}

#[test]
fn the_amount_paid_is_rounded_down_to_the_currency_s_smallest_unit() {
    assert_eq!(win_less_commission(cents(1000)), cents(950));
    assert_eq!(
        win_less_commission(cents(1001)),
        cents(950),
        "9.5095 paid 9.50"
    );
    assert_eq!(
        win_less_commission(cents(19)),
        cents(18),
        "0.1805 paid 0.18"
    );
    assert_eq!(
        win_less_commission(cents(1)),
        cents(0),
        "0.0095 paid nothing"
    );
    assert_eq!(win_less_commission(cents(20)), cents(19));
    assert_eq!(
        win_less_commission(cents(u64::MAX)).as_hundredths(),
        u64::MAX / 100 * 95 + 14
    );
}

#[test]
fn what_a_bet_returns_the_stake_and_its_win_less_commission_the_stake_or_nothing() {
    let stake = cents(1001);
    let win = settle(&setting("Ac Qh", "Tc Td 7d 5d 2d"), &bank());
    let push = settle(&setting("Ac Qh", "8c 8d 7d 5d 2d"), &bank());
    let lose = settle(&setting("Jc Th", "8c 8d 7d 5d 2d"), &bank());
    assert_eq!(win.returned(stake), cents(1951));
    assert_eq!(push.returned(stake), stake);
    assert_eq!(lose.returned(stake), cents(0));
}

#[test]
fn the_dealer_s_house_way_against_a_seat_settles_as_any_bank() {
    let dealer = house_way(&hand("Kc Kd 8h 8s Ac 5d 2h")).setting;
    assert_eq!(dealer, setting("8h 8s", "Kc Kd Ac 5d 2h"));
    let player = setting("9c 9d", "Ah As 7h 6s 3c");
    assert_eq!(settle(&player, &dealer).verdict, Verdict::Win);
}

#[test]
fn player_banked_copies_go_to_the_banking_player() {
    let banker = setting("Kc Qd", "5c 6d 7h 8s 9c");
    let settled = settle(&setting("Kh Qs", "5d 6h 7s 8c 9d"), &banker);
    assert_eq!(settled.verdict, Verdict::Lose);
}

#[test]
fn player_banked_players_who_beat_the_banker_pay_the_usual_commission_the_banker_the_stake() {
    let banker = setting("Kc Qd", "9c 9d 7h 5s 2c");
    let settled = settle(&setting("Ac Qh", "Tc Td 7d 5d 2d"), &banker);
    assert_eq!(settled.payout, WIN_LESS_COMMISSION);
    let round = banker_round(&[(settled.verdict, cents(1000))]);
    assert_eq!(round.net, BankerNet::Lost(cents(1000)));
}

#[test]
fn player_banked_the_commission_is_5_percent_of_the_banker_s_net_win_over_the_round() {
    // Wins 30.00 and 10.01, pays 20.00, a push: net 20.01, commission 1.0005, kept 19.00.
    let round = banker_round(&[
        (Verdict::Lose, cents(3000)),
        (Verdict::Lose, cents(1001)),
        (Verdict::Win, cents(2000)),
        (Verdict::Push, cents(5000)),
    ]);
    assert_eq!(round.net, BankerNet::Won(cents(2001)));
    assert_eq!(round.commission.to_string(), "1.0005");
    assert_eq!(round.after_commission, BankerNet::Won(cents(1900)));
}

#[test]
fn player_banked_no_commission_when_the_round_s_net_is_zero_or_a_loss() {
    let even = banker_round(&[(Verdict::Lose, cents(1000)), (Verdict::Win, cents(1000))]);
    assert_eq!(
        (even.net, even.commission, even.after_commission),
        (BankerNet::Even, Commission::NONE, BankerNet::Even)
    );
    let lost = banker_round(&[(Verdict::Lose, cents(1000)), (Verdict::Win, cents(2500))]);
    assert_eq!(
        (lost.net, lost.commission, lost.after_commission),
        (
            BankerNet::Lost(cents(1500)),
            Commission::NONE,
            BankerNet::Lost(cents(1500))
        )
    );
    assert_eq!(banker_round(&[]).net, BankerNet::Even);
}

#[test]
fn player_banked_the_house_stakes_exactly_the_banker_s_previous_stake_against_the_bank() {
    assert_eq!(
        check_banker(
            true,
            Some(cents(2500)),
            cents(100_000),
            &[cents(1000), cents(500)]
        ),
        Ok(cents(2500))
    );
}

#[test]
fn player_banked_only_where_the_table_offers_it() {
    assert_eq!(
        check_banker(false, Some(cents(2500)), cents(100_000), &[]),
        Err(BankerError::NotOffered)
    );
}

#[test]
fn player_banked_only_after_playing_the_previous_round_against_the_house() {
    for previous in [None, Some(cents(0))] {
        assert_eq!(
            check_banker(true, previous, cents(100_000), &[]),
            Err(BankerError::NoPreviousRound)
        );
    }
}

#[test]
fn player_banked_only_with_funds_covering_every_bet_against_them() {
    let stakes = [cents(1000), cents(500)];
    assert_eq!(
        check_banker(true, Some(cents(2500)), cents(3999), &stakes),
        Err(BankerError::FundsShort {
            funds: cents(3999),
            needed: cents(4000)
        })
    );
    assert_eq!(
        check_banker(true, Some(cents(2500)), cents(4000), &stakes),
        Ok(cents(2500))
    );
    assert_eq!(
        BankerError::FundsShort {
            funds: cents(3999),
            needed: cents(4000)
        }
        .to_string(),
        "funds of 39.99 do not cover the 40.00 bet against the bank"
    );
}
