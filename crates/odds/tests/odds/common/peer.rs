//! The same round-2 poker enumeration built on the public crate `rs_poker` (its incremental
//! seven-card accumulator): the peer our engine is checked and benchmarked against.

use livedraw_domain::Card;
use rs_poker::core::{Card as RsCard, CoreRank, Rank, SevenCardAccum, Suit, Value};

/// Boards, wins per hand (ties included) and winning categories (9 = royal flush).
#[derive(Debug, PartialEq, Eq)]
pub struct PeerTally {
    pub boards: u64,
    pub wins: [u64; 6],
    pub categories: [u64; 10],
}

fn to_rs(card: Card) -> RsCard {
    let suit = Suit::from_char(card.suit().symbol()).expect("suit letters agree");
    RsCard::new(Value::from_u8(card.rank().index() as u8), suit)
}

fn accumulate(cards: &[Card]) -> SevenCardAccum {
    cards
        .iter()
        .fold(SevenCardAccum::new(), |acc, &card| acc + to_rs(card))
}

fn category(rank: Rank, royal: Rank) -> usize {
    if rank == royal {
        return 9;
    }
    match rank.category() {
        CoreRank::HighCard => 0,
        CoreRank::OnePair => 1,
        CoreRank::TwoPair => 2,
        CoreRank::ThreeOfAKind => 3,
        CoreRank::Straight => 4,
        CoreRank::Flush => 5,
        CoreRank::FullHouse => 6,
        CoreRank::FourOfAKind => 7,
        CoreRank::StraightFlush => 8,
    }
}

/// Every board of five from `unseen`, nested loops sharing each level's accumulators.
pub fn enumerate(pockets: &[[Card; 2]; 6], unseen: &[Card]) -> PeerTally {
    let royal =
        accumulate(&livedraw_domain::card::parse_cards("As Ks Qs Js Ts").expect("cards")).rank();
    let cards: Vec<RsCard> = unseen.iter().map(|&card| to_rs(card)).collect();
    let base = pockets.map(|pocket| accumulate(&pocket));
    let mut tally = PeerTally {
        boards: 0,
        wins: [0; 6],
        categories: [0; 10],
    };
    let n = cards.len();
    for a in 0..n {
        let acc_a = base.map(|acc| acc + cards[a]);
        for b in a + 1..n {
            let acc_b = acc_a.map(|acc| acc + cards[b]);
            for c in b + 1..n {
                let acc_c = acc_b.map(|acc| acc + cards[c]);
                for d in c + 1..n {
                    let acc_d = acc_c.map(|acc| acc + cards[d]);
                    for &last in &cards[d + 1..] {
                        let ranks = acc_d.map(|acc| (acc + last).rank());
                        let best = ranks.iter().copied().max().expect("six hands");
                        for (hand, rank) in ranks.iter().enumerate() {
                            tally.wins[hand] += u64::from(*rank == best);
                        }
                        tally.categories[category(best, royal)] += 1;
                        tally.boards += 1;
                    }
                }
            }
        }
    }
    tally
}
