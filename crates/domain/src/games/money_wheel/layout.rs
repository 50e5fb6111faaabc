//! The money wheel's layout: 54 sectors, each a symbol with a multiplier (table-games.md).
//!
//! The rulebook gives the counts (23 sectors 1 x, 15 sectors 2 x, 8 sectors 5 x, 4 sectors
//! 10 x, 2 sectors 20 x, and two 45 x sectors of two different symbols) but not the order. The
//! default order is our choice, spread as a Big Six wheel is: the rarest symbols first, each
//! symbol's sectors as evenly apart as the free sectors allow (`spread`). An operator may
//! reorder the sectors and raise payouts; the symbols and their counts are the rulebook's.

use super::config::{MoneyWheelConfig, Symbol};
use crate::market::Payout;
use crate::paytable::PaytableError;

/// Sectors on the wheel.
pub const SECTORS: usize = 54;

/// The rulebook's symbols: name, sectors, payout.
pub const RULEBOOK: [(&str, usize, i32); 7] = [
    ("1", 23, 1),
    ("2", 15, 2),
    ("5", 8, 5),
    ("10", 4, 10),
    ("20", 2, 20),
    ("joker", 1, 45),
    ("logo", 1, 45),
];

/// The rulebook's sectors and payout of symbol `name`.
pub fn rulebook(name: &str) -> Option<(usize, Payout)> {
    RULEBOOK
        .iter()
        .find(|(symbol, _, _)| *symbol == name)
        .map(|(_, sectors, payout)| (*sectors, Payout::times(*payout)))
}

/// The rulebook's symbols with their payouts.
pub fn symbols() -> Vec<Symbol> {
    RULEBOOK
        .iter()
        .map(|(name, _, payout)| Symbol {
            name: (*name).to_string(),
            payout: Payout::times(*payout),
        })
        .collect()
}

/// The default order: the rarest symbols placed first, each symbol's sectors spread evenly.
pub fn spread() -> Vec<String> {
    let mut sectors: Vec<Option<&str>> = vec![None; SECTORS];
    for (offset, (name, count, _)) in RULEBOOK.iter().rev().enumerate() {
        for i in 0..*count {
            let target = (offset * 7 + i * SECTORS / count) % SECTORS;
            let free = (0..SECTORS)
                .map(|step| (target + step) % SECTORS)
                .find(|sector| sectors[*sector].is_none());
            if let Some(free) = free {
                sectors[free] = Some(name);
            }
        }
    }
    sectors
        .into_iter()
        .map(|name| name.unwrap_or_default().to_string())
        .collect()
}

/// Checks a layout against the rulebook: 54 sectors; the rulebook's symbols, each declared
/// once and covering its number of sectors; no payout below the rulebook's.
pub fn check(config: &MoneyWheelConfig) -> Result<(), PaytableError> {
    if config.sectors.len() != SECTORS {
        return Err(PaytableError::Layout(format!(
            "a money wheel has {SECTORS} sectors, the layout lists {}",
            config.sectors.len()
        )));
    }
    let known: Vec<&str> = RULEBOOK.iter().map(|(name, _, _)| *name).collect();
    for (index, symbol) in config.symbols.iter().enumerate() {
        let Some((count, minimum)) = rulebook(&symbol.name) else {
            return Err(PaytableError::UnknownBet {
                bet: symbol.name.clone(),
                known: known.join(", "),
            });
        };
        if config.symbols[..index]
            .iter()
            .any(|s| s.name == symbol.name)
        {
            return Err(PaytableError::Layout(format!(
                "symbol `{}` is declared twice",
                symbol.name
            )));
        }
        if symbol.payout < minimum {
            return Err(PaytableError::BelowMinimum {
                market: format!("symbol_{}", symbol.name),
                configured: symbol.payout,
                minimum,
            });
        }
        let placed = config.sectors.iter().filter(|s| **s == symbol.name).count();
        if placed != count {
            return Err(PaytableError::Layout(format!(
                "symbol `{}` covers {placed} sectors, the rules give it {count}",
                symbol.name
            )));
        }
    }
    if let Some(stray) = config
        .sectors
        .iter()
        .find(|sector| !config.symbols.iter().any(|s| &s.name == *sector))
    {
        return Err(PaytableError::Layout(format!(
            "sector symbol `{stray}` is not declared"
        )));
    }
    Ok(())
}
