//! The boxes' returns under the best play, from one deck less the cards seen.
//!
//! **The bet box of A and C** (no swap, no buy): over every player's hand and up card, the
//! better of folding and continuing, each continuation against every dealer's hand of the up
//! card and four unseen cards. Enumerating the deals (2.6 million hands × 47 up cards × 163,185
//! dealer's hands) is out of reach, so the dealer's hands are counted instead: for one up card,
//! every dealer's hand is valued once and its value's place among all values noted; the hands
//! that avoid the player's five cards are counted by inclusion–exclusion over the player's
//! cards they hold, from tables of the hands holding each card, pair of cards (running counts
//! by value), three cards (sorted lists) and four cards (the one hand). A player's hand then
//! costs 31 look-ups instead of 163,185 comparisons; with no card seen, the up card is taken in
//! one suit and the player's hands once per pattern of the three other suits.
//!
//! **Version D**: Triple Bet Poker's return with table D ([`triple_bet::returns`]).
//!
//! **The bonus box**: each five-card category's chance on the hand as dealt, the hand kept (a
//! swap or a fold loses the bonus, and a seat never gives up a hand the bonus pays on). A
//! progressive bonus's return is its fixed lines' (the lines the pot pays return nothing
//! there), and at a given pot its prizes' too ([`return_at_pot`]).

use super::community::community_rules;
use super::counting::choose;
use crate::error::OddsError;
use crate::fraction::Fraction;
use crate::games::one_deck::unseen;
use crate::games::triple_bet;
use livedraw_domain::games::oasis::deuces;
use livedraw_domain::games::oasis::hand::{ace_king, OasisBonusHand};
use livedraw_domain::games::oasis::settlement::bet_pays;
use livedraw_domain::games::oasis::{Bonus, OasisRules, OasisVersion};
use livedraw_domain::market::Prize;
use livedraw_domain::poker::category_counts::five_card_counts;
use livedraw_domain::poker::five_card::{evaluate, Category, Shared};
use livedraw_domain::{Card, Payout, Suit};

/// The bet box's return: the ante boxes' expected net per unit of ante under the best play (A,
/// C), or the three bets' per unit of one bet (D); `None` for the versions with a swap
/// (standard, B), whose every deal is a decision over the replacements: not computed.
pub fn bet_return(rules: &OasisRules, seen: &[Card]) -> Result<Option<Fraction>, OddsError> {
    match rules.version {
        OasisVersion::A | OasisVersion::C => Ok(ante_boxes(rules, seen)?.map(|boxes| boxes.net)),
        OasisVersion::D => Ok(Some(
            triple_bet::returns(community_rules(rules)?, seen)?.bets,
        )),
        OasisVersion::Standard | OasisVersion::B => Ok(None),
    }
}

/// The ante boxes of A and C under the best play: their return, and the ante's chances.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnteBoxes {
    /// The ante and the bet's expected net per unit of ante.
    pub net: Fraction,
    /// The chance that the ante wins (the seat continues, and the dealer does not qualify or
    /// is beaten).
    pub ante_wins: Fraction,
    /// The chance that the ante pushes (the seat continues and ties a qualifying dealer).
    pub ante_pushes: Fraction,
}

/// The ante boxes' figures of a version without a swap (A, C); `None` for the others.
pub fn ante_boxes(rules: &OasisRules, seen: &[Card]) -> Result<Option<AnteBoxes>, OddsError> {
    match rules.version {
        OasisVersion::A => stud_return(rules, seen, ace_king(), |cards| evaluate(cards)).map(Some),
        OasisVersion::C => stud_return(rules, seen, deuces::eights(), deuces::value).map(Some),
        OasisVersion::Standard | OasisVersion::B | OasisVersion::D => Ok(None),
    }
}

/// The bonus box's figures.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BonusReturn {
    /// The expected net per unit of the bonus stake (a progressive bonus: of its fixed lines,
    /// the lines the pot pays returning nothing).
    pub net: Fraction,
    /// The chance of the hand as dealt being of each category, lowest first.
    pub categories: Vec<(Category, Fraction)>,
    /// The chance that the hand as dealt meets a line (a pot's line included).
    pub pays: Fraction,
}

/// The bonus box's return (`None` where the table has no bonus: C, D, or switched off).
pub fn bonus_return(rules: &OasisRules, seen: &[Card]) -> Result<Option<BonusReturn>, OddsError> {
    let Some(bonus) = &rules.bonus else {
        return Ok(None);
    };
    let counts = category_counts(&unseen(seen)?)?;
    let hands: i128 = counts.iter().sum();
    let (mut net, mut paying) = (0i128, 0i128);
    for (category, &count) in Category::ALL.iter().zip(&counts) {
        let pays = bonus_pays(bonus, *category);
        net += count * i128::from(pays.as_hundredths());
        paying += count * i128::from(meets_a_line(bonus, *category));
    }
    Ok(Some(BonusReturn {
        net: Fraction::new(net, 100 * hands),
        pays: Fraction::new(paying, hands),
        categories: Category::ALL
            .iter()
            .zip(counts)
            .map(|(&category, count)| (category, Fraction::new(count, hands)))
            .collect(),
    }))
}

/// What the fixed lines pay a hand of `category`: its line; a line the pot pays returns
/// nothing here (its prize, stake included, is the operator's platform's to pay: our choice),
/// nor does a hand below every line.
fn bonus_pays(bonus: &Bonus, category: Category) -> Payout {
    let line = OasisBonusHand::of(lowest_of(category));
    let fixed = line.filter(|&line| bonus.pot_prize(line).is_none());
    fixed
        .and_then(|line| bonus.fixed().pays(line))
        .unwrap_or(Payout::LOST)
}

/// Whether a hand of `category` meets a line, fixed or paid from the pot.
fn meets_a_line(bonus: &Bonus, category: Category) -> bool {
    let line = OasisBonusHand::of(lowest_of(category));
    line.is_some_and(|line| bonus.pays(line).is_some())
}

/// A progressive bonus's return per unit of its stake at a pot of `pot` (hundredths of the
/// operator's currency): the fixed lines' return, and each pot line's chance times its prize
/// over the stake. `None` for a fixed bonus.
pub fn return_at_pot(bonus: &Bonus, figures: &BonusReturn, pot: u64) -> Option<f64> {
    let Bonus::Progressive { progressive, .. } = bonus else {
        return None;
    };
    let stake = progressive.stake().as_hundredths() as f64;
    let prizes = figures.categories.iter().map(|&(category, chance)| {
        let line = OasisBonusHand::of(lowest_of(category));
        let prize = line.and_then(|line| bonus.pot_prize(line));
        let amount = match prize {
            None => 0.0,
            Some(Prize::Pot(share)) => pot as f64 * f64::from(share) / 10_000.0,
            Some(Prize::Fixed(amount)) => amount as f64,
        };
        chance.as_f64() * amount / stake
    });
    Some(1.0 + figures.net.as_f64() + prizes.sum::<f64>())
}

/// A hand of `category`, as a value the bonus's lines read.
fn lowest_of(category: Category) -> livedraw_domain::poker::five_card::HandValue {
    livedraw_domain::poker::five_card::HandValue::lowest(category, livedraw_domain::Rank::Ace)
}

/// How many five-card hands of `cards` are of each category: a whole deck's from the domain's
/// count by rank multisets, fewer cards one hand at a time.
fn category_counts(cards: &[Card]) -> Result<[i128; 10], OddsError> {
    let n = cards.len();
    if n < 5 {
        return Err(OddsError::TooFewCards { needed: 5, left: n });
    }
    if n == 52 {
        return Ok(five_card_counts().map(i128::from));
    }
    let mut counts = [0i128; 10];
    for a in 0..n {
        for b in a + 1..n {
            for c in b + 1..n {
                for d in c + 1..n {
                    let four = Shared::of(&[cards[a], cards[b], cards[c], cards[d]]);
                    for &e in &cards[d + 1..] {
                        counts[four.with(&[e]).category() as usize] += 1;
                    }
                }
            }
        }
    }
    Ok(counts)
}

/// The ante boxes' figures of a version without a swap, hands valued by `value` and the dealer
/// qualifying from `qualifier`.
fn stud_return<V: Ord + Copy>(
    rules: &OasisRules,
    seen: &[Card],
    qualifier: V,
    value: impl Fn(&[Card; 5]) -> V,
) -> Result<AnteBoxes, OddsError> {
    let deck = unseen(seen)?;
    if deck.len() < 10 {
        return Err(OddsError::TooFewCards {
            needed: 10,
            left: deck.len(),
        });
    }
    let symmetric = seen.is_empty();
    let ups: Vec<(Card, i128)> = if symmetric {
        // Every up card alike but for its suit: clubs, four times over.
        deck.iter()
            .filter(|card| card.suit() == Suit::Clubs)
            .map(|&card| (card, 4))
            .collect()
    } else {
        deck.iter().map(|&card| (card, 1)).collect()
    };
    let mut sums = Tally::default();
    for (up, weight) in ups {
        let others: Vec<Card> = deck.iter().copied().filter(|&card| card != up).collect();
        let table = UpCard::new(up, &others, &value);
        sums.add(weight, &table.players(rules, symmetric, qualifier, &value));
    }
    let deals = choose(deck.len() - 6, 4) * sums.hands;
    Ok(AnteBoxes {
        net: Fraction::new(sums.net, 100 * deals),
        ante_wins: Fraction::new(sums.ante_wins, deals),
        ante_pushes: Fraction::new(sums.ante_pushes, deals),
    })
}

/// Sums over players' hands, each against every dealer's hand: the best play's net in
/// hundredths of the ante, the hands, and the deals on which the ante wins and pushes.
#[derive(Clone, Copy, Debug, Default)]
struct Tally {
    net: i128,
    hands: i128,
    ante_wins: i128,
    ante_pushes: i128,
}

impl Tally {
    fn add(&mut self, weight: i128, other: &Tally) {
        self.net += weight * other.net;
        self.hands += weight * other.hands;
        self.ante_wins += weight * other.ante_wins;
        self.ante_pushes += weight * other.ante_pushes;
    }
}

/// The dealer's hands of one up card, counted by value and by the other cards they hold.
struct UpCard<V> {
    others: Vec<Card>,
    /// Every value a dealer's hand takes, sorted.
    levels: Vec<V>,
    /// Running counts (hands below each level): all hands, then by card, by pair of cards.
    all: Vec<u32>,
    one: Vec<u32>,
    two: Vec<u16>,
    /// The levels of the hands holding each three cards, sorted; of each four, the one hand's.
    three: Vec<u16>,
    four: Vec<u16>,
    /// Binomial coefficients C(n, k), k ≤ 5, for the sets' colexicographic places.
    binomial: Vec<[usize; 6]>,
}

impl<V: Ord + Copy> UpCard<V> {
    fn new(up: Card, others: &[Card], value: &impl Fn(&[Card; 5]) -> V) -> UpCard<V> {
        let m = others.len();
        let binomial: Vec<[usize; 6]> = (0..=m)
            .map(|n| std::array::from_fn(|k| choose(n, k) as usize))
            .collect();
        let mut values = Vec::with_capacity(binomial[m][4]);
        for d in 0..m {
            for c in 0..d {
                for b in 0..c {
                    for a in 0..b {
                        values.push(value(&[up, others[a], others[b], others[c], others[d]]));
                    }
                }
            }
        }
        let mut levels = values.clone();
        levels.sort_unstable();
        levels.dedup();
        let four: Vec<u16> = values
            .iter()
            .map(|value| levels.partition_point(|level| level < value) as u16)
            .collect();
        let mut table = UpCard {
            others: others.to_vec(),
            levels,
            all: Vec::new(),
            one: Vec::new(),
            two: Vec::new(),
            three: Vec::new(),
            four,
            binomial,
        };
        table.count();
        table
    }

    /// Fills the running counts and the three-card lists from the four-card levels.
    fn count(&mut self) {
        let m = self.others.len();
        let width = self.levels.len() + 1;
        let mut all = vec![0u32; width];
        let mut one = vec![0u32; m * width];
        let mut two = vec![0u16; self.binomial[m][2] * width];
        let per_three = m - 3;
        let mut three = vec![0u16; self.binomial[m][3] * per_three];
        let mut filled = vec![0usize; self.binomial[m][3]];
        let mut at = 0;
        for d in 0..m {
            for c in 0..d {
                for b in 0..c {
                    for a in 0..b {
                        let level = usize::from(self.four[at]);
                        at += 1;
                        all[level + 1] += 1;
                        for card in [a, b, c, d] {
                            one[card * width + level + 1] += 1;
                        }
                        for pair in [[a, b], [a, c], [a, d], [b, c], [b, d], [c, d]] {
                            two[self.place(&pair) * width + level + 1] += 1;
                        }
                        for triple in [[a, b, c], [a, b, d], [a, c, d], [b, c, d]] {
                            let place = self.place(&triple);
                            three[place * per_three + filled[place]] = level as u16;
                            filled[place] += 1;
                        }
                    }
                }
            }
        }
        running(&mut all, width);
        running(&mut one, width);
        running(&mut two, width);
        for list in three.chunks_mut(per_three) {
            list.sort_unstable();
        }
        (self.all, self.one, self.two, self.three) = (all, one, two, three);
    }

    /// The colexicographic place of a set of increasing positions.
    fn place(&self, set: &[usize]) -> usize {
        set.iter()
            .enumerate()
            .map(|(k, &position)| self.binomial[position][k + 1])
            .sum()
    }

    /// Over every player's hand of the other cards (once per pattern of the suits other than
    /// the up card's where `symmetric`), the better of folding and continuing summed, in
    /// hundredths of the ante times the dealer's hands, the hands counted, and the dealer's
    /// hands on which the ante of the best play wins and pushes.
    fn players(
        &self,
        rules: &OasisRules,
        symmetric: bool,
        qualifier: V,
        value: &impl Fn(&[Card; 5]) -> V,
    ) -> Tally {
        let m = self.others.len();
        let dealer_hands = choose(m - 5, 4);
        let qualifying = self.levels.partition_point(|level| *level < qualifier);
        let mut tally = Tally::default();
        let mut positions = [0usize; 5];
        for_each_five(m, &mut positions, &mut |positions| {
            let cards = positions.map(|at| self.others[at]);
            let weight = if symmetric { pattern_weight(&cards) } else { 1 };
            if weight == 0 {
                return;
            }
            let player = value(&cards);
            let level = self.levels.partition_point(|level| *level < player);
            let present = self.levels.get(level) == Some(&player);
            let lower = level.max(qualifying);
            let upper = (level + usize::from(present)).max(qualifying);
            let [not_qualifying, below_lower, below_upper, total] =
                self.avoiding(positions, [qualifying, lower, upper]);
            let beaten = below_lower - not_qualifying;
            let win = if beaten > 0 {
                100 + 2 * i128::from(bet_pays(rules, &cards).as_hundredths())
            } else {
                0
            };
            let continued = 100 * not_qualifying + win * beaten - 300 * (total - below_upper);
            let folded = -100 * dealer_hands;
            tally.hands += weight;
            if continued > folded {
                tally.net += weight * continued;
                tally.ante_wins += weight * (not_qualifying + beaten);
                tally.ante_pushes += weight * (below_upper - below_lower);
            } else {
                tally.net += weight * folded;
            }
        });
        tally
    }

    /// Over the dealer's hands avoiding the player's cards at `positions`: how many are below
    /// each of the three `levels`, and how many there are, by inclusion–exclusion.
    fn avoiding(&self, positions: &[usize; 5], levels: [usize; 3]) -> [i128; 4] {
        let m = self.others.len();
        let width = self.levels.len() + 1;
        let mut sums = [0i128; 4];
        let mut add = |sign: i128, below: [usize; 3], total: usize| {
            for (sum, count) in sums.iter_mut().zip(below.iter().chain([&total])) {
                *sum += sign * *count as i128;
            }
        };
        add(
            1,
            levels.map(|level| self.all[level] as usize),
            self.binomial[m][4],
        );
        for (k, subset) in (1u32..32).map(|bits| (bits.count_ones(), bits)) {
            let mut chosen = [0usize; 5];
            let mut size = 0;
            for (bit, &position) in positions.iter().enumerate() {
                if subset & (1 << bit) != 0 {
                    chosen[size] = position;
                    size += 1;
                }
            }
            let held = &chosen[..size];
            let sign = if k % 2 == 1 { -1 } else { 1 };
            let left = m - held.len();
            match held.len() {
                1 => add(
                    sign,
                    levels.map(|level| self.one[held[0] * width + level] as usize),
                    self.binomial[left][3],
                ),
                2 => {
                    let row = self.place(held) * width;
                    add(
                        sign,
                        levels.map(|level| usize::from(self.two[row + level])),
                        self.binomial[left][2],
                    )
                }
                3 => {
                    let per_three = m - 3;
                    let from = self.place(held) * per_three;
                    let list = &self.three[from..from + per_three];
                    add(
                        sign,
                        levels.map(|level| list.partition_point(|&l| usize::from(l) < level)),
                        per_three,
                    )
                }
                4 => {
                    let hand = usize::from(self.four[self.place(held)]);
                    add(sign, levels.map(|level| usize::from(hand < level)), 1)
                }
                _ => {}
            }
        }
        sums
    }
}

/// Turns per-level counts (at `level + 1`) into running counts, one row of `width` at a time.
fn running<T: Copy + std::ops::AddAssign>(counts: &mut [T], width: usize) {
    for row in counts.chunks_mut(width) {
        for at in 1..row.len() {
            let before = row[at - 1];
            row[at] += before;
        }
    }
}

/// Runs `with` on every five increasing positions below `m`.
fn for_each_five(m: usize, positions: &mut [usize; 5], with: &mut impl FnMut(&[usize; 5])) {
    for a in 0..m {
        for b in a + 1..m {
            for c in b + 1..m {
                for d in c + 1..m {
                    for e in d + 1..m {
                        *positions = [a, b, c, d, e];
                        with(positions);
                    }
                }
            }
        }
    }
}

/// With the up card a club and no card seen: how many hands the three other suits' renamings
/// make of `cards` if it is the first of them (its diamonds, hearts and spades in decreasing
/// order of their rank sets), else 0.
fn pattern_weight(cards: &[Card; 5]) -> i128 {
    let mut ranks = [0u16; 4];
    for card in cards {
        ranks[card.suit().index()] |= 1 << card.rank().index();
    }
    let [_, diamonds, hearts, spades] = ranks;
    if diamonds < hearts || hearts < spades {
        return 0;
    }
    match (diamonds == hearts, hearts == spades) {
        (true, true) => 1,
        (true, false) | (false, true) => 3,
        (false, false) => 6,
    }
}
