//! Which generated table a configured game reads its values before the flop from: the one
//! generated for its configuration, where there is one ([`super::tables`] holds each game's
//! published main boxes; a table whose main paytable was raised has none, and its decision
//! before the flop and main boxes' return are not published).

use super::super::decision::OptionValue;
use super::table::PreflopTable;
use super::tables;
use crate::error::OddsError;
use livedraw_domain::games::holdem::dynamic_poker::DynamicRules;
use livedraw_domain::games::holdem::holdem_bonus::{AnteOption, ThbRules};
use livedraw_domain::games::holdem::riverside_poker::RiversideRules;
use livedraw_domain::games::holdem::ultimate_holdem::UthRules;
use livedraw_domain::games::holdem::HoldemGame;
use livedraw_domain::Card;

/// A hold'em game whose values before the flop may come from a generated table.
pub trait PreflopGame: HoldemGame {
    /// The table generated for this configuration, if there is one.
    fn preflop(&self) -> Option<&'static PreflopTable>;
}

impl PreflopGame for UthRules {
    fn preflop(&self) -> Option<&'static PreflopTable> {
        let published = UthRules::published(self.trips_table);
        (self.blind == published.blind).then_some(&tables::ULTIMATE_HOLDEM)
    }
}

impl PreflopGame for ThbRules {
    fn preflop(&self) -> Option<&'static PreflopTable> {
        Some(match self.ante_option {
            AnteOption::A => &tables::HOLDEM_BONUS_A,
            AnteOption::B => &tables::HOLDEM_BONUS_B,
            AnteOption::C => &tables::HOLDEM_BONUS_C,
        })
    }
}

impl PreflopGame for DynamicRules {
    fn preflop(&self) -> Option<&'static PreflopTable> {
        // Only the side box B is configured: the main boxes are always as published.
        Some(&tables::DYNAMIC_POKER)
    }
}

impl PreflopGame for RiversideRules {
    fn preflop(&self) -> Option<&'static PreflopTable> {
        (self.blind == RiversideRules::published().blind).then_some(&tables::RIVERSIDE_POKER)
    }
}

/// The value of every option of `game`'s decision before the flop for the hole cards
/// `player`, from a full deck. Cards seen besides the player's are not in the table
/// ([`OddsError::BeforeTheFlop`]); nor is a configuration without one, or a game that first
/// decides after the flop.
pub fn decision_before_the_flop<G: PreflopGame>(
    game: &G,
    player: [Card; 2],
    seen: &[Card],
) -> Result<Vec<OptionValue>, OddsError> {
    if player[0] == player[1] {
        return Err(OddsError::DuplicateCard(player[0]));
    }
    let table = game.preflop().ok_or(OddsError::BeforeTheFlop)?;
    if !seen.is_empty() || table.options.is_empty() {
        return Err(OddsError::BeforeTheFlop);
    }
    Ok(table.decision(player))
}
