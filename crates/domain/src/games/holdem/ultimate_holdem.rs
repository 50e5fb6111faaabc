//! Ultimate Texas Hold'em (§4.4.1.2.4): ante = blind, trips; one play bet, 4 x or 3 x before the
//! flop, 2 x after it, 1 x after the river, or a fold; the dealer qualifies with a pair, which
//! decides the ante only; the blind pays its paytable on a straight or better when the player
//! wins; trips pays on the player's final hand, and stays in action after a fold (our choice).

use super::boxes::SeatSettlement;
use super::decisions::Node;
use super::hands::Hands;
use super::HoldemGame;
use crate::market::Payout;
use crate::paytable::PaytableError;
use crate::poker::five_card::Category::{
    self, Flush, FourOfAKind, FullHouse, Pair, RoyalFlush, Straight, StraightFlush, ThreeOfAKind,
};
use crate::poker::paytable::Paytable;
use std::cmp::Ordering;

/// Every way a seat can have decided: its play bet and when, or a fold at the river.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UthPath {
    /// Played 4 x the ante before the flop.
    Bet4x,
    /// Played 3 x the ante before the flop.
    Bet3x,
    /// Checked, then played 2 x after the flop.
    Bet2x,
    /// Checked twice, then played 1 x after the river.
    Bet1x,
    /// Checked twice, then folded.
    Fold,
}

impl UthPath {
    /// Every path.
    pub const ALL: [UthPath; 5] = [
        UthPath::Bet4x,
        UthPath::Bet3x,
        UthPath::Bet2x,
        UthPath::Bet1x,
        UthPath::Fold,
    ];

    /// The path's name, its last option's (`bet_4x` … `bet_1x`, `fold`).
    pub fn name(self) -> &'static str {
        match self {
            UthPath::Bet4x => "bet_4x",
            UthPath::Bet3x => "bet_3x",
            UthPath::Bet2x => "bet_2x",
            UthPath::Bet1x => "bet_1x",
            UthPath::Fold => "fold",
        }
    }

    /// The play bet in antes, none on a fold.
    fn play(self) -> Option<i64> {
        match self {
            UthPath::Bet4x => Some(4),
            UthPath::Bet3x => Some(3),
            UthPath::Bet2x => Some(2),
            UthPath::Bet1x => Some(1),
            UthPath::Fold => None,
        }
    }
}

/// The trips paytables of the rules file, one a table is configured with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum TripsTable {
    /// Full house 9, flush 7, straight 4.
    I,
    /// Full house 8, flush 6, straight 5.
    II,
    /// Full house 8, flush 7, straight 4.
    III,
    /// Four of a kind 20, full house 7, flush 6, straight 5.
    IV,
}

impl TripsTable {
    /// Every table.
    pub const ALL: [TripsTable; 4] = [
        TripsTable::I,
        TripsTable::II,
        TripsTable::III,
        TripsTable::IV,
    ];

    /// The table as published.
    pub fn paytable(self) -> Paytable<Category> {
        let (quads, full_house, flush, straight) = match self {
            TripsTable::I => (30, 9, 7, 4),
            TripsTable::II => (30, 8, 6, 5),
            TripsTable::III => (30, 8, 7, 4),
            TripsTable::IV => (20, 7, 6, 5),
        };
        Paytable::of(&[
            (RoyalFlush, 50),
            (StraightFlush, 40),
            (FourOfAKind, quads),
            (FullHouse, full_house),
            (Flush, flush),
            (Straight, straight),
            (ThreeOfAKind, 3),
        ])
    }
}

/// Ultimate Texas Hold'em as a table configures it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UthRules {
    /// The blind's paytable, when the player beats the dealer.
    pub blind: Paytable<Category>,
    /// The trips table the table posts.
    pub trips_table: TripsTable,
    /// The trips paytable (the posted table, or raised lines of it).
    pub trips: Paytable<Category>,
}

impl UthRules {
    /// The rulebook's blind paytable with trips table `trips_table`.
    pub fn published(trips_table: TripsTable) -> UthRules {
        UthRules {
            blind: Paytable::of(&[
                (RoyalFlush, 500),
                (StraightFlush, 50),
                (FourOfAKind, 10),
                (FullHouse, 3),
                (Flush, 3),
                (Straight, 1),
            ]),
            trips_table,
            trips: trips_table.paytable(),
        }
    }

    /// Refuses a line below the rulebook's, naming it (`blind.flush`, `trips.straight`).
    pub fn check(&self) -> Result<(), PaytableError> {
        let published = UthRules::published(self.trips_table);
        self.blind.check(&published.blind, "blind")?;
        self.trips.check(&published.trips, "trips")
    }
}

/// How a seat's boxes settle on the deal valued `hands` when it decided `path`.
pub fn settle(rules: &UthRules, path: UthPath, hands: &Hands) -> SeatSettlement {
    let player = hands.player;
    let trips = rules.trips.pays(player.category()).unwrap_or(Payout::LOST);
    let Some(play) = path.play() else {
        return SeatSettlement::default()
            .main("ante", 1, Payout::LOST)
            .main("blind", 1, Payout::LOST)
            .side("trips", trips);
    };
    let dealer = hands.dealer;
    let qualifies = dealer.category() >= Pair;
    let blind_wins = rules
        .blind
        .pays(player.category())
        .unwrap_or(Payout::NOTHING);
    let (ante, blind, play_paid) = match (player.cmp(&dealer), qualifies) {
        (Ordering::Greater, true) => (Payout::times(1), blind_wins, Payout::times(1)),
        (Ordering::Greater, false) => (Payout::NOTHING, blind_wins, Payout::times(1)),
        (Ordering::Less, true) => (Payout::LOST, Payout::LOST, Payout::LOST),
        (Ordering::Less, false) => (Payout::NOTHING, Payout::LOST, Payout::LOST),
        (Ordering::Equal, _) => (Payout::NOTHING, Payout::NOTHING, Payout::NOTHING),
    };
    SeatSettlement::default()
        .main("ante", 1, ante)
        .main("blind", 1, blind)
        .main("play", play, play_paid)
        .side("trips", trips)
}

impl HoldemGame for UthRules {
    type Path = UthPath;

    fn name(&self) -> &'static str {
        "ultimate-holdem"
    }

    fn decisions(&self) -> Node<UthPath> {
        let river = Node::decide(
            5,
            vec![
                ("bet_1x", Node::Path(UthPath::Bet1x)),
                ("fold", Node::Path(UthPath::Fold)),
            ],
        );
        let flop = Node::decide(
            3,
            vec![("check", river), ("bet_2x", Node::Path(UthPath::Bet2x))],
        );
        Node::decide(
            0,
            vec![
                ("check", flop),
                ("bet_3x", Node::Path(UthPath::Bet3x)),
                ("bet_4x", Node::Path(UthPath::Bet4x)),
            ],
        )
    }

    fn settle(&self, path: UthPath, hands: &Hands) -> SeatSettlement {
        settle(self, path, hands)
    }

    fn check(&self) -> Result<(), PaytableError> {
        UthRules::check(self)
    }

    fn unit(&self) -> &'static str {
        "ante"
    }

    fn main_payout(&self) -> String {
        format!(
            "ante 1x (push if the dealer has less than a pair); blind on a win: {}, else push; play 1x",
            super::lines_text(&self.blind)
        )
    }
}
