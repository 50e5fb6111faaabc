//! Texas Hold'em Bonus (§4.4.1.2.2): ante, bonus; a fold or a flop bet of 2 x before the flop,
//! then a turn bet and a river bet of 1 x each, either optional; no qualification; the ante
//! pays 1 x on a win only with the ante option's hand (A: three tens, B: a straight, C: a
//! flush), else pushes; the bonus pays on the hole cards for a seat that did not fold.

use super::boxes::SeatSettlement;
use super::decisions::Node;
use super::hands::Hands;
use super::HoldemGame;
use crate::card::Rank;
use crate::market::Payout;
use crate::paytable::PaytableError;
use crate::poker::five_card::{Category, HandValue};
use crate::poker::hole_cards::{kinds_met, HoleCards};
use crate::poker::paytable::Paytable;
use std::cmp::Ordering;

/// Every way a seat can have decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ThbPath {
    /// Folded before the flop.
    Fold,
    /// Made the flop bet, and the turn and river bets where `true`.
    Flop {
        /// The turn bet (1 x) was made.
        turn: bool,
        /// The river bet (1 x) was made.
        river: bool,
    },
}

impl ThbPath {
    /// Every path.
    pub const ALL: [ThbPath; 5] = [
        ThbPath::Fold,
        ThbPath::Flop {
            turn: false,
            river: false,
        },
        ThbPath::Flop {
            turn: true,
            river: false,
        },
        ThbPath::Flop {
            turn: false,
            river: true,
        },
        ThbPath::Flop {
            turn: true,
            river: true,
        },
    ];
}

/// The ante option a table posts: the least winning hand the ante pays 1 x on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum AnteOption {
    /// Three tens or better (9-9-9 and lower trips push).
    A,
    /// A straight or better.
    B,
    /// A flush or better.
    C,
}

impl AnteOption {
    /// The least hand whose win the ante pays.
    pub fn floor(self) -> HandValue {
        match self {
            AnteOption::A => HandValue::lowest(Category::ThreeOfAKind, Rank::Ten),
            AnteOption::B => HandValue::lowest(Category::Straight, Rank::Two),
            AnteOption::C => HandValue::lowest(Category::Flush, Rank::Two),
        }
    }
}

/// The bonus paytables of the rules file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum BonusTable {
    /// A-A against the dealer's A-A pays as A-A, 30 x.
    I,
    /// A-A against the dealer's A-A pays 1000 x.
    II,
}

impl BonusTable {
    /// The table as published.
    pub fn paytable(self) -> Paytable<HoleCards> {
        let aces_against_aces = match self {
            BonusTable::I => 30,
            BonusTable::II => 1000,
        };
        Paytable::of(&[
            (HoleCards::AcesAgainstDealerAces, aces_against_aces),
            (HoleCards::Aces, 30),
            (HoleCards::AceKingSuited, 25),
            (HoleCards::AceQueenOrJackSuited, 20),
            (HoleCards::AceKingOffsuit, 15),
            (HoleCards::KingsQueensOrJacks, 10),
            (HoleCards::AceQueenOrJackOffsuit, 5),
            (HoleCards::TensToTwos, 3),
        ])
    }
}

/// Texas Hold'em Bonus as a table configures it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThbRules {
    /// The ante option.
    pub ante_option: AnteOption,
    /// The bonus table the table posts.
    pub bonus_table: BonusTable,
    /// The bonus paytable (the posted table, or raised lines of it).
    pub bonus: Paytable<HoleCards>,
}

impl ThbRules {
    /// The rules with `ante_option` and bonus table `bonus_table`, as published.
    pub fn published(ante_option: AnteOption, bonus_table: BonusTable) -> ThbRules {
        ThbRules {
            ante_option,
            bonus_table,
            bonus: bonus_table.paytable(),
        }
    }

    /// Refuses a bonus line below the posted table's, naming it (`bonus.aces`).
    pub fn check(&self) -> Result<(), PaytableError> {
        self.bonus.check(&self.bonus_table.paytable(), "bonus")
    }
}

/// How a seat's boxes settle on the deal valued `hands` when it decided `path`.
pub fn settle(rules: &ThbRules, path: ThbPath, hands: &Hands) -> SeatSettlement {
    let ThbPath::Flop { turn, river } = path else {
        return SeatSettlement::default()
            .main("ante", 1, Payout::LOST)
            .side("bonus", Payout::LOST);
    };
    let (player, dealer) = (hands.player, hands.dealer);
    let bonus = rules
        .bonus
        .pays_best(&kinds_met(hands.player_hole, hands.dealer_hole))
        .unwrap_or(Payout::LOST);
    let (ante, bets) = match player.cmp(&dealer) {
        Ordering::Greater if player >= rules.ante_option.floor() => {
            (Payout::times(1), Payout::times(1))
        }
        Ordering::Greater => (Payout::NOTHING, Payout::times(1)),
        Ordering::Less => (Payout::LOST, Payout::LOST),
        Ordering::Equal => (Payout::NOTHING, Payout::NOTHING),
    };
    let placed = |made: bool| if made { 1 } else { 0 };
    SeatSettlement::default()
        .main("ante", 1, ante)
        .main("flop", 2, bets)
        .main("turn", placed(turn), bets)
        .main("river", placed(river), bets)
        .side("bonus", bonus)
}

impl HoldemGame for ThbRules {
    type Path = ThbPath;

    fn name(&self) -> &'static str {
        "holdem-bonus"
    }

    fn decisions(&self) -> Node<ThbPath> {
        let turn = |turn: bool| {
            let river = |river| Node::Path(ThbPath::Flop { turn, river });
            Node::decide(4, vec![("check", river(false)), ("bet_1x", river(true))])
        };
        let flop = Node::decide(3, vec![("check", turn(false)), ("bet_1x", turn(true))]);
        Node::decide(
            0,
            vec![("fold", Node::Path(ThbPath::Fold)), ("bet_2x", flop)],
        )
    }

    fn settle(&self, path: ThbPath, hands: &Hands) -> SeatSettlement {
        settle(self, path, hands)
    }

    fn check(&self) -> Result<(), PaytableError> {
        ThbRules::check(self)
    }

    fn unit(&self) -> &'static str {
        "ante"
    }

    fn main_payout(&self) -> String {
        format!(
            "ante 1x on a win with {} or better, else push; flop (2x), turn and river bets 1x",
            match self.ante_option {
                AnteOption::A => "three tens",
                AnteOption::B => "a straight",
                AnteOption::C => "a flush",
            }
        )
    }
}
