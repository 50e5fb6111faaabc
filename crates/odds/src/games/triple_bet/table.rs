//! A Triple Bet Poker table's betting round as the pricing takes it: the three equal bets (one
//! box, `bet`, per unit of one of them) and the bonus, each a fixed-payout market with its
//! exact return under the best play and its chance that the five cards pay. The deck is whole
//! before every round, so the figures depend on the table's paytables alone: the published
//! ones' are generated, others counted once and kept.

use super::published::published_returns;
use super::{returns, TripleBetReturns};
use crate::chances::{Chances, FixedReturn, MarketChance};
use crate::error::OddsError;
use crate::fraction::Fraction;
use crate::games::game_odds::GameOdds;
use crate::games::kept::Kept;
use livedraw_domain::games::triple_bet::{markets, TripleBet, TripleBetGame, TripleBetRules};
use livedraw_domain::{GameKind, MarketId};

/// What a Triple Bet Poker table's betting round is priced from: its game and rules.
#[derive(Clone, Debug, PartialEq)]
pub struct TripleBetState {
    /// Triple Bet Poker, or Oasis Stud Poker's version D.
    pub game: TripleBetGame,
    /// The table's paytables.
    pub rules: TripleBetRules,
}

/// The whole deck's returns, per paytable computed so far.
static RETURNS: Kept<TripleBetRules, TripleBetReturns> = Kept::new();

/// The returns of `rules` from a whole deck: generated for a game's published paytables,
/// else counted on first use and kept.
pub fn whole_deck_returns(rules: &TripleBetRules) -> Result<TripleBetReturns, OddsError> {
    let published = [TripleBetGame::TripleBetPoker, TripleBetGame::OasisD]
        .into_iter()
        .find(|&game| *rules == TripleBetRules::of(game));
    if let Some(game) = published {
        return Ok(published_returns(game));
    }
    RETURNS.get(rules, |rules| returns(rules, &[]))
}

/// The betting round's markets of a table with `rules` whose boxes return `returns`, in the
/// table's order: the bets, then the bonus where the table has one, each offered at its lowest
/// line with its chance of paying.
pub fn chances_from(rules: &TripleBetRules, returns: &TripleBetReturns) -> Chances {
    let market = |id: MarketId, win: &Fraction, least, net: &Fraction| MarketChance {
        id,
        win: win.as_f64(),
        void: 0.0,
        from_pot: false,
        paid: Some(FixedReturn {
            payout: least,
            rtp: 1.0 + net.as_f64(),
        }),
    };
    let mut boxes = vec![market(
        MarketId::new(markets::BET),
        &returns.bets_pay,
        rules.paytable.least(),
        &returns.bets,
    )];
    if rules.has_bonus() {
        boxes.push(market(
            MarketId::new(markets::BONUS),
            &returns.bonus_pays,
            rules.bonus.least(),
            &returns.bonus,
        ));
    }
    Chances {
        round: 1,
        markets: boxes,
    }
}

impl GameOdds for TripleBetState {
    type Game = TripleBet;

    fn capture(game: &TripleBet) -> Result<TripleBetState, OddsError> {
        Ok(TripleBetState {
            game: game.config().game,
            rules: game.config().rules(),
        })
    }

    fn kind(&self) -> GameKind {
        self.game.kind()
    }

    fn chances(&self) -> Result<Chances, OddsError> {
        Ok(chances_from(&self.rules, &whole_deck_returns(&self.rules)?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use livedraw_domain::games::triple_bet::TripleBetHand;
    use livedraw_domain::poker::five_card::evaluate;
    use livedraw_domain::Card;
    use livedraw_domain::Payout;

    #[test]
    fn triple_bet_offers_the_bets_and_the_bonus_with_the_exact_returns_and_chances_of_paying() {
        let rules = TripleBetRules::published();
        let returns = whole_deck_returns(&rules).expect("returns");
        let chances = chances_from(&rules, &returns);
        let ids: Vec<&str> = chances.markets.iter().map(|m| m.id.as_str()).collect();
        assert_eq!(ids, ["bet", "bonus"]);
        let [bet, bonus] = [&chances.markets[0], &chances.markets[1]];
        assert_eq!(
            bet.paid,
            Some(FixedReturn {
                payout: Payout::times(1),
                rtp: 1.0 + returns.bets.as_f64()
            })
        );
        assert_eq!(bonus.paid.map(|paid| paid.payout), Some(Payout::times(3)));
        assert!((bet.win - paying_fives()).abs() < 1e-15);
        assert!(bonus.win > 0.0 && bonus.win < bet.win);
    }

    /// The share of the deck's fives that meet a line of the bets' paytable, each evaluated.
    fn paying_fives() -> f64 {
        let deck: Vec<Card> = Card::all().collect();
        let (mut paying, mut fives) = (0u32, 0u32);
        for a in 0..52 {
            for b in a + 1..52 {
                for c in b + 1..52 {
                    for d in c + 1..52 {
                        for e in d + 1..52 {
                            let five = [deck[a], deck[b], deck[c], deck[d], deck[e]];
                            fives += 1;
                            paying += u32::from(TripleBetHand::of(evaluate(&five)).is_some());
                        }
                    }
                }
            }
        }
        f64::from(paying) / f64::from(fives)
    }

    #[test]
    fn published_figures_equal_the_counting() {
        for game in [TripleBetGame::TripleBetPoker, TripleBetGame::OasisD] {
            assert_eq!(
                published_returns(game),
                returns(&TripleBetRules::of(game), &[]).expect("counted"),
                "{game:?}: run make published-figures"
            );
        }
    }

    #[test]
    fn a_raised_paytable_s_returns_are_counted_once_and_kept() {
        let rules = TripleBetRules::published()
            .with_line("bonus.flush", Payout::times(25))
            .expect("a line");
        let first = whole_deck_returns(&rules).expect("returns");
        assert_eq!(whole_deck_returns(&rules).expect("kept"), first);
        assert!(
            first.bonus.as_f64()
                > published_returns(TripleBetGame::TripleBetPoker)
                    .bonus
                    .as_f64(),
            "a raised line returns more"
        );
    }
}
