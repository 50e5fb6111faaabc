//! Exact probabilities and returns of fixed-payout markets, from an outcome distribution.
//!
//! Every engine of a fixed-payout game hands [`chances`] its markets (from the domain, with the
//! table's paytable) and every outcome with its weight: equally likely pockets, sectors and dice
//! weigh 1; a card game's coups weigh their probability from the shoe. Each market is settled
//! through the domain's own settlement, so the catalogue, the results and the published returns
//! can never disagree.

use crate::chances::{Chances, FixedReturn, MarketChance};
use livedraw_domain::games::fixed_payout::FixedMarket;
use livedraw_domain::Verdict;

/// What one market gathers over the outcomes.
#[derive(Clone, Copy, Default)]
struct Tally {
    win: f64,
    void: f64,
    returned: f64,
}

/// The exact chance and return of every market in `markets` over `outcomes`, each with its
/// weight (any positive scale: the weights are normalised by their sum).
pub fn chances<'a, M, O>(
    round: u8,
    markets: &[M],
    outcomes: impl IntoIterator<Item = (&'a O, f64)>,
) -> Chances
where
    M: FixedMarket<Outcome = O>,
    O: 'a,
{
    let mut tallies = vec![Tally::default(); markets.len()];
    let mut total = 0.0;
    for (outcome, weight) in outcomes {
        total += weight;
        for (tally, market) in tallies.iter_mut().zip(markets) {
            let (verdict, win) = market.settle(outcome);
            match verdict {
                Verdict::Win => tally.win += weight,
                Verdict::Void | Verdict::Push => tally.void += weight,
                Verdict::Lose | Verdict::HalfLose => {}
            }
            tally.returned += weight * verdict.net(win).returned();
        }
    }
    let markets = markets
        .iter()
        .zip(tallies)
        .map(|(market, tally)| MarketChance {
            id: market.id(),
            win: tally.win / total,
            void: tally.void / total,
            from_pot: false,
            paid: Some(FixedReturn {
                payout: market.payout(),
                rtp: tally.returned / total,
            }),
        })
        .collect();
    Chances { round, markets }
}

#[cfg(test)]
mod tests {
    use super::*;
    use livedraw_domain::{MarketId, Payout};

    /// A coin that pays 0.9 x on heads and pushes on its edge.
    struct Heads;

    impl FixedMarket for Heads {
        type Outcome = char;
        fn id(&self) -> MarketId {
            MarketId::new("heads")
        }
        fn payout(&self) -> Payout {
            Payout::hundredths(90)
        }
        fn settle(&self, outcome: &char) -> (Verdict, Payout) {
            let verdict = match outcome {
                'h' => Verdict::Win,
                'e' => Verdict::Push,
                _ => Verdict::Lose,
            };
            (verdict, self.payout())
        }
    }

    #[test]
    fn the_return_counts_wins_pushes_and_losses_by_weight() {
        let outcomes = [('h', 2.0), ('t', 2.0), ('e', 1.0)];
        let chances = chances(1, &[Heads], outcomes.iter().map(|(o, w)| (o, *w)));
        let heads = &chances.markets[0];
        assert_eq!(heads.win, 0.4);
        assert_eq!(heads.void, 0.2);
        // 0.4 × 1.9 + 0.2 × 1 + 0.4 × 0 = 0.96.
        let paid = heads.paid.expect("fixed");
        assert!((paid.rtp - 0.96).abs() < 1e-15);
        assert_eq!(paid.payout, Payout::hundredths(90));
    }
}
