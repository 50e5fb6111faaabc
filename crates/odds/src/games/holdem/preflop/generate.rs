//! The starting-hand generator: each hold'em game's value of every option of its first
//! decision, per unit of the ante, for given hole cards, every later decision taken at its best
//! (unseen cards equally likely, the dealer's hole cards unseen), exactly, over every deal.
//!
//! One pass over the deals serves every game. The pass runs over every four board cards (the
//! flop and the turn) and, inside, every river, so that a decision after the turn is valued as
//! soon as its rivers are done; each full board values every hole pair off it once
//! ([`Board`]), and each player's hole cards then read their dealer classes from it. A board is
//! thus valued once per river it can have been dealt with (five times), which keeps the memory
//! to the flops' sums. Per (hole cards, full board), each path's main-box net is the sum over
//! the classes of its count times the class's settlement, worked out once per player's hand.

use super::board::{Board, Classes, Layout};
use super::stages::{Child, Stages};
use crate::error::OddsError;
use livedraw_domain::games::holdem::Hands;
use livedraw_domain::poker::five_card::{Category, HandValue};
use livedraw_domain::{Card, Rank, Suit};
use std::collections::HashMap;

/// A game's first decision valued for each hole cards given.
#[derive(Clone, Debug, PartialEq)]
pub struct Values {
    /// The game.
    pub game: &'static str,
    /// The first decision's options, where it comes before the flop (else none).
    pub options: Vec<&'static str>,
    /// Per hole cards, in the order given.
    pub rows: Vec<Row>,
}

/// One hole cards' values.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    /// The hole cards.
    pub hole: [Card; 2],
    /// Each option's expected net per unit of the ante (as [`Values::options`]).
    pub options: Vec<f64>,
    /// The expected net under the best play from the deal on.
    pub best: f64,
}

/// Values the first decision of each of `games` for each of `holes`, dealt from `deck` (the
/// whole deck, or fewer cards for a test), over `threads` threads.
pub fn generate(
    games: &[Stages],
    deck: &[Card],
    holes: &[[Card; 2]],
    threads: usize,
) -> Result<Vec<Values>, OddsError> {
    let mut deck = deck.to_vec();
    deck.sort();
    let plans = games.iter().map(Plan::of).collect::<Result<Vec<_>, _>>()?;
    let pass = Pass::new(&deck, holes)?;
    let threads = threads.max(1);
    let sums = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|share| {
                let (pass, plans) = (&pass, &plans);
                scope.spawn(move || pass.run(games, plans, share, threads))
            })
            .collect();
        let mut total: Option<Vec<Sums>> = None;
        for worker in workers {
            // A worker panics only on a bug; its share would be missing.
            let sums = worker
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
            total = Some(match total {
                None => sums,
                Some(mut total) => {
                    for (into, from) in total.iter_mut().zip(&sums) {
                        into.add(from);
                    }
                    total
                }
            });
        }
        total.unwrap_or_default()
    });
    Ok(plans
        .iter()
        .zip(games)
        .zip(&sums)
        .map(|((plan, stages), sums)| pass.values(stages, plan, sums))
        .collect())
}

/// One option of a point, and where its sums are kept among its board's.
#[derive(Clone, Copy, Debug)]
struct Slot {
    /// The option's number at its point.
    option: usize,
    /// Where it leads.
    child: Child,
    /// Its place among the sums of its board's options.
    slot: usize,
}

/// A game's options laid out by the board they are taken at.
struct Plan {
    /// The options taken before the flop (the first point's, where it comes before it).
    first: Vec<Slot>,
    /// The options taken after the flop.
    flop: Vec<Slot>,
    /// The options taken after the turn.
    turn: Vec<Slot>,
    /// Each point's options' slots among its board's.
    slots: Vec<Vec<usize>>,
    /// Whether the first point comes before the flop (else it is after the flop).
    preflop: bool,
}

impl Plan {
    fn of(stages: &Stages) -> Result<Plan, OddsError> {
        let first = stages.points.first().map_or(5, |point| point.board);
        if first != 0 && first != 3 {
            return Err(OddsError::NoDecisionPoint {
                game: stages.name,
                board: first,
                taken: Vec::new(),
                points: "the first decision comes before or right after the flop".into(),
            });
        }
        let mut by_board: [Vec<Slot>; 3] = Default::default();
        let mut slots = Vec::new();
        for point in &stages.points {
            let list = match point.board {
                0 => Some(&mut by_board[0]),
                3 => Some(&mut by_board[1]),
                4 => Some(&mut by_board[2]),
                _ => None,
            };
            let Some(list) = list else {
                slots.push(Vec::new());
                continue;
            };
            let mut own = Vec::new();
            for (option, (_, child)) in point.options.iter().enumerate() {
                own.push(list.len());
                list.push(Slot {
                    option,
                    child: *child,
                    slot: list.len(),
                });
            }
            slots.push(own);
        }
        let [first_options, flop, turn] = by_board;
        Ok(Plan {
            first: first_options,
            flop,
            turn,
            slots,
            preflop: first == 0,
        })
    }

    /// The best option's sum at `point` (after the flop or the turn), from its board's sums.
    fn best(&self, point: usize, sums: &[f64]) -> f64 {
        self.slots[point]
            .iter()
            .map(|&slot| sums[slot])
            .fold(f64::NEG_INFINITY, f64::max)
    }
}

/// A game's sums over the deals, per hole cards.
#[derive(Clone, Debug, Default)]
struct Sums {
    /// Per flop, hole cards and option after the flop.
    flop: Vec<f64>,
    /// Per hole cards and option before the flop.
    first: Vec<f64>,
}

impl Sums {
    fn add(&mut self, other: &Sums) {
        for (into, from) in self.flop.iter_mut().zip(&other.flop) {
            *into += from;
        }
        for (into, from) in self.first.iter_mut().zip(&other.first) {
            *into += from;
        }
    }
}

/// The deck, the hole cards valued, and the ways the deals are counted.
struct Pass {
    deck: Vec<Card>,
    holes: Vec<[Card; 2]>,
    /// Each hole cards' places in the deck.
    places: Vec<[usize; 2]>,
    layout: Layout,
    /// How many flops there are (three of the deck's places).
    flops: usize,
}

impl Pass {
    fn new(deck: &[Card], holes: &[[Card; 2]]) -> Result<Pass, OddsError> {
        if deck.len() < 9 {
            return Err(OddsError::TooFewCards {
                needed: 9,
                left: deck.len(),
            });
        }
        let place = |card: Card| deck.iter().position(|&known| known == card);
        let places = holes
            .iter()
            .map(|hole| match (place(hole[0]), place(hole[1])) {
                (Some(a), Some(b)) if a != b => Ok([a, b]),
                _ => Err(OddsError::DuplicateCard(hole[0])),
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Pass {
            deck: deck.to_vec(),
            holes: holes.to_vec(),
            places,
            layout: Layout::new(deck.len() - 5),
            flops: choose(deck.len(), 3),
        })
    }

    /// The sums of every game over the four-card sets of share `share` of `shares`.
    fn run(&self, games: &[Stages], plans: &[Plan], share: usize, shares: usize) -> Vec<Sums> {
        let holes = self.holes.len();
        let mut sums: Vec<Sums> = plans
            .iter()
            .map(|plan| Sums {
                flop: vec![0.0; self.flops * holes * plan.flop.len()],
                first: vec![0.0; holes * plan.first.len()],
            })
            .collect();
        let mut nets: Vec<Nets> = games.iter().map(|_| Nets::default()).collect();
        let n = self.deck.len();
        let mut set = 0;
        for a in 0..n {
            for b in a + 1..n {
                for c in b + 1..n {
                    for d in c + 1..n {
                        set += 1;
                        if set % shares == share {
                            let four = [a, b, c, d];
                            self.four(four, games, plans, &mut nets, &mut sums);
                        }
                    }
                }
            }
        }
        sums
    }

    /// One four-card set (flop and turn, in any order) and every river after it.
    fn four(
        &self,
        four: [usize; 4],
        games: &[Stages],
        plans: &[Plan],
        nets: &mut [Nets],
        sums: &mut [Sums],
    ) {
        let holes = self.holes.len();
        let playing: Vec<bool> = self
            .places
            .iter()
            .map(|hole| !hole.iter().any(|place| four.contains(place)))
            .collect();
        let flops = four.map(|turn| flop_index(&four, turn));
        let mut turn_sums: Vec<Vec<f64>> = plans
            .iter()
            .map(|plan| vec![0.0; 4 * holes * plan.turn.len()])
            .collect();
        let mut off = Vec::with_capacity(self.deck.len());
        for river in (0..self.deck.len()).filter(|place| !four.contains(place)) {
            let board = [four[0], four[1], four[2], four[3], river].map(|at| self.deck[at]);
            off.clear();
            off.extend(
                (0..self.deck.len())
                    .filter(|at| !four.contains(at) && *at != river)
                    .map(|at| self.deck[at]),
            );
            let valued = Board::new(&self.layout, &board, &off);
            for (hole, cards) in self.holes.iter().enumerate() {
                if !playing[hole] || self.places[hole].contains(&river) {
                    continue;
                }
                let Some(classes) = valued.classes(*cards) else {
                    continue;
                };
                for (game, stages) in games.iter().enumerate() {
                    let full = Full {
                        stages,
                        nets: nets[game].of(stages, &classes),
                    };
                    let at = Place { hole, holes, flops };
                    full.add(&plans[game], at, &mut turn_sums[game], &mut sums[game]);
                }
            }
        }
        for (game, plan) in plans.iter().enumerate() {
            let sums = &mut sums[game];
            for hole in (0..holes).filter(|&hole| playing[hole]) {
                for (turn, &flop) in flops.iter().enumerate() {
                    let at = (turn * holes + hole) * plan.turn.len();
                    let after_turn = &turn_sums[game][at..at + plan.turn.len()];
                    // A point after the turn is worth its best option over the rivers: added
                    // once per river, as the sums before it count them.
                    let turned = |child: Child| match child {
                        Child::Point(point) if games[game].points[point].board == 4 => {
                            Some(plan.best(point, after_turn))
                        }
                        Child::Point(_) | Child::Path(_) => None,
                    };
                    for slot in &plan.flop {
                        if let Some(value) = turned(slot.child) {
                            sums.flop[(flop * holes + hole) * plan.flop.len() + slot.slot] += value;
                        }
                    }
                    for slot in &plan.first {
                        if let Some(value) = turned(slot.child) {
                            sums.first[hole * plan.first.len() + slot.option] += value;
                        }
                    }
                }
            }
        }
    }

    /// A game's values from its sums.
    fn values(&self, stages: &Stages, plan: &Plan, sums: &Sums) -> Values {
        let n = self.deck.len();
        let holes = self.holes.len();
        let after_flop = ((n - 5) * (n - 6)) as f64;
        let flops = choose(n - 2, 3) as f64;
        let width = plan.first.len();
        let rows = self
            .holes
            .iter()
            .enumerate()
            .map(|(hole, &cards)| {
                let mut first = sums.first[hole * width..(hole + 1) * width].to_vec();
                let mut flop_best = 0.0;
                for flop in (0..self.flops).filter(|&flop| self.flop_dealt(flop, hole)) {
                    let at = (flop * holes + hole) * plan.flop.len();
                    let flop_sums = &sums.flop[at..at + plan.flop.len()];
                    for slot in &plan.first {
                        if let Child::Point(point) = slot.child {
                            if stages.points[point].board == 3 {
                                first[slot.option] += plan.best(point, flop_sums);
                            }
                        }
                    }
                    if !plan.preflop {
                        flop_best += plan.best(0, flop_sums);
                    }
                }
                let total = flops * after_flop;
                let options: Vec<f64> = first.iter().map(|sum| sum / total / 100.0).collect();
                let best = if plan.preflop {
                    options.iter().copied().fold(f64::NEG_INFINITY, f64::max)
                } else {
                    flop_best / total / 100.0
                };
                Row {
                    hole: cards,
                    options,
                    best,
                }
            })
            .collect();
        let names = if plan.preflop {
            stages.points[0]
                .options
                .iter()
                .map(|(name, _)| *name)
                .collect()
        } else {
            Vec::new()
        };
        Values {
            game: stages.name,
            options: names,
            rows,
        }
    }

    /// Whether flop `flop` can be dealt to hole cards `hole` (none of its cards theirs).
    fn flop_dealt(&self, flop: usize, hole: usize) -> bool {
        let cards = flop_places(flop);
        !self.places[hole].iter().any(|place| cards.contains(place))
    }
}

use super::super::showdown::CLASSES;

/// Each path's main-box net per class, in hundredths of the ante, per player's hand.
#[derive(Default)]
struct Nets {
    by_hand: HashMap<u32, Vec<f64>>,
    /// The last board's nets per path.
    nets: Vec<f64>,
}

impl Nets {
    /// Each path's expected net on one full board, in hundredths of the ante.
    fn of(&mut self, stages: &Stages, classes: &Classes) -> &[f64] {
        let per_class = self
            .by_hand
            .entry(classes.player.get())
            .or_insert_with(|| per_class(stages, classes.player));
        let total = f64::from(classes.total.max(1));
        self.nets.clear();
        self.nets.extend((0..stages.paths).map(|path| {
            let row = &per_class[path * CLASSES..(path + 1) * CLASSES];
            let sum: f64 = row
                .iter()
                .zip(&classes.counts)
                .map(|(net, &count)| net * f64::from(count))
                .sum();
            sum / total
        }));
        &self.nets
    }
}

/// Each path's net against a dealer's hand of each class, the player holding `player`: the
/// classes settle alike whatever hand of theirs the dealer holds, so each is settled on one
/// hand of it (a class with no hand is never counted).
fn per_class(stages: &Stages, player: HandValue) -> Vec<f64> {
    let examples = [
        // The dealer higher: below a pair, a pair or better.
        HandValue::lowest_with(
            Category::HighCard,
            &[Rank::Ace, Rank::King, Rank::Queen, Rank::Jack, Rank::Nine],
        ),
        HandValue::lowest(Category::RoyalFlush, Rank::Ace),
        // Equal.
        player,
        player,
        // The dealer lower.
        HandValue::lowest_with(
            Category::HighCard,
            &[Rank::Seven, Rank::Five, Rank::Four, Rank::Three, Rank::Two],
        ),
        HandValue::lowest(Category::Pair, Rank::Two),
    ];
    // The main boxes read the hands' values only, never the hole cards.
    let any = Card::new(Rank::Two, Suit::Clubs);
    let mut out = Vec::with_capacity(stages.paths * CLASSES);
    for path in 0..stages.paths {
        for dealer in examples {
            let hands = Hands {
                player,
                dealer,
                first_five: player,
                player_hole: [any, any],
                dealer_hole: [any, any],
            };
            out.push(stages.settle(path, &hands) as f64);
        }
    }
    out
}

/// Where one board's values are added: the hole cards' number among `holes`, and the flop of
/// each of the four ways the board's first four cards split into a flop and a turn.
#[derive(Clone, Copy)]
struct Place {
    hole: usize,
    holes: usize,
    flops: [usize; 4],
}

/// On one full board, the paths' nets for one hole cards.
struct Full<'a> {
    stages: &'a Stages<'a>,
    nets: &'a [f64],
}

impl Full<'_> {
    /// The value of `child` on the board, where the board settles it (a path, or a point at
    /// the river).
    fn value(&self, child: Child) -> Option<f64> {
        match child {
            Child::Path(path) => Some(self.nets[path]),
            Child::Point(point) if self.stages.points[point].board == 5 => self.stages.points
                [point]
                .options
                .iter()
                .filter_map(|(_, next)| self.value(*next))
                .reduce(f64::max),
            Child::Point(_) => None,
        }
    }

    /// Adds the board's values to the sums of the points before it, once for each way its
    /// first four cards split into a flop and a turn.
    fn add(&self, plan: &Plan, at: Place, turn_sums: &mut [f64], sums: &mut Sums) {
        let Place { hole, holes, flops } = at;
        for slot in &plan.turn {
            if let Some(value) = self.value(slot.child) {
                for turn in 0..4 {
                    turn_sums[(turn * holes + hole) * plan.turn.len() + slot.slot] += value;
                }
            }
        }
        for slot in &plan.flop {
            if let Some(value) = self.value(slot.child) {
                for &flop in &flops {
                    sums.flop[(flop * holes + hole) * plan.flop.len() + slot.slot] += value;
                }
            }
        }
        for slot in &plan.first {
            if let Some(value) = self.value(slot.child) {
                sums.first[hole * plan.first.len() + slot.option] += 4.0 * value;
            }
        }
    }
}

/// The index of the flop `four` less place `turn` among the three-place sets of the deck.
fn flop_index(four: &[usize; 4], turn: usize) -> usize {
    let mut flop = [0; 3];
    for (place, card) in flop
        .iter_mut()
        .zip(four.iter().copied().filter(|&place| place != turn))
    {
        *place = card;
    }
    choose(flop[2], 3) + choose(flop[1], 2) + flop[0]
}

/// The places of the flop of index `index` ([`flop_index`]).
fn flop_places(index: usize) -> [usize; 3] {
    let mut c = 2;
    while choose(c + 1, 3) <= index {
        c += 1;
    }
    let rest = index - choose(c, 3);
    let mut b = 1;
    while choose(b + 1, 2) <= rest {
        b += 1;
    }
    [rest - choose(b, 2), b, c]
}

/// `n` choose `k`.
fn choose(n: usize, k: usize) -> usize {
    if k > n {
        return 0;
    }
    (0..k).fold(1, |product, i| product * (n - i) / (i + 1))
}
