//! A Red Dog or Bulldog table's betting round as the pricing takes it: the bet (Bulldog's on
//! each seat), a fixed-payout market offered at its least win (1 x), with its exact chance of
//! winning and of being void (a push: consecutive cards, a pair without trips) and its exact
//! return raising at best, from the shoe as it stands. A Bulldog seat's third card is, before
//! the grid is dealt, any unseen card alike, so every seat's bet has Red Dog's chances.

use super::{bet_return, rank_counts, third_card, total, Raising, RankCounts};
use crate::chances::{Chances, FixedReturn, MarketChance};
use crate::error::OddsError;
use crate::fraction::Fraction;
use crate::games::game_odds::GameOdds;
use livedraw_domain::games::red_dog::{markets, RedDog, RedDogRules, Spread};
use livedraw_domain::games::rules::GameRules;
use livedraw_domain::{Composition, GameKind, MarketId, Payout, Rank};

/// What a Red Dog or Bulldog table's betting round is priced from: its boxes, rules and the
/// shoe's unseen cards.
#[derive(Clone, Debug, PartialEq)]
pub struct RedDogState {
    /// Red Dog or Bulldog.
    pub kind: GameKind,
    /// The boxes offered: the bet, or Bulldog's bet on each seat.
    pub boxes: Vec<MarketId>,
    /// The table's paytable.
    pub rules: RedDogRules,
    /// The cards still in the shoe.
    pub unseen: Composition,
}

/// The bet's chance of winning and of a push, from `counts`: over every two grid cards, the
/// third card's verdict as the rules' settlement gives it (a brute force over a small shoe, the
/// settlement itself deciding each deal, checks it): between the grid cards wins where the
/// spread pays, a pair's rank wins where trips pay and pushes otherwise, consecutive cards
/// push, and a grid whose line pays nothing pushes whatever comes.
pub fn bet_chances(
    rules: &RedDogRules,
    counts: &RankCounts,
) -> Result<(Fraction, Fraction), OddsError> {
    let n = total(counts, 3)?;
    // below[r]: cards of the ranks under rank r.
    let mut below = [0i128; 14];
    for (rank, &count) in counts.iter().enumerate() {
        below[rank + 1] = below[rank] + count;
    }
    let (mut wins, mut voids) = (0i128, 0i128);
    for (a, first) in Rank::ALL.iter().enumerate() {
        for (b, second) in Rank::ALL.iter().enumerate() {
            let orders = counts[a] * (counts[b] - i128::from(a == b));
            if orders == 0 {
                continue;
            }
            let spread = Spread::of(*first, *second);
            let left = n - 2;
            let (won, pushed) = match (spread, rules.multiple(spread)) {
                (Spread::Consecutive, _) | (_, None) => (0, left),
                (Spread::Pair(_), Some(_)) => {
                    let trips = counts[a] - 2;
                    (trips, left - trips)
                }
                (Spread::Between { .. }, Some(_)) => {
                    let (low, high) = (a.min(b), a.max(b));
                    (below[high] - below[low + 1], 0)
                }
            };
            wins += orders * won;
            voids += orders * pushed;
        }
    }
    let deals = n * (n - 1) * (n - 2);
    Ok((Fraction::new(wins, deals), Fraction::new(voids, deals)))
}

/// The betting round's market of a Red Dog table with `rules` dealing from `unseen`.
pub fn chances(rules: &RedDogRules, unseen: &Composition) -> Result<Chances, OddsError> {
    boxes_chances(&[MarketId::new(markets::BET)], rules, unseen)
}

/// The betting round's `boxes`, each a bet on its own third card, at a table with `rules`
/// dealing from `unseen`.
pub fn boxes_chances(
    boxes: &[MarketId],
    rules: &RedDogRules,
    unseen: &Composition,
) -> Result<Chances, OddsError> {
    let counts = rank_counts(unseen);
    let (win, void) = bet_chances(rules, &counts)?;
    let net = bet_return(rules, &counts, Raising::Best)?;
    let least = rules
        .paytable
        .lines()
        .iter()
        .map(|&(_, pays)| pays)
        .min()
        .unwrap_or(Payout::times(1));
    let market = |id: &MarketId| MarketChance {
        id: id.clone(),
        win: win.as_f64(),
        void: void.as_f64(),
        from_pot: false,
        paid: Some(FixedReturn {
            payout: least,
            rtp: 1.0 + net.as_f64(),
        }),
    };
    Ok(Chances {
        round: 1,
        markets: boxes.iter().map(market).collect(),
    })
}

/// The raise window's values per initial bet: raising the full bet, and not raising; from
/// `unseen`, the grid cards `spread` out of it.
pub fn raise_values(
    rules: &RedDogRules,
    spread: Spread,
    unseen: &Composition,
) -> Result<[(&'static str, Fraction); 2], OddsError> {
    let third = third_card(rules, spread, &rank_counts(unseen))?;
    let raise = third.raise.unwrap_or(third.no_raise);
    Ok([("raise", raise), ("no_raise", third.no_raise)])
}

impl GameOdds for RedDogState {
    type Game = RedDog;

    fn capture(game: &RedDog) -> Result<RedDogState, OddsError> {
        let shoe = game.shoe().shoe().ok_or(OddsError::NoShoe)?;
        Ok(RedDogState {
            kind: game.config().kind(),
            boxes: game.markets(1),
            rules: game.config().rules(),
            unseen: shoe.composition().clone(),
        })
    }

    fn kind(&self) -> GameKind {
        self.kind
    }

    fn chances(&self) -> Result<Chances, OddsError> {
        boxes_chances(&self.boxes, &self.rules, &self.unseen)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use livedraw_domain::games::red_dog::settle;
    use livedraw_domain::Verdict;

    #[test]
    fn the_bet_of_a_fresh_shoe_wins_pushes_and_returns_as_every_deal_settles() {
        let shoe = Composition::full(6);
        let rules = RedDogRules::published();
        let chances = chances(&rules, &shoe).expect("priced");
        let bet = &chances.markets[0];
        assert_eq!(bet.id.as_str(), "bet");
        let paid = bet.paid.expect("a fixed payout");
        assert_eq!(paid.payout, Payout::times(1));
        // The rules file's house edge with six decks, raising at best: 2.798 %.
        assert!((paid.rtp - (1.0 - 0.027_98)).abs() < 5e-6, "{}", paid.rtp);
        // A win, a push or a loss: the three chances are a distribution.
        assert!(bet.win > 0.0 && bet.void > 0.0 && bet.win + bet.void < 1.0);
    }

    #[test]
    fn the_bet_chances_equal_a_brute_force_over_every_card_of_a_small_shoe() {
        let mut counts: RankCounts = [0; 13];
        counts[0] = 2; // two 2s
        counts[3] = 1; // a 5
        counts[4] = 1; // a 6: consecutive with the 5
        counts[7] = 3; // three 9s: trips
        counts[12] = 1; // an ace
        let cards: Vec<usize> = counts
            .iter()
            .enumerate()
            .flat_map(|(rank, &count)| std::iter::repeat_n(rank, count as usize))
            .collect();
        let rules = RedDogRules::published();
        let (mut wins, mut voids, mut deals) = (0i128, 0i128, 0i128);
        for (i, &a) in cards.iter().enumerate() {
            for (j, &b) in cards.iter().enumerate() {
                for (k, &c) in cards.iter().enumerate() {
                    if i == j || j == k || i == k {
                        continue;
                    }
                    deals += 1;
                    let spread = Spread::of(Rank::ALL[a], Rank::ALL[b]);
                    let third = (spread != Spread::Consecutive).then_some(Rank::ALL[c]);
                    match settle(&rules, spread, third).verdict {
                        Verdict::Win => wins += 1,
                        Verdict::Void => voids += 1,
                        Verdict::Lose | Verdict::Push | Verdict::HalfLose => {}
                    }
                }
            }
        }
        let (win, void) = bet_chances(&rules, &counts).expect("chances");
        assert_eq!(win, Fraction::new(wins, deals));
        assert_eq!(void, Fraction::new(voids, deals));
    }
}
