//! A finished hand's net against each final hand of the dealer, from the domain's own
//! settlement (so the values pay what the table pays), memoised on what the settlement looks
//! at: the hand's hard total, whether it holds an ace, its number of cards, whether they are
//! all sevens, and whether it was doubled. The settlement itself is called once per such
//! summary, with the hand's real cards and an example dealer's hand of each final.

use super::counts::VALUES;
use super::dealer_table::Finals;
use super::memo::Memo;
use livedraw_domain::games::blackjack::hand::value;
use livedraw_domain::games::blackjack::settlement::{settle, PlayedHand, TableOptions};
use livedraw_domain::games::blackjack::version::Rules;
use livedraw_domain::{Rank, Verdict};
use std::cell::RefCell;
use std::rc::Rc;

/// What the settlement of a hand depends on besides the dealer's hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Summary {
    /// The total with every ace at 1.
    pub hard: u8,
    /// Whether it holds an ace.
    pub ace: bool,
    /// Its cards.
    pub cards: u8,
    /// Whether every card is a seven.
    pub sevens: bool,
}

impl Summary {
    /// The summary of `ranks`.
    pub fn of(ranks: &[Rank]) -> Summary {
        ranks
            .iter()
            .fold(Summary::EMPTY, |hand, &rank| hand.plus(rank))
    }

    /// No cards yet.
    pub const EMPTY: Summary = Summary {
        hard: 0,
        ace: false,
        cards: 0,
        sevens: true,
    };

    /// The hand with one more card.
    pub fn plus(self, rank: Rank) -> Summary {
        Summary {
            hard: self.hard.saturating_add(value(rank)),
            ace: self.ace || rank == Rank::Ace,
            cards: self.cards.saturating_add(1),
            sevens: self.sevens && rank == Rank::Seven,
        }
    }

    /// The best total: an ace at 11 where that does not pass 21.
    pub fn best(self) -> u8 {
        if self.ace && self.hard + 10 <= 21 {
            self.hard + 10
        } else {
            self.hard
        }
    }

    /// The memo key: the number of cards counts only as the settlement sees it (two: a
    /// blackjack; three sevens; ten: a Charlie), so hands of many sizes share their nets.
    fn key(self, doubled: bool) -> u32 {
        let cards = match self.cards {
            0..=2 | 10 => self.cards,
            3 if self.sevens => 3,
            _ => 4,
        };
        u32::from(self.hard)
            | u32::from(self.ace) << 8
            | u32::from(cards) << 9
            | u32::from(doubled) << 17
    }
}

/// One net per final hand of the dealer, in the order of [`Finals`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Net {
    /// The nets.
    pub against: Finals,
    /// Settled at once whatever the dealer draws (three sevens paid): no dealer's hand needed.
    pub at_once: bool,
}

impl Net {
    /// The largest net the hand takes against any final hand, whether won or lost.
    pub fn largest(&self) -> f64 {
        self.against
            .iter()
            .fold(0.0, |most, net| net.abs().max(most))
    }

    /// Whether the hand comes to nothing whatever the dealer draws (a verdict measured that
    /// the hand cannot have, such as a push standing below 17): it adds nothing to a value.
    pub fn is_nothing(&self) -> bool {
        self.against.iter().all(|&net| net == 0.0)
    }
}

/// The nets of one kind of hand (split or not, the seat's first or not) at one table; or,
/// measuring a verdict, 1 where the settlement gives it and 0 elsewhere, so that a tree valued
/// with them gives the verdict's chance instead of the expected net.
pub struct Nets {
    rules: Rules,
    options: TableOptions,
    up: Rank,
    split: bool,
    original: bool,
    measured: Option<Verdict>,
    /// Where this kind of hand's nets are kept on this thread ([`SETTLED`]), if they are.
    settled: Option<usize>,
    known: Memo<u32, u16>,
    /// Every net found, in the order found.
    list: Vec<Net>,
    /// The hand each was found for: its summary, whether doubled, and its cards (shared with
    /// the nets that follow these, which take every hand: [`Nets::follow`]).
    hands: Vec<(Summary, bool, Rc<[Rank]>)>,
}

impl Nets {
    /// Nets of hands that came from a split or not, holding the original stake or not,
    /// against a dealer whose up card is `up`.
    pub fn new(rules: Rules, options: TableOptions, up: Rank, split: bool, original: bool) -> Nets {
        let kind = (rules, options, up, split, original, None);
        Nets {
            rules,
            options,
            up,
            split,
            original,
            measured: None,
            settled: settled_at(kind),
            known: Memo::default(),
            list: Vec::new(),
            hands: Vec::new(),
        }
    }

    /// The same hands measuring `verdict`: 1 where the settlement gives it, else 0.
    pub fn measuring(self, verdict: Verdict) -> Nets {
        let kind = (
            self.rules,
            self.options,
            self.up,
            self.split,
            self.original,
            Some(verdict),
        );
        Nets {
            measured: Some(verdict),
            settled: settled_at(kind),
            ..self
        }
    }

    /// Whether the rules let the hand `hand` take another card: below 21, three sevens not
    /// paid, no Charlie.
    pub fn open(&self, hand: Summary) -> bool {
        let charlie = self.rules.ten_card_charlie && hand.cards >= 10;
        hand.best() < 21 && !self.three_sevens(hand) && !charlie
    }

    fn three_sevens(&self, hand: Summary) -> bool {
        self.rules.three_sevens && !self.split && hand.sevens && hand.cards == 3
    }

    /// Every net found so far, where [`Nets::index`] says.
    pub fn list(&self) -> &[Net] {
        &self.list
    }

    /// Where the net of the hand summarised by `hand` (whose cards `cards` gives), doubled or
    /// not, is in [`Nets::list`].
    pub fn index(
        &mut self,
        hand: Summary,
        doubled: bool,
        cards: impl FnOnce() -> Vec<Rank>,
    ) -> u16 {
        let key = hand.key(doubled);
        if let Some(&known) = self.known.get(&key) {
            return known;
        }
        let cards: Rc<[Rank]> = cards().into();
        self.list.push(self.settled(hand, doubled, &cards));
        self.hands.push((hand, doubled, cards));
        // Fewer than 2^16 summaries exist (totals, cards, flags).
        let at = u16::try_from(self.list.len() - 1).unwrap_or(u16::MAX);
        self.known.insert(key, at);
        at
    }

    /// Takes the hands `other` found that these nets have not, in the same places (these nets
    /// only ever follow `other`): a tree built with `other` then reads these where it read its
    /// own ([`super::tree::Tree::with_nets`]), so the same hands are valued measuring a verdict
    /// without building their tree again.
    pub fn follow(&mut self, other: &Nets) {
        for (hand, doubled, cards) in other.hands.iter().skip(self.list.len()) {
            let at = u16::try_from(self.list.len()).unwrap_or(u16::MAX);
            self.list.push(self.settled(*hand, *doubled, cards));
            self.hands.push((*hand, *doubled, Rc::clone(cards)));
            self.known.insert(hand.key(*doubled), at);
        }
    }

    /// The net of `hand` (its cards `cards`), doubled or not, against each final hand, as
    /// this thread last settled it for this kind of hand where it did.
    fn settled(&self, hand: Summary, doubled: bool, cards: &[Rank]) -> Net {
        let Some(at) = self.settled else {
            return self.settle(hand, doubled, cards);
        };
        let key = hand.key(doubled);
        let known = SETTLED.with(|kinds| kinds.borrow()[at].1.get(&key).copied());
        known.unwrap_or_else(|| {
            let net = self.settle(hand, doubled, cards);
            SETTLED.with(|kinds| kinds.borrow_mut()[at].1.insert(key, net));
            net
        })
    }

    /// The domain's settlement of `hand` (its cards `cards`), doubled or not, against each
    /// final hand.
    fn settle(&self, hand: Summary, doubled: bool, cards: &[Rank]) -> Net {
        let played = PlayedHand {
            ranks: cards,
            split: self.split,
            original: self.original,
            doubled,
            surrendered: false,
        };
        let settled = |dealer: &[Rank]| {
            let settled = settle(&self.rules, &self.options, &played, dealer);
            match self.measured {
                None => f64::from(settled.net.as_hundredths()) / 100.0,
                Some(verdict) => f64::from(u8::from(settled.verdict == verdict)),
            }
        };
        let blackjack = if self.up == Rank::Ace {
            [Rank::Ace, Rank::Ten]
        } else {
            [self.up, Rank::Ace]
        };
        let mut against = [0.0; 8];
        for (net, dealer) in against
            .iter_mut()
            .zip(STANDING.iter().chain([&&blackjack[..], &&BUST[..]]))
        {
            *net = settled(dealer);
        }
        Net {
            against,
            at_once: self.three_sevens(hand),
        }
    }
}

/// What a kind of hand's nets depend on besides the hand: the table's rules and options, the
/// up card, whether the hand came from a split and holds the original stake, and the
/// verdict measured.
type Kind = (Rules, TableOptions, Rank, bool, bool, Option<Verdict>);

/// The most kinds of hands whose nets a thread keeps (a round asks for about a hundred;
/// a few tables' worth).
const KINDS: usize = 512;

thread_local! {
    /// The nets settled on this thread, by kind of hand and [`Summary::key`]: they depend on
    /// the table, not on the shoe, so every round at the table reads the first round's
    /// instead of settling each hand of every tree again.
    static SETTLED: RefCell<Vec<(Kind, Memo<u32, Net>)>> = const { RefCell::new(Vec::new()) };
}

/// Where the nets of `kind` are kept on this thread, made room for if need be (`None` once
/// [`KINDS`] are kept: those are settled every time).
fn settled_at(kind: Kind) -> Option<usize> {
    SETTLED.with(|kinds| {
        let mut kinds = kinds.borrow_mut();
        if let Some(at) = kinds.iter().position(|(known, _)| *known == kind) {
            return Some(at);
        }
        if kinds.len() >= KINDS {
            return None;
        }
        kinds.push((kind, Memo::default()));
        Some(kinds.len() - 1)
    })
}

/// A dealer hand that busts whatever the version (26).
const BUST: [Rank; 3] = [Rank::Ten, Rank::Six, Rank::Ten];

/// A dealer hand standing on 17, 18, 19, 20, 21 (not a blackjack) and 22.
const STANDING: [&[Rank]; 6] = [
    &[Rank::Ten, Rank::Seven],
    &[Rank::Ten, Rank::Eight],
    &[Rank::Ten, Rank::Nine],
    &[Rank::Ten, Rank::Ten],
    &[Rank::Ten, Rank::Five, Rank::Six],
    &[Rank::Ten, Rank::Two, Rank::Ten],
];

/// The rank standing for a value index (a ten for every ten-valued card).
pub fn rank_of(value: usize) -> Rank {
    match value {
        0 => Rank::Ace,
        two_to_nine if two_to_nine < VALUES - 1 => Rank::ALL[two_to_nine - 1],
        _ => Rank::Ten,
    }
}
