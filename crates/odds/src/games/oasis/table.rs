//! An Oasis Stud Poker table's betting round as the pricing takes it (versions A and C on a
//! common hand): the `ante` box, offered at 1:1 (the least a win pays) with the ante boxes'
//! exact return under the best play and the ante's exact chances of winning and of a push, and
//! the `bonus` box where the version has one, at its lowest line with its chance of paying (a
//! progressive bonus's return its fixed lines', its prizes from the operator's pot). The
//! deck is whole before every round, so the figures depend on the version's rules alone: they
//! are computed once per rules and kept.

use super::published::published_ante_boxes;
use super::returns::{ante_boxes, bonus_return, AnteBoxes, BonusReturn};
use crate::chances::{Chances, FixedReturn, MarketChance};
use crate::error::OddsError;
use crate::games::game_odds::GameOdds;
use crate::games::kept::Kept;
use livedraw_domain::games::oasis::markets::{ANTE, BONUS};
use livedraw_domain::games::oasis::{Bonus, Oasis, OasisRules};
use livedraw_domain::{GameKind, MarketId, Payout};

/// What an Oasis Stud Poker table's betting round is priced from: its rules.
#[derive(Clone, Debug, PartialEq)]
pub struct OasisState {
    /// The version's rules.
    pub rules: OasisRules,
}

/// A whole deck's figures: the ante boxes', and the bonus's where the table has one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WholeDeck {
    /// The ante boxes under the best play.
    pub ante: AnteBoxes,
    /// The bonus box.
    pub bonus: Option<BonusReturn>,
}

/// The whole deck's figures, per rules computed so far.
static FIGURES: Kept<OasisRules, WholeDeck> = Kept::new();

/// The figures of `rules` from a whole deck: the ante boxes' generated for a published bet
/// paytable (counting them takes seconds), else counted on first use and kept; refused for a
/// version whose return is not computed (the standard game and B, whose every deal is a swap
/// decision; D, played as Triple Bet Poker).
pub fn whole_deck(rules: &OasisRules) -> Result<WholeDeck, OddsError> {
    FIGURES.get(rules, |rules| {
        // The ante boxes depend on the version's paytable alone, not on the bonus.
        let published = (rules.paytable == OasisRules::published(rules.version).paytable)
            .then(|| published_ante_boxes(rules.version))
            .flatten();
        let ante = match published {
            Some(ante) => ante,
            None => ante_boxes(rules, &[])?.ok_or(OddsError::OasisReturnNotComputed)?,
        };
        Ok(WholeDeck {
            ante,
            bonus: bonus_return(rules, &[])?,
        })
    })
}

/// The betting round's markets of a table with `rules` whose boxes give `figures`.
pub fn chances_from(rules: &OasisRules, figures: &WholeDeck) -> Chances {
    let mut markets = vec![MarketChance {
        id: MarketId::new(ANTE),
        win: figures.ante.ante_wins.as_f64(),
        void: figures.ante.ante_pushes.as_f64(),
        from_pot: false,
        paid: Some(FixedReturn {
            payout: Payout::times(1),
            rtp: 1.0 + figures.ante.net.as_f64(),
        }),
    }];
    if let (Some(bonus), Some(figures)) = (&rules.bonus, &figures.bonus) {
        markets.push(MarketChance {
            id: MarketId::new(BONUS),
            win: figures.pays.as_f64(),
            void: 0.0,
            from_pot: matches!(bonus, Bonus::Progressive { .. }),
            paid: Some(FixedReturn {
                payout: bonus.fixed().least(),
                rtp: 1.0 + figures.net.as_f64(),
            }),
        });
    }
    Chances { round: 1, markets }
}

impl GameOdds for OasisState {
    type Game = Oasis;

    fn capture(game: &Oasis) -> Result<OasisState, OddsError> {
        Ok(OasisState {
            rules: game.config().rules(),
        })
    }

    fn kind(&self) -> GameKind {
        GameKind::OasisStud
    }

    fn chances(&self) -> Result<Chances, OddsError> {
        Ok(chances_from(&self.rules, &whole_deck(&self.rules)?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use livedraw_domain::games::oasis::{OasisVersion, ProgressiveBonus};
    use livedraw_domain::Card;

    /// Every card but the ranks 9 to ace: the figures of a 24-card deck.
    fn seen() -> Vec<Card> {
        Card::all()
            .filter(|card| !"9TJQKA".contains(card.rank().symbol()))
            .collect()
    }

    #[test]
    fn version_a_offers_the_ante_with_its_exact_chances_and_the_bonus_at_its_lowest_line() {
        let rules = OasisRules::published(OasisVersion::A);
        let figures = WholeDeck {
            ante: ante_boxes(&rules, &seen()).expect("computed").expect("a"),
            bonus: bonus_return(&rules, &seen()).expect("computed"),
        };
        let chances = chances_from(&rules, &figures);
        let ids: Vec<&str> = chances.markets.iter().map(|m| m.id.as_str()).collect();
        assert_eq!(ids, ["ante", "bonus"]);
        let [ante, bonus] = [&chances.markets[0], &chances.markets[1]];
        assert_eq!(ante.win, figures.ante.ante_wins.as_f64());
        assert_eq!(ante.void, figures.ante.ante_pushes.as_f64());
        assert_eq!(
            ante.paid,
            Some(FixedReturn {
                payout: Payout::times(1),
                rtp: 1.0 + figures.ante.net.as_f64()
            })
        );
        let bonus_figures = figures.bonus.as_ref().expect("a has a bonus");
        assert_eq!(bonus.win, bonus_figures.pays.as_f64());
        assert_eq!(bonus.paid.map(|paid| paid.payout), Some(Payout::times(50)));
    }

    #[test]
    fn a_progressive_bonus_is_offered_from_the_pot_at_its_lowest_fixed_line() {
        let progressive = ProgressiveBonus::parse([("stake", "1"), ("royal_flush", "100%")])
            .expect("a progressive bonus");
        let rules = OasisRules::published(OasisVersion::A)
            .with_progressive(progressive)
            .expect("a bonus");
        let figures = WholeDeck {
            ante: ante_boxes(&rules, &seen()).expect("computed").expect("a"),
            bonus: bonus_return(&rules, &seen()).expect("computed"),
        };
        let chances = chances_from(&rules, &figures);
        let bonus = &chances.markets[1];
        let fixed_net = figures.bonus.as_ref().expect("a bonus").net.as_f64();
        assert!(bonus.from_pot);
        assert_eq!(
            bonus.paid,
            Some(FixedReturn {
                payout: Payout::times(50),
                rtp: 1.0 + fixed_net
            })
        );
        let price = crate::pricing::price_market(bonus, &Default::default());
        assert_eq!(
            (price.odds_hundredths, price.status, price.from_pot),
            (Some(5_100), crate::pricing::MarketStatus::Open, true)
        );
    }

    #[test]
    fn version_c_offers_the_ante_alone() {
        let rules = OasisRules::published(OasisVersion::C);
        let figures = WholeDeck {
            ante: ante_boxes(&rules, &seen()).expect("computed").expect("c"),
            bonus: bonus_return(&rules, &seen()).expect("computed"),
        };
        assert_eq!(chances_from(&rules, &figures).markets.len(), 1);
    }

    #[test]
    fn the_standard_game_b_and_d_have_no_whole_deck_figures_to_price_a_table_with() {
        for version in [OasisVersion::Standard, OasisVersion::B, OasisVersion::D] {
            assert_eq!(
                whole_deck(&OasisRules::published(version)),
                Err(OddsError::OasisReturnNotComputed)
            );
        }
    }
}
