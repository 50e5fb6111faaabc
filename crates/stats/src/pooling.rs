//! Pooling rare categories before the chi-square test.
//!
//! The test's approximation wants every category to expect at least 5 results. A poker table's
//! hand categories never all do in any window a studio keeps: a royal flush is 4 of 2,598,960
//! five-card hands. Rather than never test such a table, the categories expecting fewer than 5
//! are counted in one bin, the rarest first, with more of the next rarest until the bin expects
//! at least 5 itself. Any grouping of categories fixed before looking at the counts keeps the
//! test valid (it tests the grouped distribution); this one depends only on the probabilities
//! and the number of samples. Equally likely categories are never pooled: either every one
//! expects 5 or none does, and then there is nothing to test yet.

/// The smallest expected count per bin for the test to be trusted.
pub const SMALLEST_EXPECTED: f64 = 5.0;

/// The categories grouped into the bins the test counts.
#[derive(Clone, Debug, PartialEq)]
pub struct Pooled {
    /// Whether each category (in the rules' order) is counted in the pooled bin.
    pub pooled: Vec<bool>,
    /// Each bin's observed count: the unpooled categories in order, then the pooled bin.
    pub observed: Vec<u64>,
    /// Each bin's probability, in the same order.
    pub probabilities: Vec<f64>,
}

/// The bins for `observed` counts of categories with `probabilities`: every category alone if
/// each expects at least [`SMALLEST_EXPECTED`] or if pooling would leave fewer than two bins;
/// otherwise the rare ones in one bin.
pub fn pool(observed: &[u64], probabilities: &[f64]) -> Pooled {
    let samples = observed.iter().sum::<u64>() as f64;
    let pooled = rare_categories(probabilities, samples);
    let bins_left = pooled.iter().filter(|rare| !**rare).count();
    if bins_left == 0 || !pooled.contains(&true) {
        return Pooled {
            pooled: vec![false; observed.len()],
            observed: observed.to_vec(),
            probabilities: probabilities.to_vec(),
        };
    }
    let (mut bins, mut bin_probabilities) = (Vec::new(), Vec::new());
    let (mut pool_count, mut pool_probability) = (0, 0.0);
    for ((&count, &probability), &rare) in observed.iter().zip(probabilities).zip(&pooled) {
        if rare {
            pool_count += count;
            pool_probability += probability;
        } else {
            bins.push(count);
            bin_probabilities.push(probability);
        }
    }
    bins.push(pool_count);
    bin_probabilities.push(pool_probability);
    Pooled {
        pooled,
        observed: bins,
        probabilities: bin_probabilities,
    }
}

/// Which categories go into the pool with `samples` results: the rarest first, while one
/// expects fewer than [`SMALLEST_EXPECTED`] or the pool so far does.
fn rare_categories(probabilities: &[f64], samples: f64) -> Vec<bool> {
    let mut rarest_first: Vec<usize> = (0..probabilities.len()).collect();
    rarest_first.sort_by(|&a, &b| probabilities[a].total_cmp(&probabilities[b]));
    let mut pooled = vec![false; probabilities.len()];
    let mut pool_probability = 0.0;
    for index in rarest_first {
        let expected = samples * probabilities[index];
        let pool_short = pool_probability > 0.0 && samples * pool_probability < SMALLEST_EXPECTED;
        if expected >= SMALLEST_EXPECTED && !pool_short {
            break;
        }
        pooled[index] = true;
        pool_probability += probabilities[index];
    }
    pooled
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The ten five-card categories' chances, lowest first (counts of the 2,598,960 hands).
    fn five_card() -> Vec<f64> {
        [
            1_302_540u32,
            1_098_240,
            123_552,
            54_912,
            10_200,
            5_108,
            3_744,
            624,
            36,
            4,
        ]
        .iter()
        .map(|&count| f64::from(count) / 2_598_960.0)
        .collect()
    }

    #[test]
    fn r8_rare_hand_categories_are_pooled_until_the_pool_expects_five() {
        let probabilities = five_card();
        let mut observed = vec![0u64; 10];
        observed[0] = 500;
        observed[1] = 420;
        observed[2] = 50;
        observed[3] = 20;
        observed[4] = 6;
        observed[5] = 3;
        observed[6] = 1;
        let pooled = pool(&observed, &probabilities);
        // With 1,000 hands: three of a kind expects 21.1; a straight 3.9, a flush 2.0, a full
        // house 1.4 and the rest less, 7.8 together.
        assert_eq!(
            pooled.pooled,
            [false, false, false, false, true, true, true, true, true, true]
        );
        assert_eq!(pooled.observed, [500, 420, 50, 20, 10]);
        let pool_probability = pooled.probabilities[4];
        assert!((pool_probability - 19_716.0 / 2_598_960.0).abs() < 1e-15);
        assert!(pooled.probabilities.iter().all(|p| 1000.0 * p >= 5.0));
    }

    #[test]
    fn a_pool_short_of_five_takes_the_next_rarest_category_too() {
        // 100 results: 2 and 3 expected are pooled (5 together), 95 stays alone.
        let pooled = pool(&[90, 4, 6], &[0.95, 0.02, 0.03]);
        assert_eq!(pooled.pooled, [false, true, true]);
        // 100 results: 1 and 1 expected are short of 5 together, so 98 joins them: one bin.
        let alone = pool(&[90, 4, 6], &[0.98, 0.01, 0.01]);
        assert_eq!(alone.pooled, [false, false, false]);
        assert_eq!(alone.observed, [90, 4, 6]);
    }

    #[test]
    fn equally_likely_categories_are_never_pooled() {
        let equal = vec![1.0 / 19.0; 19];
        for samples in [10u64, 94, 95, 1_000] {
            let mut observed = vec![0u64; 19];
            observed[0] = samples;
            assert!(!pool(&observed, &equal).pooled.contains(&true), "{samples}");
        }
    }
}
