//! The house way: the dealer's setting, exactly as published (pai-gow.md, "House way"), with
//! the rules file's "How to apply it" where the published text is silent. The dealer has no
//! discretion, so this is a function of the seven cards alone.
//!
//! The steps, as the rules file numbers them:
//! 1. [`classify`]: the first heading that applies, in the order five aces, royal flush,
//!    straight flush, four of a kind, full house, straight and/or flush, two sets of three,
//!    three pair, two pair, three of a kind, one pair, no pair; the joker counts as an ace
//!    except where it completes a straight, flush or straight flush;
//! 2. "played as under two pair" applies the two-pair row in full, exceptions included;
//! 3. splitting two pairs puts the lower pair in front; not splitting keeps both pairs and the
//!    lowest single in back;
//! 4. splitting four of a kind puts one pair in front; not splitting, the best front of the
//!    other three cards;
//! 5. "at least X in front" compares fronts in front-hand ranking ([`FrontValue`]);
//! 6. three of a kind, three aces, two sets of three, three pair and five aces as spelled out;
//! 7. "best front" is the highest front, then the higher back;
//! 8. the result is legal ([`super::setting::front_below_back`]).
//!
//! Where a row names ranks and the hand holds more than one card that fits (an ace or the
//! joker, which of three aces goes in front, which cards of a six-card flush), the row's
//! setting with the highest back is taken, then the first in the deck's order: rule 7's
//! tie-break, so that the house way is one setting for one hand.

use super::back::{BackCategory, BackValue};
use super::card::PaiGowCard;
use super::front::FrontValue;
use super::hand::SevenCards;
use super::setting::{every_setting, Setting};
use crate::card::Rank;
use std::fmt;

/// Which heading of the house-way table a hand falls under (rule 1), in the order the first
/// that applies is taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Holding {
    /// Four aces and the joker.
    FiveAces,
    /// A-K-Q-J-10 of one suit among the seven (the joker may complete it).
    RoyalFlush,
    /// Another straight flush among the seven.
    StraightFlush,
    /// Four cards of one rank (three aces and the joker are four aces).
    FourOfAKind,
    /// Three of a kind with one or two pairs.
    FullHouse,
    /// A straight, a flush, or both.
    StraightOrFlush,
    /// Two sets of three of a kind (under "three of a kind").
    TwoSetsOfThree,
    /// Three pairs.
    ThreePair,
    /// Two pairs.
    TwoPair,
    /// Three of a kind, nothing else.
    ThreeOfAKind,
    /// One pair, nothing else.
    OnePair,
    /// No pair, straight or flush.
    NoPair,
}

impl Holding {
    /// Every heading, in the order rule 1 tries them.
    pub const ORDER: [Holding; 12] = [
        Holding::FiveAces,
        Holding::RoyalFlush,
        Holding::StraightFlush,
        Holding::FourOfAKind,
        Holding::FullHouse,
        Holding::StraightOrFlush,
        Holding::TwoSetsOfThree,
        Holding::ThreePair,
        Holding::TwoPair,
        Holding::ThreeOfAKind,
        Holding::OnePair,
        Holding::NoPair,
    ];

    /// The stable name (`five_aces`, `straight_or_flush`, `no_pair`, …).
    pub fn name(self) -> &'static str {
        match self {
            Holding::FiveAces => "five_aces",
            Holding::RoyalFlush => "royal_flush",
            Holding::StraightFlush => "straight_flush",
            Holding::FourOfAKind => "four_of_a_kind",
            Holding::FullHouse => "full_house",
            Holding::StraightOrFlush => "straight_or_flush",
            Holding::TwoSetsOfThree => "two_sets_of_three",
            Holding::ThreePair => "three_pair",
            Holding::TwoPair => "two_pair",
            Holding::ThreeOfAKind => "three_of_a_kind",
            Holding::OnePair => "one_pair",
            Holding::NoPair => "no_pair",
        }
    }
}

/// Which rule of the table set the hand: the row, and which branch of it (for the dealer's
/// screen and the audit: why this setting).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HouseRule {
    /// No pair: the 2nd and 3rd highest cards in front.
    NoPair,
    /// One pair: the pair in back, the two highest other cards in front.
    OnePair,
    /// Two pair, split: the lower pair in front.
    TwoPairSplit,
    /// Two pair, exception (a): both pairs 6 or lower stay in back.
    TwoPairBothSixOrLower,
    /// Two pair, exception (b): both pairs 10 or lower and an ace: the ace in front.
    TwoPairTenOrLowerWithAce,
    /// Two pair, exception (c): a pair of J, Q or K, a pair of 5 or lower and an ace.
    TwoPairFaceAndFiveOrLowerWithAce,
    /// Three pair: the highest pair in front.
    ThreePair,
    /// Three of a kind (not aces): always in back, the two highest singles in front.
    ThreeOfAKind,
    /// Three aces: one ace and the highest single in front.
    ThreeAces,
    /// Two sets of three: a pair from the higher set in front.
    TwoSetsOfThree,
    /// Full house: the pair in front.
    FullHouse,
    /// Full house with a pair of 2s, an ace and a king: the full house in back, A-K in front.
    FullHouseTwosAceKing,
    /// Three of a kind and two pairs: the higher pair in front.
    FullHouseTwoPairs,
    /// Straight and/or flush: the straight or flush in back, the best front it allows.
    StraightOrFlush,
    /// Both a straight and a flush, neither leaving king-high in front: the flush in back.
    FlushBelowKingHigh,
    /// Four of a kind split into two pairs.
    FourOfAKindSplit,
    /// Four of a kind in back, the best front the other three cards allow.
    FourOfAKindInBack,
    /// A straight flush in back.
    StraightFlush,
    /// A flush or straight in back instead of the straight flush, for ace + face card or
    /// better in front.
    StraightFlushReplaced,
    /// The royal flush in back.
    RoyalFlush,
    /// A straight flush, flush or straight in back instead of the royal flush, for king-high
    /// or better in front.
    RoyalFlushReplaced,
    /// Five aces split: two aces in front.
    FiveAcesSplit,
    /// Five aces with a pair of kings: the kings in front, five aces in back.
    FiveAcesWithKings,
    /// Never produced: the guard that gives the dealer a legal setting should no published
    /// rule have given one (the tests check that every rule gives one).
    NoRuleApplied,
}

/// The house way for one hand: its heading, the rule applied and the setting.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HouseWay {
    /// The heading the hand falls under (rule 1).
    pub holding: Holding,
    /// The rule (and branch) that set it.
    pub rule: HouseRule,
    /// The dealer's setting.
    pub setting: Setting,
}

impl fmt::Display for HouseWay {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} ({:?}): {}",
            self.holding.name(),
            self.rule,
            self.setting
        )
    }
}

impl HouseWay {
    /// Whether the dealer's layout `laid` of `hand` is this setting (a layout that differs is
    /// a hold): a split of the hand's seven cards with the same front and back values. Cards
    /// that differ only by suit, or an ace and the joker in the same role, are the same
    /// setting: it settles alike against every seat.
    pub fn is_laid_out_by(&self, hand: &SevenCards, laid: &Setting) -> bool {
        laid.check(hand).is_ok() && laid.same_hands(&self.setting)
    }
}

/// A seat's setting when the setting window closes: the setting it chose, if it chose one the
/// backend accepted (a split of its cards, no foul), else the house way, the default.
pub fn setting_at_close(hand: &SevenCards, chosen: Option<Setting>) -> Setting {
    chosen
        .filter(|setting| setting.check(hand).is_ok())
        .unwrap_or_else(|| house_way(hand).setting)
}

/// The heading `hand` falls under (rule 1).
pub fn classify(hand: &SevenCards) -> Holding {
    Analysis::of(hand).holding()
}

/// The house-way setting of `hand`.
pub fn house_way(hand: &SevenCards) -> HouseWay {
    let analysis = Analysis::of(hand);
    analysis
        .published()
        .unwrap_or_else(|| analysis.no_rule_applied())
}

/// The house way as the published rules give it; `None` only if no rule gave a setting
/// (never: checked by the tests over random hands).
#[cfg(test)]
pub(super) fn published(hand: &SevenCards) -> Option<HouseWay> {
    Analysis::of(hand).published()
}

/// One setting with its two hands' values.
#[derive(Clone, Copy, Debug)]
struct Scored {
    setting: Setting,
    front: FrontValue,
    back: BackValue,
}

/// The cards of one rank, the joker with the aces.
#[derive(Clone, Debug)]
struct Group {
    rank: Rank,
    cards: Vec<PaiGowCard>,
}

impl Group {
    fn has(&self, card: PaiGowCard) -> bool {
        self.cards.contains(&card)
    }
}

/// A hand worked out once: every setting valued, and the rank groups (the joker an ace).
struct Analysis {
    hand: SevenCards,
    scored: Vec<Scored>,
    /// Highest rank first.
    groups: Vec<Group>,
}

/// Whether a front holds exactly the cards `a` and `b`.
fn is_front(front: [PaiGowCard; 2], a: PaiGowCard, b: PaiGowCard) -> bool {
    front.contains(&a) && front.contains(&b) && a != b
}

impl Analysis {
    fn of(hand: &SevenCards) -> Analysis {
        let scored = every_setting(hand)
            .into_iter()
            .map(|setting| Scored {
                setting,
                front: setting.front_value(),
                back: setting.back_value(),
            })
            .collect();
        let groups = Rank::ALL
            .into_iter()
            .rev()
            .map(|rank| Group {
                rank,
                cards: hand
                    .cards()
                    .iter()
                    .copied()
                    .filter(|card| card.rank_as_ace() == rank)
                    .collect(),
            })
            .filter(|group| !group.cards.is_empty())
            .collect();
        Analysis {
            hand: *hand,
            scored,
            groups,
        }
    }

    /// The groups of exactly `size` cards, highest rank first.
    fn groups_of(&self, size: usize) -> Vec<&Group> {
        self.groups
            .iter()
            .filter(|group| group.cards.len() == size)
            .collect()
    }

    /// The cards outside `taken`, highest first (the joker an ace).
    fn others(&self, taken: &[&Group]) -> Vec<PaiGowCard> {
        self.groups
            .iter()
            .filter(|group| !taken.iter().any(|t| t.rank == group.rank))
            .flat_map(|group| group.cards.iter().copied())
            .collect()
    }

    /// Whether any of the 21 five-card subsets (each a back) satisfies `test`.
    fn holds(&self, test: impl Fn(BackValue) -> bool) -> bool {
        self.scored.iter().any(|scored| test(scored.back))
    }

    fn holding(&self) -> Holding {
        let (trips, pairs) = (self.groups_of(3).len(), self.groups_of(2).len());
        let category = |category: BackCategory| move |back: BackValue| back.category() == category;
        if !self.groups_of(5).is_empty() {
            Holding::FiveAces
        } else if self.holds(BackValue::is_royal_flush) {
            Holding::RoyalFlush
        } else if self.holds(category(BackCategory::StraightFlush)) {
            Holding::StraightFlush
        } else if !self.groups_of(4).is_empty() {
            Holding::FourOfAKind
        } else if trips >= 1 && pairs >= 1 {
            Holding::FullHouse
        } else if self.holds(category(BackCategory::Straight))
            || self.holds(category(BackCategory::Flush))
        {
            Holding::StraightOrFlush
        } else if trips == 2 {
            Holding::TwoSetsOfThree
        } else if pairs == 3 {
            Holding::ThreePair
        } else if pairs == 2 {
            Holding::TwoPair
        } else if trips == 1 {
            Holding::ThreeOfAKind
        } else if pairs == 1 {
            Holding::OnePair
        } else {
            Holding::NoPair
        }
    }

    fn published(&self) -> Option<HouseWay> {
        let holding = self.holding();
        let (rule, setting) = match holding {
            Holding::FiveAces => self.five_aces(),
            Holding::RoyalFlush => self.royal_flush(),
            Holding::StraightFlush => self.straight_flush(),
            Holding::FourOfAKind => self.four_of_a_kind(),
            Holding::FullHouse => self.full_house(),
            Holding::StraightOrFlush => self.straight_or_flush(),
            Holding::TwoSetsOfThree => self.two_sets_of_three(),
            Holding::ThreePair => self.three_pair(),
            Holding::TwoPair => self.two_pair(),
            Holding::ThreeOfAKind => self.three_of_a_kind(),
            Holding::OnePair => self.one_pair(),
            Holding::NoPair => self.no_pair(),
        }?;
        Some(HouseWay {
            holding,
            rule,
            setting,
        })
    }

    /// The guard: the legal setting with the highest back, then front.
    fn no_rule_applied(&self) -> HouseWay {
        let cards = self.hand.cards();
        let first = Setting::new(
            [cards[0], cards[1]],
            [cards[2], cards[3], cards[4], cards[5], cards[6]],
        );
        let setting = self
            .scored
            .iter()
            .filter(|scored| !scored.setting.is_foul())
            .max_by_key(|scored| (scored.back, scored.front))
            .map_or(first, |scored| scored.setting);
        HouseWay {
            holding: self.holding(),
            rule: HouseRule::NoRuleApplied,
            setting,
        }
    }

    /// The setting whose front passes `test` with the highest back (the first on a tie).
    fn with_front(
        &self,
        rule: HouseRule,
        test: impl Fn([PaiGowCard; 2]) -> bool,
    ) -> Option<(HouseRule, Setting)> {
        let mut best: Option<&Scored> = None;
        for scored in self.scored.iter().filter(|s| test(s.setting.front())) {
            if best.is_none_or(|b| scored.back > b.back) {
                best = Some(scored);
            }
        }
        best.map(|scored| (rule, scored.setting))
    }

    /// Of the settings whose back passes `test`, the best front, then the higher back, then
    /// the first (rule 7).
    fn best_front(&self, test: impl Fn(BackValue) -> bool) -> Option<Scored> {
        let mut best: Option<&Scored> = None;
        for scored in self.scored.iter().filter(|s| test(s.back)) {
            if best.is_none_or(|b| (scored.front, scored.back) > (b.front, b.back)) {
                best = Some(scored);
            }
        }
        best.copied()
    }

    /// No pair: the 2nd and 3rd highest cards in front.
    fn no_pair(&self) -> Option<(HouseRule, Setting)> {
        let singles = self.others(&[]);
        let (&second, &third) = (singles.get(1)?, singles.get(2)?);
        self.with_front(HouseRule::NoPair, |front| is_front(front, second, third))
    }

    /// One pair: the pair in back, the two highest remaining cards in front.
    fn one_pair(&self) -> Option<(HouseRule, Setting)> {
        let pair = *self.groups_of(2).first()?;
        let singles = self.others(&[pair]);
        let (&first, &second) = (singles.first()?, singles.get(1)?);
        self.with_front(HouseRule::OnePair, |front| is_front(front, first, second))
    }

    /// The two-pair row on the hand's two pairs.
    fn two_pair(&self) -> Option<(HouseRule, Setting)> {
        let pairs = self.groups_of(2);
        self.two_pairs(pairs.first()?, pairs.get(1)?)
    }

    /// The two-pair row in full (rules 2 and 3) on the pairs `high` and `low`: split, the
    /// lower pair in front, except (a) both pairs 6 or lower; (b) both 10 or lower with an
    /// ace; (c) a pair of J, Q or K and a pair of 5 or lower with an ace; not split, both
    /// pairs and the lowest single in back, the two highest singles in front.
    fn two_pairs(&self, high: &Group, low: &Group) -> Option<(HouseRule, Setting)> {
        let singles = self.others(&[high, low]);
        let ace = singles.iter().any(|card| card.rank_as_ace() == Rank::Ace);
        let keep = if high.rank <= Rank::Six {
            Some(HouseRule::TwoPairBothSixOrLower)
        } else if high.rank <= Rank::Ten && ace {
            Some(HouseRule::TwoPairTenOrLowerWithAce)
        } else if high.rank.is_picture() && low.rank <= Rank::Five && ace {
            Some(HouseRule::TwoPairFaceAndFiveOrLowerWithAce)
        } else {
            None
        };
        match keep {
            Some(rule) => {
                let (&first, &second) = (singles.first()?, singles.get(1)?);
                self.with_front(rule, |front| is_front(front, first, second))
            }
            None => self.with_front(HouseRule::TwoPairSplit, |front| {
                front.iter().all(|&card| low.has(card))
            }),
        }
    }

    /// Three pair: the highest pair in front.
    fn three_pair(&self) -> Option<(HouseRule, Setting)> {
        let highest = *self.groups_of(2).first()?;
        self.with_front(HouseRule::ThreePair, |front| {
            front.iter().all(|&card| highest.has(card))
        })
    }

    /// Three of a kind always in back, the two highest singles in front; three aces: one
    /// ace and the highest single in front.
    fn three_of_a_kind(&self) -> Option<(HouseRule, Setting)> {
        let trips = *self.groups_of(3).first()?;
        let singles = self.others(&[trips]);
        let (&first, &second) = (singles.first()?, singles.get(1)?);
        if trips.rank == Rank::Ace {
            return self.with_front(HouseRule::ThreeAces, |front| {
                front.contains(&first) && front.iter().any(|&card| trips.has(card))
            });
        }
        self.with_front(HouseRule::ThreeOfAKind, |front| {
            is_front(front, first, second)
        })
    }

    /// Two sets of three: a pair from the higher set in front.
    fn two_sets_of_three(&self) -> Option<(HouseRule, Setting)> {
        let higher = *self.groups_of(3).first()?;
        self.with_front(HouseRule::TwoSetsOfThree, |front| {
            front.iter().all(|&card| higher.has(card))
        })
    }

    /// Full house: the pair in front; with a pair of 2s, an ace and a king, the full house in
    /// back and A-K in front; with two pairs, the higher pair in front.
    fn full_house(&self) -> Option<(HouseRule, Setting)> {
        let trips = *self.groups_of(3).first()?;
        let pairs = self.groups_of(2);
        let pair = *pairs.first()?;
        if pairs.len() >= 2 {
            return self.with_front(HouseRule::FullHouseTwoPairs, |front| {
                front.iter().all(|&card| pair.has(card))
            });
        }
        let singles = self.others(&[trips, pair]);
        let single_ranks: Vec<Rank> = singles.iter().map(|card| card.rank_as_ace()).collect();
        if pair.rank == Rank::Two && single_ranks == [Rank::Ace, Rank::King] {
            let (&ace, &king) = (singles.first()?, singles.get(1)?);
            return self.with_front(HouseRule::FullHouseTwosAceKing, |front| {
                is_front(front, ace, king)
            });
        }
        self.with_front(HouseRule::FullHouse, |front| {
            front.iter().all(|&card| pair.has(card))
        })
    }

    /// Four of a kind, by rank band: split into two pairs unless at least the band's front can
    /// go in front from the three other cards (four aces: a pair of 7s; four K, Q or J: a
    /// pair of 10s; four 10s to 7s: ace + face card); four 6s to 2s always in back.
    fn four_of_a_kind(&self) -> Option<(HouseRule, Setting)> {
        let quads = *self.groups_of(4).first()?;
        let others = self.others(&[quads]);
        // The best front the three other cards allow: their pair (of a pair or a set), else
        // their two highest (rule 4).
        let mut best_other: Option<FrontValue> = None;
        for (at, &a) in others.iter().enumerate() {
            for &b in &others[at + 1..] {
                best_other = best_other.max(Some(FrontValue::of([a, b])));
            }
        }
        let other_front = best_other?;
        let in_back = match split_unless(quads.rank) {
            None => true,
            Some(floor) => other_front >= floor,
        };
        if in_back {
            // Any two of the other cards of that value: the one with the highest back.
            return self.with_front(HouseRule::FourOfAKindInBack, |front| {
                FrontValue::of(front) == other_front
                    && front.iter().all(|card| others.contains(card))
            });
        }
        self.with_front(HouseRule::FourOfAKindSplit, |front| {
            front.iter().all(|&card| quads.has(card))
        })
    }

    /// Five aces: a pair of aces in front (the joker stays in back with the other three),
    /// unless the hand also holds a pair of kings: then the kings in front.
    fn five_aces(&self) -> Option<(HouseRule, Setting)> {
        let aces = *self.groups_of(5).first()?;
        let others = self.others(&[aces]);
        if others.iter().all(|card| card.rank_as_ace() == Rank::King) {
            return self.with_front(HouseRule::FiveAcesWithKings, |front| {
                front.iter().all(|card| others.contains(card))
            });
        }
        self.with_front(HouseRule::FiveAcesSplit, |front| {
            front.iter().all(|&card| aces.has(card) && !card.is_joker())
        })
    }

    /// The pairings that make a straight, flush or straight flush play as two pair: (1) a
    /// pair of aces and any other pair, (2) both pairs 10 or higher, and, unless
    /// `royal` (whose row names only these two), (3) both pairs 10 or lower with an ace.
    /// Played under the two-pair row in full (rule 2); with three pairs (the joker pairing an
    /// ace, which is pairing 1) under the three-pair row, the two-pair row having no rule
    /// for a third pair.
    fn pairings(&self, royal: bool) -> Option<(HouseRule, Setting)> {
        let pairs = self.groups_of(2);
        let two = pairs.len() == 2;
        let aces = pairs.len() >= 2 && pairs.iter().any(|pair| pair.rank == Rank::Ace);
        let tens_or_higher = two && pairs.iter().all(|pair| pair.rank >= Rank::Ten);
        let ace_single = self
            .others(&pairs)
            .iter()
            .any(|card| card.rank_as_ace() == Rank::Ace);
        let tens_or_lower_with_ace =
            !royal && two && pairs.iter().all(|pair| pair.rank <= Rank::Ten) && ace_single;
        if !(aces || tens_or_higher || tens_or_lower_with_ace) {
            return None;
        }
        if pairs.len() == 3 {
            return self.three_pair();
        }
        self.two_pairs(pairs.first()?, pairs.get(1)?)
    }

    /// Straight and/or flush: as two pair with the pairings; with both, the one leaving the
    /// higher front (the flush when neither leaves king-high); otherwise the straight or
    /// flush with the best front (a 6- or 7-card straight or flush included).
    fn straight_or_flush(&self) -> Option<(HouseRule, Setting)> {
        if let Some(as_two_pair) = self.pairings(false) {
            return Some(as_two_pair);
        }
        let straight = self.best_front(|back| back.category() == BackCategory::Straight);
        let flush = self.best_front(|back| back.category() == BackCategory::Flush);
        let chosen = match (straight, flush) {
            (Some(straight), Some(flush)) => {
                if straight.front < FrontValue::KING_HIGH && flush.front < FrontValue::KING_HIGH {
                    return Some((HouseRule::FlushBelowKingHigh, flush.setting));
                }
                // The higher front; on equal fronts the higher back, which is the flush.
                if (straight.front, straight.back) > (flush.front, flush.back) {
                    straight
                } else {
                    flush
                }
            }
            (Some(only), None) | (None, Some(only)) => only,
            (None, None) => return None,
        };
        Some((HouseRule::StraightOrFlush, chosen.setting))
    }

    /// Straight flush: in back, unless the pairings (1), (2) or (3) play it as two pair; a
    /// flush or straight in back instead when the straight flush leaves less than ace + face
    /// card in front and that gives at least ace + face card.
    fn straight_flush(&self) -> Option<(HouseRule, Setting)> {
        if let Some(as_two_pair) = self.pairings(false) {
            return Some(as_two_pair);
        }
        let straight_flush =
            self.best_front(|back| back.category() == BackCategory::StraightFlush)?;
        replaced_if(
            straight_flush,
            (HouseRule::StraightFlush, HouseRule::StraightFlushReplaced),
            FrontValue::ACE_FACE,
            self.best_front(|back| {
                matches!(
                    back.category(),
                    BackCategory::Straight | BackCategory::Flush
                )
            }),
        )
    }

    /// Royal flush: in back, unless the pairings (1) or (2) play it as two pair; a straight
    /// flush, flush or straight in back instead when the royal leaves less than king-high
    /// in front and that improves it to at least king-high, whichever gives the best front.
    fn royal_flush(&self) -> Option<(HouseRule, Setting)> {
        if let Some(as_two_pair) = self.pairings(true) {
            return Some(as_two_pair);
        }
        let royal = self.best_front(BackValue::is_royal_flush)?;
        replaced_if(
            royal,
            (HouseRule::RoyalFlush, HouseRule::RoyalFlushReplaced),
            FrontValue::KING_HIGH,
            self.best_front(|back| {
                !back.is_royal_flush()
                    && matches!(
                        back.category(),
                        BackCategory::Straight | BackCategory::Flush | BackCategory::StraightFlush
                    )
            }),
        )
    }
}

/// `kept` in back (rule `rules.0`), or `instead` (rule `rules.1`) when `kept` leaves a front
/// below `floor` and `instead` reaches it.
fn replaced_if(
    kept: Scored,
    rules: (HouseRule, HouseRule),
    floor: FrontValue,
    instead: Option<Scored>,
) -> Option<(HouseRule, Setting)> {
    match instead {
        Some(instead) if kept.front < floor && instead.front >= floor => {
            Some((rules.1, instead.setting))
        }
        Some(_) | None => Some((rules.0, kept.setting)),
    }
}

/// The front the three other cards must allow for four of a kind of `rank` to stay in back
/// (rule 5), or `None` where it always stays in back (four 6s to four 2s).
fn split_unless(rank: Rank) -> Option<FrontValue> {
    match rank {
        Rank::Ace => Some(FrontValue::Pair(Rank::Seven)),
        Rank::King | Rank::Queen | Rank::Jack => Some(FrontValue::Pair(Rank::Ten)),
        Rank::Ten | Rank::Nine | Rank::Eight | Rank::Seven => Some(FrontValue::ACE_FACE),
        Rank::Six | Rank::Five | Rank::Four | Rank::Three | Rank::Two => None,
    }
}
