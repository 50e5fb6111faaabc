//! The showdown of six hands, from hands and boards written as text.

use super::super::fixtures::table;
use super::*;

#[test]
fn the_highest_combination_wins_alone() {
    let (hands, board) = table(
        ["As Ks", "Qh Qd", "2c 7d", "9s 9c", "Jh Td", "3s 4h"],
        "5d 8h Kc 2d 6c",
    );
    let showdown = Showdown::of(&hands, &board);
    assert_eq!(showdown.winners(), vec![6]);
    assert_eq!(showdown.category(), Category::Straight);
    assert!(showdown.wins(6) && !showdown.wins(1));
}

#[test]
fn hands_sharing_the_best_combination_all_win() {
    let (hands, board) = table(
        ["As Kd", "Ac Kc", "4c 5d", "6c 8d", "Td 4s", "5h 8c"],
        "2h 7d 9s Jc 3h",
    );
    let showdown = Showdown::of(&hands, &board);
    assert_eq!(showdown.winners(), vec![1, 2]);
    assert_eq!(showdown.winner_mask(), 0b11);
    assert_eq!(showdown.category(), Category::HighCard);
}

#[test]
fn when_the_board_plays_all_six_hands_win() {
    let (hands, board) = table(
        ["2c 3c", "4c 5c", "6c 7c", "8c 9c", "2d 3d", "4d 5d"],
        "Ah Kh Qh Jh Th",
    );
    let showdown = Showdown::of(&hands, &board);
    assert_eq!(showdown.winners(), vec![1, 2, 3, 4, 5, 6]);
    assert_eq!(showdown.category(), Category::RoyalFlush);
}

#[test]
fn no_hand_outside_1_to_6_wins() {
    let (hands, board) = table(
        ["2c 3c", "4c 5c", "6c 7c", "8c 9c", "2d 3d", "4d 5d"],
        "Ah Kh Qh Jh Th",
    );
    let showdown = Showdown::of(&hands, &board);
    assert!(!showdown.wins(0) && !showdown.wins(7));
}
