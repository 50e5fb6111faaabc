//! The chance that a hold'em player's final hand beats the dealer's, and that they tie, over
//! every deal from one deck, every card unseen: the player's two hole cards, the dealer's two
//! and the five of the board, each hand the best five of its seven.
//!
//! Player and dealer are dealt alike, so the player wins as often as the dealer does: only the
//! ties need counting, the rest splits in halves. [`tie_count`] counts them exactly. On each
//! board it values every hole pair off the board once (as [`super::preflop::board`] does),
//! sorts the values, and counts the ties within each run of equal values at once: of `n` hole
//! pairs of one value, `k_c` of them holding card `c`, the ordered pairs of two that share no
//! card number `n² − (Σ_c k_c² − n)`. The whole deck's counts are generated once by `make
//! showdown-chance` (`crates/odds/examples/showdown_chance.rs`) into [`full_deck`].

mod generated;
#[cfg(test)]
mod tests;

use super::preflop::board::Layout;
use crate::error::OddsError;
use crate::fraction::Fraction;
use livedraw_domain::poker::five_card::Shared;
use livedraw_domain::Card;

/// The deals of a showdown and how many of them tie, exactly.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ShowdownChance {
    /// Every deal: a board, the player's hole pair and the dealer's, in order (the player's
    /// and the dealer's pairs swapped is another deal).
    pub deals: u64,
    /// The deals whose two final hands are equal.
    pub ties: u64,
}

impl ShowdownChance {
    /// The deals the player wins; as many as the dealer wins.
    pub fn wins(self) -> u64 {
        self.deals.saturating_sub(self.ties) / 2
    }

    /// The chance that the player's final hand beats the dealer's, exactly (0 without deals).
    pub fn win_fraction(self) -> Fraction {
        Fraction::new(i128::from(self.wins()), i128::from(self.deals))
    }

    /// The chance that the two final hands are equal, exactly (0 without deals).
    pub fn tie_fraction(self) -> Fraction {
        Fraction::new(i128::from(self.ties), i128::from(self.deals))
    }

    /// The chance that the player's final hand beats the dealer's; the dealer's beats the
    /// player's as often.
    pub fn win(self) -> f64 {
        self.win_fraction().as_f64()
    }

    /// The chance that the two final hands are equal.
    pub fn tie(self) -> f64 {
        self.tie_fraction().as_f64()
    }

    /// Both counts added: two shares of the boards make their union's.
    fn add(self, other: ShowdownChance) -> ShowdownChance {
        ShowdownChance {
            deals: self.deals + other.deals,
            ties: self.ties + other.ties,
        }
    }
}

/// The whole deck's showdown, as last generated (`make showdown-chance`).
pub fn full_deck() -> ShowdownChance {
    ShowdownChance {
        deals: generated::DEALS,
        ties: generated::TIES,
    }
}

/// Every deal from `deck` (the whole deck, or fewer cards for a test) counted, and its ties,
/// the boards shared out over `threads` threads. A deck of fewer than nine cards has no deal.
pub fn tie_count(deck: &[Card], threads: usize) -> Result<ShowdownChance, OddsError> {
    let deck = distinct(deck)?;
    let layout = Layout::new(deck.len().saturating_sub(5));
    let threads = threads.max(1);
    let total = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|share| {
                let (deck, layout) = (&deck, &layout);
                scope.spawn(move || Tally::new(deck, layout).share(share, threads))
            })
            .collect();
        workers
            .into_iter()
            // A worker panics only on a bug; its share would be missing.
            .map(|worker| {
                worker
                    .join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            })
            .fold(ShowdownChance::default(), ShowdownChance::add)
    });
    Ok(total)
}

/// `deck`'s cards, refused if one is there twice: it would be dealt twice in a deal.
fn distinct(deck: &[Card]) -> Result<Vec<Card>, OddsError> {
    let mut seen = [false; 52];
    for &card in deck {
        if std::mem::replace(&mut seen[card.index()], true) {
            return Err(OddsError::DuplicateCard(card));
        }
    }
    Ok(deck.to_vec())
}

/// One thread's count over its share of the boards, with the room each board reuses.
struct Tally<'a> {
    deck: &'a [Card],
    layout: &'a Layout,
    /// The cards off the current board.
    off: Vec<Card>,
    /// Each hole pair off the board: its hand's value above, its index below, so that sorting
    /// brings equal hands together.
    keyed: Vec<u64>,
    /// Per place off the board, how many of the current run's hole pairs hold it.
    held: [u64; 52],
}

impl<'a> Tally<'a> {
    fn new(deck: &'a [Card], layout: &'a Layout) -> Tally<'a> {
        Tally {
            deck,
            layout,
            off: Vec::with_capacity(deck.len()),
            keyed: Vec::with_capacity(layout.holes().len()),
            held: [0; 52],
        }
    }

    /// The deals and ties of every `shares`-th board from board `share` on.
    fn share(mut self, share: usize, shares: usize) -> ShowdownChance {
        let n = self.deck.len();
        if n < 5 {
            return ShowdownChance::default();
        }
        let off = n - 5;
        // Every board leaves the same cards off: as many deals on each.
        let per_board = (choose(off, 2) * choose(off.saturating_sub(2), 2)) as u64;
        let mut board = [0, 1, 2, 3, 4];
        let mut total = ShowdownChance::default();
        let mut at = 0;
        loop {
            if at % shares == share {
                let ties = self.ties(board);
                total = total.add(ShowdownChance {
                    deals: per_board,
                    ties,
                });
            }
            at += 1;
            if !next_board(&mut board, n) {
                return total;
            }
        }
    }

    /// The ties on the board of places `board`: every ordered two disjoint hole pairs off it
    /// with equal hands.
    fn ties(&mut self, board: [usize; 5]) -> u64 {
        let shared = Shared::of(&board.map(|place| self.deck[place]));
        self.off.clear();
        self.off.extend(
            self.deck
                .iter()
                .enumerate()
                .filter(|(place, _)| !board.contains(place))
                .map(|(_, &card)| card),
        );
        self.keyed.clear();
        for (index, &[a, b]) in self.layout.holes().iter().enumerate() {
            let hand = shared.with(&[self.off[usize::from(a)], self.off[usize::from(b)]]);
            self.keyed.push(u64::from(hand.get()) << 32 | index as u64);
        }
        self.keyed.sort_unstable();
        let keyed = std::mem::take(&mut self.keyed);
        let ties = keyed
            .chunk_by(|a, b| a >> 32 == b >> 32)
            .map(|run| self.run_ties(run))
            .sum();
        self.keyed = keyed;
        ties
    }

    /// The ordered two disjoint hole pairs among `run` (hole pairs of one hand value):
    /// `n² − (Σ_c k_c² − n)`, two pairs sharing at most one card.
    fn run_ties(&mut self, run: &[u64]) -> u64 {
        let n = run.len() as u64;
        // One hole pair alone ties with none.
        if n == 1 {
            return 0;
        }
        let holes = self.layout.holes();
        let places = |key: u64| holes[(key & u64::from(u32::MAX)) as usize].map(usize::from);
        let mut squares = 0;
        for &key in run {
            for place in places(key) {
                // (k + 1)² − k²: the sum of squares kept as the counts grow.
                squares += 2 * self.held[place] + 1;
                self.held[place] += 1;
            }
        }
        for &key in run {
            for place in places(key) {
                self.held[place] = 0;
            }
        }
        n * n + n - squares
    }
}

/// Steps `board` (five places of `n`, rising) to the next five in lexicographic order; false
/// after the last.
fn next_board(board: &mut [usize; 5], n: usize) -> bool {
    for at in (0..5).rev() {
        if board[at] + (5 - at) < n {
            board[at] += 1;
            for later in at + 1..5 {
                board[later] = board[later - 1] + 1;
            }
            return true;
        }
    }
    false
}

/// `n` choose `k`.
fn choose(n: usize, k: usize) -> usize {
    if k > n {
        return 0;
    }
    (0..k).fold(1, |product, i| product * (n - i) / (i + 1))
}
