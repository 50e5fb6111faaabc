//! Dynamic Poker (§1.4.1.2.3): Blind, B; a fold or a Flop bet of 2 x before the flop, a Turn
//! bet of 1 x after it, a River bet of 1 x after the turn only for a seat that made the Turn
//! bet; no qualification; the Blind pays 1 x on a win with a flush or better, else pushes; B
//! pays on the hole cards, lost on a fold.

use super::boxes::SeatSettlement;
use super::decisions::Node;
use super::hands::Hands;
use super::HoldemGame;
use crate::market::Payout;
use crate::paytable::PaytableError;
use crate::poker::five_card::Category;
use crate::poker::hole_cards::{kinds_met, HoleCards};
use crate::poker::paytable::Paytable;
use std::cmp::Ordering;

/// Every way a seat can have decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DynamicPath {
    /// Folded before the flop.
    Fold,
    /// The Flop bet, no Turn bet (so no River bet).
    Flop,
    /// The Flop and Turn bets, no River bet.
    Turn,
    /// The Flop, Turn and River bets.
    River,
}

impl DynamicPath {
    /// Every path.
    pub const ALL: [DynamicPath; 4] = [
        DynamicPath::Fold,
        DynamicPath::Flop,
        DynamicPath::Turn,
        DynamicPath::River,
    ];
}

/// Dynamic Poker as a table configures it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DynamicRules {
    /// B's paytable.
    pub b: Paytable<HoleCards>,
}

impl DynamicRules {
    /// The rulebook's B paytable.
    pub fn published() -> DynamicRules {
        DynamicRules {
            b: Paytable::of(&[
                (HoleCards::Aces, 50),
                (HoleCards::AceKingSuited, 40),
                (HoleCards::AceQueenOrJackSuited, 30),
                (HoleCards::AceKingOffsuit, 20),
                (HoleCards::KingsQueensOrJacks, 10),
            ]),
        }
    }

    /// Refuses a B line below the rulebook's, naming it (`b.aces`).
    pub fn check(&self) -> Result<(), PaytableError> {
        self.b.check(&DynamicRules::published().b, "b")
    }
}

/// How a seat's boxes settle on the deal valued `hands` when it decided `path`.
pub fn settle(rules: &DynamicRules, path: DynamicPath, hands: &Hands) -> SeatSettlement {
    let (turn, river) = match path {
        DynamicPath::Fold => {
            return SeatSettlement::default()
                .main("blind", 1, Payout::LOST)
                .side("b", Payout::LOST);
        }
        DynamicPath::Flop => (0, 0),
        DynamicPath::Turn => (1, 0),
        DynamicPath::River => (1, 1),
    };
    let (player, dealer) = (hands.player, hands.dealer);
    let b = rules
        .b
        .pays_best(&kinds_met(hands.player_hole, hands.dealer_hole))
        .unwrap_or(Payout::LOST);
    let (blind, bets) = match player.cmp(&dealer) {
        Ordering::Greater if player.category() >= Category::Flush => {
            (Payout::times(1), Payout::times(1))
        }
        Ordering::Greater => (Payout::NOTHING, Payout::times(1)),
        Ordering::Less => (Payout::LOST, Payout::LOST),
        Ordering::Equal => (Payout::NOTHING, Payout::NOTHING),
    };
    SeatSettlement::default()
        .main("blind", 1, blind)
        .main("flop", 2, bets)
        .main("turn", turn, bets)
        .main("river", river, bets)
        .side("b", b)
}

impl HoldemGame for DynamicRules {
    type Path = DynamicPath;

    fn name(&self) -> &'static str {
        "dynamic-poker"
    }

    fn decisions(&self) -> Node<DynamicPath> {
        let turn = Node::decide(
            4,
            vec![
                ("check", Node::Path(DynamicPath::Turn)),
                ("bet_1x", Node::Path(DynamicPath::River)),
            ],
        );
        let flop = Node::decide(
            3,
            vec![("check", Node::Path(DynamicPath::Flop)), ("bet_1x", turn)],
        );
        Node::decide(
            0,
            vec![("fold", Node::Path(DynamicPath::Fold)), ("bet_2x", flop)],
        )
    }

    fn settle(&self, path: DynamicPath, hands: &Hands) -> SeatSettlement {
        settle(self, path, hands)
    }

    fn check(&self) -> Result<(), PaytableError> {
        DynamicRules::check(self)
    }

    fn unit(&self) -> &'static str {
        "blind"
    }

    fn main_payout(&self) -> String {
        "blind 1x on a win with a flush or better, else push; flop (2x), turn and river bets 1x"
            .to_string()
    }
}
