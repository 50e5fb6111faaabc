//! Multisets of card ranks drawn from a pool: which ranks a set of unknown board cards can
//! have, how many card sets share them, and an additive key for each.

/// C(n, k) for n ≤ 4 (the cards of one rank), k ≤ 5.
const BINOMIAL: [[u64; 6]; 5] = binomials();

const fn binomials() -> [[u64; 6]; 5] {
    let mut table = [[0; 6]; 5];
    let mut n = 0;
    while n < 5 {
        table[n][0] = 1;
        let mut k = 1;
        while k < 6 && k <= n {
            table[n][k] = table[n - 1][k - 1] + table[n - 1][k];
            k += 1;
        }
        n += 1;
    }
    table
}

/// Up to five ranks (0 = two … 12 = ace) in ascending order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct RankSet {
    ranks: [u8; 5],
    len: u8,
}

impl RankSet {
    pub(super) fn as_slice(&self) -> &[u8] {
        &self.ranks[..usize::from(self.len)]
    }

    /// The set with `rank` added at the end (callers add ranks in ascending order).
    pub(super) fn push(mut self, rank: u8) -> RankSet {
        self.ranks[usize::from(self.len)] = rank;
        self.len += 1;
        self
    }

    /// The multiset as a key: three bits per rank holding its count, so that the key of a
    /// union is the sum of the keys.
    pub(super) fn key(&self) -> u64 {
        self.as_slice().iter().map(|&rank| 1u64 << (3 * rank)).sum()
    }
}

/// A multiset of ranks and the number of card sets from the pool that have exactly it.
#[derive(Clone, Copy, Debug)]
pub(super) struct Weighted {
    pub(super) ranks: RankSet,
    /// [`RankSet::key`] of `ranks`.
    pub(super) key: u64,
    pub(super) weight: u64,
}

/// Every multiset of `size` ranks that `pool` (cards left per rank, at most 4) can give, with
/// its weight `∏ C(pool[r], m_r)`.
pub(super) fn multisets(pool: &[u8; 13], size: usize) -> Vec<Weighted> {
    let mut out = Vec::new();
    let empty = Weighted {
        ranks: RankSet::default(),
        key: 0,
        weight: 1,
    };
    extend(pool, 0, size, empty, &mut out);
    out
}

fn extend(pool: &[u8; 13], rank: usize, left: usize, partial: Weighted, out: &mut Vec<Weighted>) {
    if left == 0 {
        out.push(Weighted {
            key: partial.ranks.key(),
            ..partial
        });
        return;
    }
    if rank == 13 {
        return;
    }
    let mut ranks = partial.ranks;
    let ways = &BINOMIAL[usize::from(pool[rank])];
    for (taken, &ways) in ways.iter().enumerate().take(left + 1) {
        if ways == 0 {
            break;
        }
        if taken > 0 {
            ranks = ranks.push(rank as u8);
        }
        let next = Weighted {
            ranks,
            key: 0,
            weight: partial.weight * ways,
        };
        extend(pool, rank + 1, left - taken, next, out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weights_add_up_to_all_card_sets() {
        let pool = [4, 3, 4, 2, 4, 4, 1, 0, 4, 4, 3, 4, 3];
        let cards: usize = pool.iter().map(|&c| usize::from(c)).sum();
        for size in 0..=5 {
            let total: u64 = multisets(&pool, size).iter().map(|m| m.weight).sum();
            let expected = (0..size).fold(1u64, |acc, i| acc * (cards - i) as u64)
                / (1..=size as u64).product::<u64>();
            assert_eq!(total, expected, "size {size}");
        }
    }

    #[test]
    fn keys_are_distinct_and_add_up() {
        let pool = [4; 13];
        for size in 0..=5 {
            let sets = multisets(&pool, size);
            let keys: std::collections::HashSet<u64> = sets.iter().map(|set| set.key).collect();
            assert_eq!(keys.len(), sets.len());
        }
        let a = RankSet::default().push(1).push(5);
        let b = RankSet::default().push(0).push(5).push(5);
        let union = RankSet::default().push(0).push(1).push(5).push(5).push(5);
        assert_eq!(a.key() + b.key(), union.key());
    }
}
