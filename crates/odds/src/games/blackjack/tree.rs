//! One hand's play from its first cards as a tree over the multisets of cards it can draw
//! (a multiset fixes both the hand and the shoe it leaves, so every order of the same cards
//! is one node). The tree is built once and valued as often as needed: with the best play
//! (stand, hit, or double where allowed, whichever is worth most), or with a play already
//! chosen, and from the unseen shoe less a few more cards (a split's pair cards) — the shoe
//! changes the chances and the dealer's hand, not the tree.

use super::by_pivot::ByPivot;
use super::choice::Choice;
use super::counts::{Counts, Drawn, VALUES};
use super::dealer_table::DealerTable;
use super::memo::Memo;
use super::nets::{rank_of, Net, Nets, Summary};
use livedraw_domain::Rank;
use std::rc::Rc;

/// What the rules let a node's hand do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Play {
    /// Take a card, no choice (a split hand's second card).
    Deal,
    /// Stand only.
    Closed,
    /// Stand or hit, and double if `double`.
    Open {
        /// Whether doubling is allowed.
        double: bool,
    },
}

/// The ace's and the two's value indices.
const ACE: usize = 0;
const TWO: usize = 1;

/// Where drawing a value leads: another node's index, or one of these.
type Next = u32;
/// The shoe holds no card of the value.
const ABSENT: Next = u32::MAX;
/// The hand goes bust.
const BUST: Next = u32::MAX - 1;

#[derive(Clone, Copy, Debug)]
struct Node {
    drawn: Drawn,
    next: [Next; VALUES],
    play: Play,
    /// Where its net standing is in the tree's nets.
    stand: u16,
    /// The same as the card a double drew, where a parent may double.
    doubled: u16,
}

/// The tree of one hand's play (its copies share their nodes and nets).
#[derive(Clone)]
pub struct Tree {
    /// Parents before children (by cards drawn), the first cards at 0; shared by the trees
    /// of the same hands measuring a verdict ([`Tree::with_nets`]).
    nodes: Rc<[Node]>,
    /// The cards of every hand that may stand, its twos and aces left out, each once: the
    /// profiles it asks of a dealer's table grouped on those ([`DealerTable::prepare`]).
    profiles: Rc<[Drawn]>,
    /// The nets its nodes point to.
    nets: Rc<[Net]>,
    /// Where the net of a bust hand is in the nets, undoubled and doubled (if a hand busts).
    bust_at: Option<(u16, u16)>,
    /// The net of a bust hand, undoubled and doubled.
    bust: (f64, f64),
    /// The most cards a hand draws past its first cards ([`Tree::longest`]).
    longest: u16,
}

/// How the hands from a node of one tree play and are settled beside the hands of the same
/// cards in another tree (a split hand's beside the hand unsplit), worst last.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Likeness {
    /// The same choices and the same nets at every hand: the same value from any shoe.
    Same,
    /// No choice the other lacks and no net above the other's: worth no more from any shoe.
    Below,
    /// Neither.
    Unlike,
}

/// The tree's values: per node, the value of its hand under the play, and the play chosen.
pub struct Valued {
    /// Per node.
    pub values: Vec<f64>,
    /// Per node.
    pub choices: Vec<Choice>,
}

impl Tree {
    /// The tree of the hand `first` drawing from `shoe`. `play` says what the first cards and
    /// each hand one card past a dealing hand ([`Play::Deal`]) or past the first cards may do,
    /// given its cards and whether the rules leave it open; a hand of more cards may stand,
    /// and hit where it is open.
    pub fn build(
        first: &[Rank],
        shoe: &Counts,
        nets: &mut Nets,
        play: impl Fn(&[Rank], bool) -> Play,
    ) -> Tree {
        let cards = |drawn: Drawn| hand_cards(first, drawn);
        let root = Summary::of(first);
        let mut nodes = vec![Node {
            drawn: Drawn::default(),
            next: [ABSENT; VALUES],
            play: play(first, nets.open(root)),
            stand: nets.index(root, false, || first.to_vec()),
            doubled: 0,
        }];
        let mut summaries = vec![root];
        let mut bust = None;
        let mut layer = 0..1;
        let mut found: Memo<u64, u32> = Memo::default();
        while !layer.is_empty() {
            found.clear();
            let end = nodes.len();
            for at in layer {
                let node = nodes[at];
                if matches!(node.play, Play::Closed) {
                    continue;
                }
                let doubles = matches!(node.play, Play::Open { double: true });
                for value in (0..VALUES).filter(|&v| shoe.count(v) > node.drawn.count(v)) {
                    let drawn = node.drawn.plus(value);
                    let hand = summaries[at].plus(rank_of(value));
                    nodes[at].next[value] = if hand.hard > 21 {
                        // A bust loses its stakes whatever its cards: one settlement is enough.
                        bust.get_or_insert_with(|| {
                            let mut lost = |doubled| nets.index(hand, doubled, || cards(drawn));
                            (lost(false), lost(true))
                        });
                        BUST
                    } else if let Some(&child) = found.get(&drawn.key()) {
                        if doubles {
                            nodes[child as usize].doubled = nets.index(hand, true, || cards(drawn));
                        }
                        child
                    } else {
                        let play = if at == 0 || node.play == Play::Deal {
                            play(&cards(drawn), nets.open(hand))
                        } else if nets.open(hand) {
                            Play::Open { double: false }
                        } else {
                            Play::Closed
                        };
                        nodes.push(Node {
                            drawn,
                            next: [ABSENT; VALUES],
                            play,
                            stand: nets.index(hand, false, || cards(drawn)),
                            doubled: if doubles {
                                nets.index(hand, true, || cards(drawn))
                            } else {
                                0
                            },
                        });
                        summaries.push(hand);
                        // Far fewer than 2^32 nodes.
                        let child = u32::try_from(nodes.len() - 1).unwrap_or(ABSENT);
                        found.insert(drawn.key(), child);
                        child
                    };
                }
            }
            layer = end..nodes.len();
        }
        let profiles = profiles(&nodes);
        let longest = nodes.iter().map(|node| node.drawn.cards()).max();
        Tree::of(nodes.into(), profiles, nets, bust, longest.unwrap_or(0))
    }

    fn of(
        nodes: Rc<[Node]>,
        profiles: Rc<[Drawn]>,
        nets: &Nets,
        bust_at: Option<(u16, u16)>,
        longest: u16,
    ) -> Tree {
        let list = nets.list();
        let lost = |at: u16| list[usize::from(at)].against[0];
        Tree {
            longest,
            nodes,
            profiles,
            nets: list.into(),
            bust_at,
            // Read only where a hand busts.
            bust: bust_at.map_or((-1.0, -2.0), |(once, doubled)| (lost(once), lost(doubled))),
        }
    }

    /// The same tree reading `nets`, which follow the nets it was built with
    /// ([`Nets::follow`]): the same hands measuring a verdict.
    pub fn with_nets(&self, nets: &Nets) -> Tree {
        let profiles = Rc::clone(&self.profiles);
        let nodes = Rc::clone(&self.nodes);
        Tree::of(nodes, profiles, nets, self.bust_at, self.longest)
    }

    /// The nets its nodes point to.
    pub fn nets(&self) -> &[Net] {
        &self.nets
    }

    /// The most cards a hand of the tree draws past its first cards, the one it goes bust on
    /// counted.
    pub fn longest(&self) -> usize {
        usize::from(self.longest) + 1
    }

    /// How the hands after each first card drawn from the first cards play and are settled
    /// beside those after the same card from node `other_at` of `other`, which holds the same
    /// cards as the first cards ([`Likeness`]). Every hand is compared: a choice or a net that
    /// differs anywhere could change the value.
    pub fn likeness(&self, other: &Tree, other_at: usize) -> [Likeness; VALUES] {
        let busts = |(once, doubled): (f64, f64), (other_once, other_doubled): (f64, f64)| {
            likeness(once == other_once, once <= other_once)
                .max(likeness(doubled == other_doubled, doubled <= other_doubled))
        };
        let busts = busts(self.bust, other.bust);
        let mut known = vec![None; self.nodes.len()];
        std::array::from_fn(|value| {
            let hands = self.child(0, value).zip(other.child(other_at, value));
            hands.map_or(Likeness::Unlike, |(at, other_at)| {
                busts.max(self.alike(at, other, other_at, &mut known))
            })
        })
    }

    /// [`Tree::likeness`] from node `at` on, each node compared once (a hand is reached by
    /// every order of its cards).
    fn alike(
        &self,
        at: usize,
        other: &Tree,
        other_at: usize,
        known: &mut [Option<Likeness>],
    ) -> Likeness {
        if let Some(alike) = known[at] {
            return alike;
        }
        let (mine, theirs) = (&self.nodes[at], &other.nodes[other_at]);
        let net = |tree: &Tree, at: u16| tree.nets[usize::from(at)];
        let mut alike = plays(mine.play, theirs.play)
            .max(nets(&net(self, mine.stand), &net(other, theirs.stand)));
        if let Play::Open { double } = mine.play {
            for (&next, &other_next) in mine.next.iter().zip(&theirs.next) {
                alike = alike.max(match (next, other_next) {
                    (ABSENT, ABSENT) | (BUST, BUST) => Likeness::Same,
                    (ABSENT | BUST, _) | (_, ABSENT | BUST) => Likeness::Unlike,
                    (child, other_child) => {
                        let (child, other_child) = (child as usize, other_child as usize);
                        let doubled = |tree: &Tree, at: usize| net(tree, tree.nodes[at].doubled);
                        let settled = nets(&doubled(self, child), &doubled(other, other_child));
                        let hands = self.alike(child, other, other_child, known);
                        if double {
                            hands.max(settled)
                        } else {
                            hands
                        }
                    }
                });
            }
        }
        known[at] = Some(alike);
        alike
    }

    /// Where the hand of node `at` leads on drawing value `value` (`None`: absent or bust).
    pub fn child(&self, at: usize, value: usize) -> Option<usize> {
        let next = self.nodes.get(at)?.next[value];
        (next < BUST).then_some(next as usize)
    }

    /// Values every node from the unseen shoe less `moved` (cards no hand of the tree drew),
    /// with the best play, or with `chosen`'s choices where given.
    pub fn value(
        &self,
        moved: Drawn,
        table: &mut DealerTable,
        chosen: Option<&[Choice]>,
    ) -> Valued {
        self.valued(moved, table, chosen)
    }

    fn valued(&self, moved: Drawn, table: &mut DealerTable, chosen: Option<&[Choice]>) -> Valued {
        let mut values = vec![0.0; self.nodes.len()];
        let mut choices = vec![Choice::Stand; self.nodes.len()];
        let reached = chosen.map(|chosen| self.reached(chosen));
        if chosen.is_none() {
            // A play already chosen reads profiles worked out when it was chosen.
            table.prepare(&self.profiles, moved);
        }
        for at in (0..self.nodes.len()).rev() {
            if reached.as_ref().is_some_and(|reached| !reached[at]) {
                continue;
            }
            let node = &self.nodes[at];
            let drawn = node.drawn.and(moved);
            let Some(shoe) = table.shoe().after(drawn) else {
                // The shoe cannot leave this hand: it is never reached.
                continue;
            };
            let open = shoe.total() > 0;
            let (value, choice) = match (node.play, chosen.map(|c| c[at])) {
                (Play::Deal, _) => (self.hit(node, &shoe, moved, table, &values), Choice::Hit),
                (Play::Closed, _) => (
                    stand(self.nets[usize::from(node.stand)], drawn, table),
                    Choice::Stand,
                ),
                (Play::Open { .. }, _) if !open => (
                    stand(self.nets[usize::from(node.stand)], drawn, table),
                    Choice::Stand,
                ),
                (Play::Open { .. }, Some(Choice::Stand)) => (
                    stand(self.nets[usize::from(node.stand)], drawn, table),
                    Choice::Stand,
                ),
                (Play::Open { .. }, Some(Choice::Hit)) => {
                    (self.hit(node, &shoe, moved, table, &values), Choice::Hit)
                }
                (Play::Open { .. }, Some(Choice::Double)) => {
                    (self.double(node, &shoe, moved, table), Choice::Double)
                }
                (Play::Open { double }, None) => {
                    let mut best = (
                        stand(self.nets[usize::from(node.stand)], drawn, table),
                        Choice::Stand,
                    );
                    let hit = self.hit(node, &shoe, moved, table, &values);
                    if hit > best.0 {
                        best = (hit, Choice::Hit);
                    }
                    if double {
                        let doubled = self.double(node, &shoe, moved, table);
                        if doubled > best.0 {
                            best = (doubled, Choice::Double);
                        }
                    }
                    best
                }
            };
            values[at] = value;
            choices[at] = choice;
        }
        Valued { values, choices }
    }

    /// Gathers the play `chosen` (a valuing's choices, every node open to a choice taking it)
    /// into terms of [`ByPivot`] on `table`'s first pivot, so that its value from the unseen
    /// shoe less any number of more pivot cards is read without valuing the tree again: every
    /// hand it stands on, doubles into or busts, weighed by its orders and the falling
    /// factorials of the values it drew other than the pivot (one card at a time: the count
    /// left of each value drawn). The plays whose first card drawn is `apart` go in
    /// `into[1]`, the others in `into[0]`.
    pub fn fold(
        &self,
        chosen: &[Choice],
        table: &mut DealerTable,
        apart: usize,
        into: &mut [ByPivot; 2],
    ) {
        let ends = self.ends(chosen, table.shoe(), table.pivot(), apart);
        // Every profile the stands ask for, worked out several at a time first.
        table.prepare_profiles(ends.iter().filter_map(|end| match *end {
            End::Stands(net, drawn, _) if !self.nets[usize::from(net)].at_once => Some(drawn),
            _ => None,
        }));
        for end in &ends {
            match *end {
                End::Stands(net, drawn, scales) => {
                    let net = &self.nets[usize::from(net)];
                    if net.at_once {
                        table.fold_settled(drawn, net.against[0], scales, into);
                    } else {
                        table.fold_stand(drawn, &net.against, scales, into);
                    }
                }
                End::Settled(drawn, net, scales) => table.fold_settled(drawn, net, scales, into),
            }
        }
    }

    /// Where the play `chosen` ends from `shoe`, in the order [`Tree::fold`] adds them up,
    /// weighed as it says, by share.
    fn ends(&self, chosen: &[Choice], shoe: &Counts, pivot: usize, apart: usize) -> Vec<End> {
        let mut weights = vec![[0.0; 2]; self.nodes.len()];
        weights[0] = [1.0, 1.0];
        let mut ends = Vec::new();
        for (at, node) in self.nodes.iter().enumerate() {
            let weight = weights[at];
            if weight == [0.0, 0.0] {
                continue;
            }
            let choice = match node.play {
                Play::Deal => Choice::Hit,
                Play::Closed => Choice::Stand,
                Play::Open { .. } => chosen[at],
            };
            if choice == Choice::Stand {
                ends.extend(self.stands(node.stand, node.drawn, weight));
                continue;
            }
            for (value, &next) in node.next.iter().enumerate() {
                if next == ABSENT {
                    continue;
                }
                let left = if value == pivot {
                    1.0
                } else {
                    f64::from(shoe.count(value).saturating_sub(node.drawn.count(value)))
                };
                let mut scales = weight.map(|weight| weight * left);
                if at == 0 {
                    // The first card drawn picks the share.
                    scales = if value == apart {
                        [0.0, scales[1]]
                    } else {
                        [scales[0], 0.0]
                    };
                }
                let drawn = node.drawn.plus(value);
                match (next, choice) {
                    (BUST, Choice::Double) => ends.extend(busts(drawn, self.bust.1, scales)),
                    (BUST, _) => ends.extend(busts(drawn, self.bust.0, scales)),
                    (_, Choice::Double) => {
                        let child = &self.nodes[next as usize];
                        ends.extend(self.stands(child.doubled, drawn, scales));
                    }
                    (_, _) => {
                        let child = &mut weights[next as usize];
                        child[0] += scales[0];
                        child[1] += scales[1];
                    }
                }
            }
        }
        ends
    }

    /// The hand of `drawn` standing with the net at `net`, unless it comes to nothing (it
    /// would add nothing to the fold).
    fn stands(&self, net: u16, drawn: Drawn, scales: [f64; 2]) -> Option<End> {
        let nothing = self.nets[usize::from(net)].is_nothing();
        (!nothing).then_some(End::Stands(net, drawn, scales))
    }

    /// Which nodes the play `chosen` reaches from the first cards (whose every next card is
    /// reached, since the first cards' stand, hit and double are all asked for).
    fn reached(&self, chosen: &[Choice]) -> Vec<bool> {
        let mut reached = vec![false; self.nodes.len()];
        reached[0] = true;
        for (at, node) in self.nodes.iter().enumerate() {
            let hits = match node.play {
                Play::Deal => true,
                Play::Closed => false,
                Play::Open { .. } => at == 0 || chosen[at] == Choice::Hit,
            };
            if !(reached[at] && hits) {
                continue;
            }
            for &next in &node.next {
                if next < BUST {
                    reached[next as usize] = true;
                }
            }
        }
        reached
    }

    /// Standing on node `at` once the hands drew `drawn`, where the node's hand may only
    /// stand (`None` elsewhere).
    pub fn closed_stand(&self, at: usize, drawn: Drawn, table: &mut DealerTable) -> Option<f64> {
        let node = self.nodes.get(at)?;
        let net = self.nets[usize::from(node.stand)];
        (node.play == Play::Closed).then(|| stand(net, drawn, table))
    }

    /// Standing on the first cards, from the unseen shoe.
    pub fn first_stand(&self, table: &mut DealerTable) -> f64 {
        stand(
            self.nets[usize::from(self.nodes[0].stand)],
            Drawn::default(),
            table,
        )
    }

    /// Hitting the first cards, then the play `valued` found, from the unseen shoe.
    pub fn first_hit(&self, table: &DealerTable, valued: &Valued) -> f64 {
        let shoe = *table.shoe();
        self.hit(
            &self.nodes[0],
            &shoe,
            Drawn::default(),
            table,
            &valued.values,
        )
    }

    /// Doubling on the first cards, from the unseen shoe (the tree was built with the first
    /// cards open to a double).
    pub fn first_double(&self, table: &mut DealerTable) -> f64 {
        let shoe = *table.shoe();
        self.double(&self.nodes[0], &shoe, Drawn::default(), table)
    }

    /// One card, then each next node's value.
    fn hit(
        &self,
        node: &Node,
        shoe: &Counts,
        moved: Drawn,
        table: &DealerTable,
        values: &[f64],
    ) -> f64 {
        // Each card weighed by its count, the sum divided by the shoe's size once.
        let mut sum = 0.0;
        for (value, next) in node.next.iter().enumerate() {
            let count = f64::from(shoe.count(value));
            match *next {
                ABSENT => {}
                _ if count == 0.0 => {}
                BUST => {
                    let unpeeked = table.unpeeked(node.drawn.plus(value).and(moved));
                    sum += count * self.bust.0 * unpeeked;
                }
                at => sum += count * values[at as usize],
            }
        }
        per_card(sum, shoe)
    }

    /// One card at twice the stake, then stand.
    fn double(&self, node: &Node, shoe: &Counts, moved: Drawn, table: &mut DealerTable) -> f64 {
        let mut sum = 0.0;
        for (value, next) in node.next.iter().enumerate() {
            let count = f64::from(shoe.count(value));
            match *next {
                ABSENT => {}
                _ if count == 0.0 => {}
                BUST => {
                    let unpeeked = table.unpeeked(node.drawn.plus(value).and(moved));
                    sum += count * self.bust.1 * unpeeked;
                }
                at => {
                    let child = &self.nodes[at as usize];
                    // Every child of a doubling node has its doubled net.
                    let net = self.nets[usize::from(child.doubled)];
                    sum += count * stand(net, child.drawn.and(moved), table);
                }
            }
        }
        per_card(sum, shoe)
    }
}

/// `Same` where `same`, else `Below` where `below`, else `Unlike`.
fn likeness(same: bool, below: bool) -> Likeness {
    match (same, below) {
        (true, _) => Likeness::Same,
        (false, true) => Likeness::Below,
        (false, false) => Likeness::Unlike,
    }
}

/// What a hand may do beside what the other may: the same, fewer choices, or more.
fn plays(mine: Play, theirs: Play) -> Likeness {
    let choices = |play| match play {
        Play::Deal => 0,
        Play::Closed => 1,
        Play::Open { double: false } => 2,
        Play::Open { double: true } => 3,
    };
    let (mine, theirs) = (choices(mine), choices(theirs));
    likeness(mine == theirs, mine != 0 && mine <= theirs)
}

/// One net beside another: the same, no more against any final hand (both settled at once
/// or both against the dealer), or neither.
fn nets(mine: &Net, theirs: &Net) -> Likeness {
    let below = mine.at_once == theirs.at_once
        && mine
            .against
            .iter()
            .zip(&theirs.against)
            .all(|(mine, theirs)| mine <= theirs);
    likeness(mine == theirs, below)
}

/// The cards of every node but those dealing a card, their twos and aces left out, each once.
fn profiles(nodes: &[Node]) -> Rc<[Drawn]> {
    let mut seen: Memo<u64, ()> = Memo::default();
    let stands = nodes.iter().filter(|node| node.play != Play::Deal);
    let rests = stands.map(|node| node.drawn.without_value(TWO).without_value(ACE));
    rests
        .filter(|rest| seen.insert(rest.key(), ()).is_none())
        .collect()
}

/// Where [`Tree::fold`]'s play ends, weighed by its scales: a hand of `drawn` standing with
/// the net at an index of the tree's nets, or settled at once (bust) for a net.
enum End {
    Stands(u16, Drawn, [f64; 2]),
    Settled(Drawn, f64, [f64; 2]),
}

/// The hand of `drawn` bust for `net`, unless that is nothing (a verdict measured: it would
/// add nothing to the fold).
fn busts(drawn: Drawn, net: f64, scales: [f64; 2]) -> Option<End> {
    (net != 0.0).then_some(End::Settled(drawn, net, scales))
}

/// A sum over the next card weighed by each value's count, as a chance-weighed sum from
/// `shoe` (0 from an empty shoe, which deals no card).
fn per_card(sum: f64, shoe: &Counts) -> f64 {
    match shoe.total() {
        0 => 0.0,
        total => sum / f64::from(total),
    }
}

/// Standing with `net` once the hands drew `drawn`.
fn stand(net: Net, drawn: Drawn, table: &mut DealerTable) -> f64 {
    if net.is_nothing() {
        // No dealer's hand needed (a verdict measured that the hand cannot have).
        return 0.0;
    }
    if net.at_once {
        return net.against[0] * table.unpeeked(drawn);
    }
    let finals = table.finals(drawn);
    finals
        .iter()
        .zip(net.against)
        .map(|(chance, net)| chance * net)
        .sum()
}

/// The hand's cards: `first` and then `drawn` (their order changes no settlement).
fn hand_cards(first: &[Rank], drawn: Drawn) -> Vec<Rank> {
    let mut cards = first.to_vec();
    for value in 0..VALUES {
        cards.extend(std::iter::repeat_n(
            rank_of(value),
            usize::from(drawn.count(value)),
        ));
    }
    cards
}
