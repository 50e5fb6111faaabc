//! Why a table state cannot be priced.

use livedraw_domain::Card;
use thiserror::Error;

/// A state that no legal table can be in, or a pricing configuration that makes no sense.
#[derive(Clone, Debug, PartialEq, Error)]
pub enum OddsError {
    /// A card was seen more often than the shoe or deck holds it.
    #[error("card {card} is seen more often than the {decks} deck(s) hold")]
    CardSeenTooOften {
        /// The card.
        card: Card,
        /// Decks in the shoe.
        decks: u8,
    },
    /// Too few cards remain to finish the draw.
    #[error("only {left} card(s) remain, the draw needs up to {needed} more")]
    TooFewCards {
        /// Cards still needed in the worst case.
        needed: usize,
        /// Cards remaining.
        left: usize,
    },
    /// The Banker's first card is known but the Player's is not: the Player is dealt first.
    #[error("the Banker's first card cannot be known before the Player's")]
    BankerBeforePlayer,
    /// Poker needs six hands of two cards each, or none at all before the deal.
    #[error("expected 6 hands of 2 cards each (or none), got {hands} hand(s)")]
    WrongHands {
        /// Hands given.
        hands: usize,
    },
    /// A poker hand that does not have exactly two cards.
    #[error("hand {hand} has {cards} card(s), a hand has 2")]
    WrongHandSize {
        /// The hand (1-based).
        hand: usize,
        /// Cards given.
        cards: usize,
    },
    /// A board that is not empty, a flop, a turn or a river.
    #[error("a board has 0, 3, 4 or 5 cards, got {0}")]
    WrongBoard(usize),
    /// A board or dead card before the pocket cards are dealt.
    #[error("board and dead cards come after the twelve pocket cards")]
    BoardBeforeHands,
    /// One card appears twice in a one-deck game.
    #[error("card {0} appears twice")]
    DuplicateCard(Card),
    /// A card game's table with no shoe in play: a round never opens then, but if it did it
    /// could not be priced.
    #[error("no shoe in play")]
    NoShoe,
    /// A hold'em spot that is no decision point of its game: the board and the options taken
    /// before name none.
    #[error("no decision of {game} at {board} board card(s) after {taken:?}: {points}")]
    NoDecisionPoint {
        /// The game.
        game: &'static str,
        /// Board cards given.
        board: usize,
        /// The options taken before, as given.
        taken: Vec<String>,
        /// The decision points at that board, or why there is none.
        points: String,
    },
    /// A hold'em decision before the flop that the starting-hand table does not hold: it is
    /// generated for a full deck (no card seen but the player's) and the published main
    /// paytables.
    #[error("the values before the flop come from the starting-hand table, made for a full deck and the published main paytables: this decision is not in it")]
    BeforeTheFlop,
    /// Oasis Stud's version D has no dealer's hand: its decisions and return are Triple Bet
    /// Poker's, with table D ([`crate::games::oasis::community_rules`]).
    #[error("Oasis version D has no dealer's hand: it is valued as Triple Bet Poker (three own cards and the community cards)")]
    OasisCommunityCards,
    /// The whole deck's return of an Oasis version that has none computed: the standard game
    /// and B (every deal a swap decision) and D (played as Triple Bet Poker).
    #[error("the ante boxes' return is computed for Oasis versions A and C only")]
    OasisReturnNotComputed,
    /// Triple Bet Poker's rules asked of an Oasis version that is not D.
    #[error("only Oasis version D is played with community cards")]
    OasisStudVersion,
    /// Version C's deuces-wild hands are valued by enumeration, not from the dealer's table of
    /// the versions with a swap (C has none).
    #[error("Oasis version C has no swap: its hands are valued one by one")]
    OasisDeucesWild,
    /// A margin outside 0 ≤ margin < 1.
    #[error("margin {0} is not in [0, 1)")]
    InvalidMargin(f64),
    /// A probability floor outside 0 ≤ floor ≤ 1.
    #[error("probability floor {0} is not in [0, 1]")]
    InvalidFloor(f64),
    /// A Pai Gow card given twice (in the hand and among the cards seen, or seen twice): the
    /// 53-card deck holds each card once.
    #[error("Pai Gow card {0} is given twice: the 53-card deck holds each card once")]
    PaiGowCardTwice(livedraw_domain::games::pai_gow::PaiGowCard),
    /// An estimate asked of no samples.
    #[error("an estimate needs at least one sample")]
    NoSamples,
}
