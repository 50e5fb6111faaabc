//! The generator against the hold'em games' brute force (every card in turn, every dealer's two,
//! each deal settled by the domain) on a small deck, where both enumerate every deal.

use super::super::tests::brute;
use super::for_game::PreflopGame;
use super::*;
use livedraw_domain::games::holdem::decisions::Node;
use livedraw_domain::games::holdem::dynamic_poker::DynamicRules;
use livedraw_domain::games::holdem::holdem_bonus::{AnteOption, BonusTable, ThbRules};
use livedraw_domain::games::holdem::riverside_poker::RiversideRules;
use livedraw_domain::games::holdem::ultimate_holdem::{TripsTable, UthRules};
use livedraw_domain::games::holdem::HoldemGame;
use livedraw_domain::{Card, Rank};

fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace()
        .map(|card| card.parse().expect("a card"))
        .collect()
}

/// Thirteen cards: the aces and kings, the queens but one, and the jack and ten of spades (a
/// royal flush can be made, and every other kind of hand but a flush of another suit).
fn small_deck() -> Vec<Card> {
    let mut deck: Vec<Card> = Card::all()
        .filter(|card| card.rank() >= Rank::Queen)
        .filter(|card| card.to_string() != "Qd")
        .collect();
    deck.extend(cards("Js Ts"));
    deck
}

/// The first decision's options and the best value by brute force, from `deck`.
fn brute_first<G: HoldemGame>(game: &G, hole: [Card; 2], deck: &[Card]) -> (Vec<f64>, f64) {
    let unseen: Vec<Card> = deck
        .iter()
        .copied()
        .filter(|card| !hole.contains(card))
        .collect();
    let tree = game.decisions();
    let best = brute(game, &tree, hole, &mut Vec::new(), &unseen);
    let options = match &tree {
        Node::Decide { board: 0, options } => options
            .iter()
            .map(|(_, next)| brute(game, next, hole, &mut Vec::new(), &unseen))
            .collect(),
        Node::Decide { .. } | Node::Path(_) => Vec::new(),
    };
    (options, best)
}

fn assert_rows<G: HoldemGame>(game: &G, values: &Values, deck: &[Card]) {
    for row in &values.rows {
        let (options, best) = brute_first(game, row.hole, deck);
        assert_eq!(row.options.len(), options.len(), "{}", values.game);
        for (got, want) in row.options.iter().zip(&options) {
            assert!(
                (got - want).abs() < 1e-12,
                "{} {:?}: {got} against {want}",
                values.game,
                row.hole
            );
        }
        assert!(
            (row.best - best).abs() < 1e-12,
            "{} {:?}: best {} against {best}",
            values.game,
            row.hole,
            row.best
        );
    }
}

#[test]
fn the_generator_values_every_game_s_first_decision_as_the_brute_force_does() {
    let uth = UthRules::published(TripsTable::I);
    let thb = ThbRules::published(AnteOption::A, BonusTable::I);
    let dynamic = DynamicRules::published();
    let riverside = RiversideRules::published();
    let games = [
        Stages::of(&uth).expect("stages"),
        Stages::of(&thb).expect("stages"),
        Stages::of(&dynamic).expect("stages"),
        Stages::of(&riverside).expect("stages"),
    ];
    let deck = small_deck();
    let holes = [cards("As Ah"), cards("Ks Qs")].map(|hole| [hole[0], hole[1]]);
    let values = generate(&games, &deck, &holes, 2).expect("generated");
    assert_eq!(values[0].options, ["check", "bet_3x", "bet_4x"]);
    assert_eq!(values[1].options, ["fold", "bet_2x"]);
    assert!(values[3].options.is_empty());
    assert_rows(&uth, &values[0], &deck);
    assert_rows(&thb, &values[1], &deck);
    assert_rows(&dynamic, &values[2], &deck);
    assert_rows(&riverside, &values[3], &deck);
}

/// The committed table against simulation on the full deck: a starting hand's raise of 4 x
/// over random deals, and its check over random flops, each flop's decision valued exactly
/// ([`decision_values`]); both within four standard errors.
#[test]
fn the_table_s_entries_agree_with_simulation_on_the_full_deck() {
    use super::super::decision::{decision_values, Spot};
    use crate::seeded::{Mean, Seeded};
    use livedraw_domain::games::holdem::ultimate_holdem::UthPath;
    use livedraw_domain::games::holdem::Deal;
    let game = UthRules::published(TripsTable::I);
    let hole = [cards("Kh 9c")[0], cards("Kh 9c")[1]];
    let table = game.preflop().expect("a table");
    let entry = |option: &str| {
        table
            .decision(hole)
            .into_iter()
            .find(|value| value.option == option)
            .map(|value| value.ev)
            .expect("an option")
    };
    let rest: Vec<Card> = Card::all().filter(|card| !hole.contains(card)).collect();
    let mut seeded = Seeded::new(0x9e37_79b9_7f4a_7c15);
    let mut raise = Mean::default();
    for _ in 0..100_000 {
        let mut deck = rest.clone();
        let mut draw = || seeded.draw(&mut deck);
        let deal = Deal {
            player: hole,
            dealer: [draw(), draw()],
            board: [draw(), draw(), draw(), draw(), draw()],
        };
        raise.add(game.settle(UthPath::Bet4x, &deal.hands()).main_net() as f64 / 100.0);
    }
    assert!(
        raise.agrees_with(entry("bet_4x")),
        "bet_4x {}",
        entry("bet_4x")
    );
    let mut check = Mean::default();
    for _ in 0..60 {
        let mut deck = rest.clone();
        let flop = [(); 3].map(|()| seeded.draw(&mut deck));
        let spot = Spot {
            player: hole,
            board: &flop,
            seen: &[],
        };
        let values = decision_values(&game, &spot, &["check"]).expect("values");
        check.add(
            values
                .iter()
                .map(|value| value.ev)
                .fold(f64::NEG_INFINITY, f64::max),
        );
    }
    assert!(
        check.agrees_with(entry("check")),
        "check {}",
        entry("check")
    );
}

/// The rules file's literature figures for Texas Hold'em Bonus (optimal strategy, per ante):
/// ante option B 2.037 %, option C 5.59 %; the generated tables' returns, rounded as given.
#[test]
fn the_holdem_bonus_returns_meet_the_rules_file_s_literature_figures() {
    let edge = |option| {
        let rules = ThbRules::published(option, BonusTable::I);
        -100.0 * rules.preflop().expect("a table").expected_net()
    };
    assert_eq!(format!("{:.3}", edge(AnteOption::B)), "2.037");
    assert_eq!(format!("{:.2}", edge(AnteOption::C)), "5.59");
}
