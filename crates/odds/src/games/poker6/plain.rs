//! A plain, independent evaluator for the tests: every five of seven cards, ranked the way
//! poker6.md reads, and every board enumerated card by card.

use livedraw_domain::Card;

/// (category 0 high card … 8 straight flush, ranks in the order they are compared).
pub(crate) type PlainValue = (u8, Vec<usize>);

/// The best five-card hand among `cards` (five to seven).
pub(crate) fn best(cards: &[Card]) -> PlainValue {
    let mut best = (0, Vec::new());
    subsets(cards, 5, &mut Vec::new(), &mut |five| {
        let value = five_card(five);
        if value > best {
            best = value;
        }
    });
    best
}

/// A deck shuffled by a seeded xorshift generator.
pub(crate) fn shuffled_deck(seed: u64) -> Vec<Card> {
    let mut state = seed | 1;
    let mut deck: Vec<Card> = Card::all().collect();
    for i in (1..deck.len()).rev() {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        deck.swap(i, (state % (i as u64 + 1)) as usize);
    }
    deck
}

fn five_card(cards: &[Card]) -> PlainValue {
    let mut counts = [0usize; 13];
    for card in cards {
        counts[card.rank().index()] += 1;
    }
    // Ranks by count, then rank, highest first.
    let mut order: Vec<usize> = (0..13).filter(|&r| counts[r] > 0).collect();
    order.sort_by(|&a, &b| (counts[b], b).cmp(&(counts[a], a)));
    let shape: Vec<usize> = order.iter().map(|&r| counts[r]).collect();
    let flush = cards.iter().all(|card| card.suit() == cards[0].suit());
    let straight_top = if order.len() == 5 && order[0] - order[4] == 4 {
        Some(order[0])
    } else if order == [12, 3, 2, 1, 0] {
        Some(3)
    } else {
        None
    };
    match (straight_top, flush, shape.as_slice()) {
        (Some(top), true, _) => (8, vec![top]),
        (_, _, [4, 1]) => (7, order),
        (_, _, [3, 2]) => (6, order),
        (_, true, _) => (5, order),
        (Some(top), false, _) => (4, vec![top]),
        (_, _, [3, 1, 1]) => (3, order),
        (_, _, [2, 2, 1]) => (2, order),
        (_, _, [2, 1, 1, 1]) => (1, order),
        _ => (0, order),
    }
}

/// Counts, over every rest of the board from `unseen`, the boards each hand wins (ties
/// included) and each winning category (9 = royal flush), and the number of boards.
pub(crate) fn enumerate(
    pockets: &[[Card; 2]],
    board: &[Card],
    unseen: &[Card],
) -> (u64, Vec<u64>, Vec<u64>) {
    let mut wins = vec![0; pockets.len()];
    let mut categories = vec![0; 10];
    let mut boards = 0;
    let missing = 5 - board.len();
    let mut chosen = Vec::new();
    subsets(unseen, missing, &mut chosen, &mut |rest| {
        boards += 1;
        let full: Vec<Card> = board.iter().chain(rest).copied().collect();
        let values: Vec<PlainValue> = pockets
            .iter()
            .map(|pocket| {
                let mut seven = full.clone();
                seven.extend_from_slice(pocket);
                best(&seven)
            })
            .collect();
        let top = values.iter().max().cloned().unwrap_or((0, Vec::new()));
        for (hand, value) in values.iter().enumerate() {
            if *value == top {
                wins[hand] += 1;
            }
        }
        let royal = top.0 == 8 && top.1 == [12];
        categories[if royal { 9 } else { usize::from(top.0) }] += 1;
    });
    (boards, wins, categories)
}

fn subsets(cards: &[Card], size: usize, chosen: &mut Vec<Card>, visit: &mut impl FnMut(&[Card])) {
    if chosen.len() == size {
        visit(chosen);
        return;
    }
    for (i, &card) in cards.iter().enumerate() {
        chosen.push(card);
        subsets(&cards[i + 1..], size, chosen, visit);
        chosen.pop();
    }
}
