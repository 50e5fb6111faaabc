//! How many five-, six- or seven-card hands of one deck less the cards seen fall in each
//! five-card category (the best five of the hand), counted exactly and fast: for the exact
//! side-bet returns of the hold'em games against the house (Ultimate Texas Hold'em's trips bet
//! pays on the player's final seven-card hand; issue 27).
//!
//! No hand is dealt one by one. The hands are grouped by their ranks: every multiset of ranks
//! the draw can give is weighted by how many card sets have it, and takes the category its
//! ranks alone give (no flush is possible without five cards of one suit). Then, suit by suit,
//! every set of five or more ranks of that suit is combined with every multiset of the rest of
//! the hand in the other suits, and those hands move from their ranks' category to the flush,
//! straight flush or royal flush they are. Seven cards hold five of at most one suit, so no
//! hand moves twice.

use crate::error::OddsError;
use livedraw_domain::poker::five_card::{evaluate, Category};
use livedraw_domain::Card;

/// Cards in the deck.
const DECK: usize = 52;

/// Ranks in the deck.
const RANKS: usize = 13;

/// Suits in the deck.
const SUITS: usize = 4;

/// Cards of one suit that make a flush.
const FLUSH: usize = 5;

/// The fewest cards in a hand (the best five of it).
const MIN_CARDS: usize = 5;

/// The most cards in a hand: with more, two suits could hold five cards each.
const MAX_CARDS: usize = 7;

/// Cards of a hand outside its flush suit, at most.
const MAX_OTHERS: usize = MAX_CARDS - FLUSH;

/// Hands per category, in [`Category::ALL`]'s order.
type Counts = [u64; 10];

/// Cards per rank.
type RankCounts = [u8; RANKS];

/// A multiset of ranks: bits `4r..4r + 4` hold the count (0 to 4) of rank index `r`, so the
/// key of a union of cards is the sum of their keys.
type RankKey = u64;

/// Bit 0 of each rank's four bits.
const LOW_BITS: RankKey = 0x1_1111_1111_1111;

/// The ace's bit and the two's to the five's, among [`LOW_BITS`]: the wheel, A-2-3-4-5.
const WHEEL: RankKey = (1 << (4 * 12)) | 0x1111;

/// C(n, k) for n, k ≤ 4 (the cards of one rank).
const BINOMIAL: [[u64; 5]; 5] = [
    [1, 0, 0, 0, 0],
    [1, 1, 0, 0, 0],
    [1, 2, 1, 0, 0],
    [1, 3, 3, 1, 0],
    [1, 4, 6, 4, 1],
];

/// How many hands of `cards` cards, drawn from the deck less `seen` together with the
/// `known` cards (which are in every hand), fall in each category (best five of the hand),
/// lowest first as [`Category::ALL`].
///
/// The hand is `known` plus `cards - known.len()` cards drawn from the deck less `known` and
/// `seen`, every such draw once. `cards` is 5, 6 or 7. A card given twice in `known` and
/// `seen` is [`OddsError::DuplicateCard`]; `cards` outside 5..=7 or below `known.len()` is
/// [`OddsError::WrongBoard`]; too few cards left for the draw is [`OddsError::TooFewCards`].
pub fn category_counts(known: &[Card], seen: &[Card], cards: usize) -> Result<Counts, OddsError> {
    let deck = Deck::new(known, seen, cards)?;
    let mut counts = deck.by_ranks();
    for suit in 0..SUITS {
        deck.move_flushes(suit, &mut counts);
    }
    Ok(counts)
}

/// The known cards and the cards left to draw from, by rank and by suit.
struct Deck {
    /// The ranks of the known cards.
    known: RankKey,
    /// Cards left to draw per rank.
    left: RankCounts,
    /// Per suit, the ranks of its known cards as a bit-mask.
    known_suited: [u16; SUITS],
    /// Per suit, the ranks of its cards left to draw as a bit-mask.
    left_suited: [u16; SUITS],
    /// Cards drawn to complete the hand.
    draw: usize,
}

impl Deck {
    /// The deck for hands of `cards` cards holding `known`, with `seen` out of the deck.
    fn new(known: &[Card], seen: &[Card], cards: usize) -> Result<Deck, OddsError> {
        let out = out_of_deck(known, seen)?;
        if !(MIN_CARDS..=MAX_CARDS).contains(&cards) || cards < known.len() {
            return Err(OddsError::WrongBoard(cards));
        }
        let draw = cards - known.len();
        let left = DECK - known.len() - seen.len();
        if left < draw {
            return Err(OddsError::TooFewCards { needed: draw, left });
        }
        let mut deck = Deck {
            known: 0,
            left: [0; RANKS],
            known_suited: [0; SUITS],
            left_suited: [0; SUITS],
            draw,
        };
        for card in known {
            deck.known += rank_key(card.rank().index(), 1);
            deck.known_suited[card.suit().index()] |= 1 << card.rank().index();
        }
        for card in Card::all().filter(|card| !out[card.index()]) {
            deck.left[card.rank().index()] += 1;
            deck.left_suited[card.suit().index()] |= 1 << card.rank().index();
        }
        Ok(deck)
    }

    /// Every hand counted in the category its ranks alone give, as if no hand were a flush.
    fn by_ranks(&self) -> Counts {
        let mut counts = [0; 10];
        for_each_draw(&self.left, self.draw, |drawn, weight| {
            counts[rank_category(self.known + drawn) as usize] += weight;
        });
        counts
    }

    /// Moves the hands with five or more cards of `suit` from their ranks' category to their
    /// own: flush, straight flush or royal flush (or leaves them if their ranks rank higher).
    fn move_flushes(&self, suit: usize, counts: &mut Counts) {
        let fixed = self.known_suited[suit];
        let others = self.others(suit);
        for extra in submasks(self.left_suited[suit]) {
            let suited = fixed | extra;
            let drawn_suited = extra.count_ones() as usize;
            if (suited.count_ones() as usize) < FLUSH || drawn_suited > self.draw {
                continue;
            }
            let flush = flush_category(suited);
            let hand = self.known + mask_key(extra);
            for &(drawn, weight) in &others[self.draw - drawn_suited] {
                let ranks = rank_category(hand + drawn);
                if flush > ranks {
                    counts[ranks as usize] -= weight;
                    counts[flush as usize] += weight;
                }
            }
        }
    }

    /// The draws of cards not of `suit`, by how many (up to [`MAX_OTHERS`]), each as its ranks
    /// and its number of card sets.
    fn others(&self, suit: usize) -> [Vec<(RankKey, u64)>; MAX_OTHERS + 1] {
        let open = self.left_suited[suit];
        let pool: RankCounts =
            std::array::from_fn(|rank| self.left[rank] - u8::from(open & (1 << rank) != 0));
        std::array::from_fn(|size| {
            let mut draws = Vec::new();
            for_each_draw(&pool, size, |drawn, weight| draws.push((drawn, weight)));
            draws
        })
    }
}

/// Which cards are out of the deck (`known` or `seen`), by index; a card out twice is
/// [`OddsError::DuplicateCard`].
fn out_of_deck(known: &[Card], seen: &[Card]) -> Result<[bool; DECK], OddsError> {
    let mut out = [false; DECK];
    for &card in known.iter().chain(seen) {
        if std::mem::replace(&mut out[card.index()], true) {
            return Err(OddsError::DuplicateCard(card));
        }
    }
    Ok(out)
}

/// Calls `visit` with every draw of `size` cards from `pool` (cards per rank) as its ranks,
/// with its number of card sets `∏ C(pool[r], drawn[r])`.
fn for_each_draw(pool: &RankCounts, size: usize, visit: impl FnMut(RankKey, u64)) {
    let mut room = [0; RANKS + 1];
    for rank in (0..RANKS).rev() {
        room[rank] = room[rank + 1] + usize::from(pool[rank]);
    }
    let mut draws = Draws { pool, room, visit };
    draws.extend(0, size, 0, 1);
}

/// The draws of [`for_each_draw`] under way.
struct Draws<'a, F> {
    /// Cards per rank to draw from.
    pool: &'a RankCounts,
    /// `room[r]`: the cards of ranks `r..` in the pool.
    room: [usize; RANKS + 1],
    /// Called with each whole draw and its number of card sets.
    visit: F,
}

impl<F: FnMut(RankKey, u64)> Draws<'_, F> {
    /// Draws `left` more cards from ranks `rank..` onto `drawn`, whose card sets number
    /// `weight`.
    fn extend(&mut self, rank: usize, left: usize, drawn: RankKey, weight: u64) {
        if left == 0 {
            (self.visit)(drawn, weight);
            return;
        }
        if rank == RANKS || self.room[rank] < left {
            return;
        }
        let here = usize::from(self.pool[rank]);
        let ways = BINOMIAL[here].iter().take(left + 1);
        for (take, &ways) in ways.enumerate().take_while(|&(_, &ways)| ways > 0) {
            let drawn = drawn + rank_key(rank, take);
            self.extend(rank + 1, left - take, drawn, weight * ways);
        }
    }
}

/// The key of `count` cards of rank index `rank`.
fn rank_key(rank: usize, count: usize) -> RankKey {
    (count as RankKey) << (4 * rank)
}

/// The key of one card of each rank of the bit-mask `mask`.
fn mask_key(mask: u16) -> RankKey {
    (0..RANKS)
        .filter(|rank| mask & (1 << rank) != 0)
        .map(|rank| rank_key(rank, 1))
        .sum()
}

/// The non-empty and empty subsets of `mask`, each once.
fn submasks(mask: u16) -> impl Iterator<Item = u16> {
    let mut next = Some(mask);
    std::iter::from_fn(move || {
        let current = next?;
        next = (current != 0).then(|| (current - 1) & mask);
        Some(current)
    })
}

/// The category of a hand with the ranks of `key` and no five cards of one suit, as
/// [`evaluate`] ranks it: four of a kind, full house, straight, three of a kind, two pair,
/// pair, high card (a test checks it against [`evaluate`] on every multiset of 5 to 7 ranks).
fn rank_category(key: RankKey) -> Category {
    // A count of 1 or 3 sets the rank's bit 0, 2 or 3 its bit 1, 4 its bit 2.
    let odd = key & LOW_BITS;
    let two = (key >> 1) & LOW_BITS;
    let four = (key >> 2) & LOW_BITS;
    let trips = (odd & two).count_ones();
    let pairs = (two & !odd).count_ones();
    if four != 0 {
        Category::FourOfAKind
    } else if trips > 0 && trips + pairs > 1 {
        Category::FullHouse
    } else if has_straight(odd | two | four) {
        Category::Straight
    } else if trips > 0 {
        Category::ThreeOfAKind
    } else if pairs > 1 {
        Category::TwoPair
    } else if pairs > 0 {
        Category::Pair
    } else {
        Category::HighCard
    }
}

/// Whether the ranks present (bit 0 of each rank's four bits) hold five in a row, the ace
/// also playing low.
fn has_straight(present: RankKey) -> bool {
    let runs = present & (present >> 4) & (present >> 8) & (present >> 12) & (present >> 16);
    runs != 0 || present & WHEEL == WHEEL
}

/// The category of five to seven cards of one suit with the ranks of `mask`: a flush,
/// straight flush or royal flush.
fn flush_category(mask: u16) -> Category {
    let cards: Vec<Card> = Card::all()
        .filter(|card| card.suit().index() == 0 && mask & (1 << card.rank().index()) != 0)
        .collect();
    evaluate(&cards).category()
}

#[cfg(test)]
mod tests {
    use super::*;
    use livedraw_domain::card::parse_cards;
    use livedraw_domain::{Rank, Suit};

    fn count(known: &[Card], seen: &[Card], cards: usize) -> Counts {
        category_counts(known, seen, cards).expect("a valid deck")
    }

    fn of(category: Category, counts: &Counts) -> u64 {
        counts[category as usize]
    }

    /// Every hand of `known` plus `cards - known.len()` of the cards left, one by one.
    fn brute_force(known: &[Card], seen: &[Card], cards: usize) -> Counts {
        let left: Vec<Card> = Card::all()
            .filter(|card| !known.contains(card) && !seen.contains(card))
            .collect();
        let mut counts = [0; 10];
        let mut hand = known.to_vec();
        deal(&left, cards - known.len(), &mut hand, &mut counts);
        counts
    }

    fn deal(left: &[Card], draw: usize, hand: &mut Vec<Card>, counts: &mut Counts) {
        if draw == 0 {
            counts[evaluate(hand).category() as usize] += 1;
            return;
        }
        for (at, &card) in left.iter().enumerate() {
            hand.push(card);
            deal(&left[at + 1..], draw - 1, hand, counts);
            hand.pop();
        }
    }

    /// 30 cards scattered over the deck (a stride of 7 through the indices).
    fn scattered_thirty() -> Vec<Card> {
        Card::all()
            .filter(|card| card.index() * 7 % DECK < 30)
            .collect()
    }

    /// 30 cards out: every heart, diamond and club but nine, so spades make most flushes.
    fn flush_heavy() -> Vec<Card> {
        let kept = |card: &Card| card.suit() == Suit::Spades || card.index().is_multiple_of(5);
        let seen: Vec<Card> = Card::all().filter(|card| !kept(card)).collect();
        assert_eq!(seen.len(), 30);
        seen
    }

    /// 30 cards out: ranks 7 to 9, most of 6 and T and a few others, so the cards left are
    /// mostly the wheel's and broadway's ranks.
    fn straight_heavy() -> Vec<Card> {
        let mut seen =
            parse_cards("7c 7d 7h 7s 8c 8d 8h 8s 9c 9d 9h 9s 6c 6d 6h Tc Td Ts").expect("cards");
        seen.extend(parse_cards("2h 2s 3d 4c 5d Jc Qd Kc Kh Ac Ad 4h").expect("cards"));
        assert_eq!(seen.len(), 30);
        seen
    }

    /// The first two cards left in the deck less `seen` of `suit`, as two known cards.
    fn two_of(suit: Suit, seen: &[Card]) -> Vec<Card> {
        Card::all()
            .filter(|card| card.suit() == suit && !seen.contains(card))
            .take(2)
            .collect()
    }

    /// The category [`evaluate`] gives cards with the ranks of `key`, dealt suits in turn rank
    /// by rank: the cards of one rank differ in suit and no suit has more than two.
    fn evaluated_rank_category(key: RankKey) -> Category {
        let cards: Vec<Card> = Rank::ALL
            .into_iter()
            .flat_map(|rank| std::iter::repeat_n(rank, (key >> (4 * rank.index()) & 0xf) as usize))
            .enumerate()
            .map(|(at, rank)| Card::new(rank, Suit::ALL[at % SUITS]))
            .collect();
        evaluate(&cards).category()
    }

    #[test]
    fn the_ranks_category_is_the_evaluators_on_every_multiset_of_five_to_seven_ranks() {
        let mut multisets = 0;
        for size in MIN_CARDS..=MAX_CARDS {
            for_each_draw(&[4; RANKS], size, |key, _| {
                assert_eq!(rank_category(key), evaluated_rank_category(key), "{key:#x}");
                multisets += 1;
            });
        }
        assert_eq!(multisets, 6_175 + 18_395 + 49_205);
    }

    #[test]
    fn the_full_deck_in_seven_cards_gives_the_published_counts() {
        let counts = count(&[], &[], 7);
        assert_eq!(counts.iter().sum::<u64>(), 133_784_560);
        assert_eq!(of(Category::RoyalFlush, &counts), 4_324);
        assert_eq!(of(Category::StraightFlush, &counts), 37_260);
        assert_eq!(of(Category::FourOfAKind, &counts), 224_848);
        assert_eq!(of(Category::FullHouse, &counts), 3_473_184);
        assert_eq!(of(Category::Flush, &counts), 4_047_644);
        assert_eq!(of(Category::Straight, &counts), 6_180_020);
        assert_eq!(of(Category::ThreeOfAKind, &counts), 6_461_620);
    }

    #[test]
    fn the_full_deck_in_five_cards_gives_the_classic_counts() {
        let counts = count(&[], &[], 5);
        assert_eq!(
            counts,
            [1_302_540, 1_098_240, 123_552, 54_912, 10_200, 5_108, 3_744, 624, 36, 4]
        );
        assert_eq!(counts.iter().sum::<u64>(), 2_598_960);
    }

    #[test]
    fn reduced_decks_match_every_hand_evaluated_one_by_one() {
        let decks = [
            ("scattered", scattered_thirty(), Suit::Hearts),
            ("flush-heavy", flush_heavy(), Suit::Spades),
            ("straight-heavy", straight_heavy(), Suit::Hearts),
        ];
        for (name, seen, suit) in &decks {
            let pocket = two_of(*suit, seen);
            let mixed = [pocket[0], two_of(Suit::Clubs, seen)[0]];
            for known in [&[][..], &pocket[..], &mixed[..]] {
                for cards in MIN_CARDS..=MAX_CARDS {
                    assert_eq!(
                        count(known, seen, cards),
                        brute_force(known, seen, cards),
                        "{name} deck, known {known:?}, {cards} cards"
                    );
                }
            }
        }
    }

    #[test]
    fn a_hand_of_known_cards_only_is_counted_once() {
        let known = parse_cards("As Ks Qs Js Ts 2d 2c").expect("cards");
        let counts = count(&known, &[], 7);
        assert_eq!(of(Category::RoyalFlush, &counts), 1);
        assert_eq!(counts.iter().sum::<u64>(), 1);
    }

    #[test]
    fn a_card_given_twice_or_too_few_cards_left_is_an_error() {
        let ace: Card = "Ah".parse().expect("a card");
        assert_eq!(
            category_counts(&[ace], &[ace], 7),
            Err(OddsError::DuplicateCard(ace))
        );
        assert_eq!(
            category_counts(&[], &[ace, ace], 7),
            Err(OddsError::DuplicateCard(ace))
        );
        let seen: Vec<Card> = Card::all().take(47).collect();
        assert_eq!(
            category_counts(&[], &seen, 7),
            Err(OddsError::TooFewCards { needed: 7, left: 5 })
        );
        assert_eq!(
            category_counts(&[], &seen, 5).map(|c| c.iter().sum()),
            Ok(1u64)
        );
    }

    #[test]
    fn a_hand_size_outside_five_to_seven_or_below_the_known_cards_is_an_error() {
        let known: Vec<Card> = Card::all().take(6).collect();
        assert_eq!(category_counts(&[], &[], 4), Err(OddsError::WrongBoard(4)));
        assert_eq!(category_counts(&[], &[], 8), Err(OddsError::WrongBoard(8)));
        assert_eq!(
            category_counts(&known, &[], 5),
            Err(OddsError::WrongBoard(5))
        );
    }
}
