//! Figures that depend on a table's paytables alone (a one-deck game's whole-deck returns),
//! computed once per paytable and kept: a table has one paytable, a studio a few.

use crate::error::OddsError;
use std::sync::Mutex;

/// Figures kept by the rules they were computed for.
pub struct Kept<Rules, Figures> {
    known: Mutex<Vec<(Rules, Figures)>>,
}

impl<Rules: PartialEq + Clone, Figures: Clone> Kept<Rules, Figures> {
    /// Nothing kept yet.
    pub const fn new() -> Kept<Rules, Figures> {
        Kept {
            known: Mutex::new(Vec::new()),
        }
    }

    /// The figures of `rules`: kept ones, or `compute`d now and kept.
    pub fn get(
        &self,
        rules: &Rules,
        compute: impl FnOnce(&Rules) -> Result<Figures, OddsError>,
    ) -> Result<Figures, OddsError> {
        let kept = self.known.lock().ok().and_then(|known| {
            known
                .iter()
                .find(|(of, _)| of == rules)
                .map(|(_, figures)| figures.clone())
        });
        if let Some(figures) = kept {
            return Ok(figures);
        }
        let figures = compute(rules)?;
        if let Ok(mut known) = self.known.lock() {
            known.push((rules.clone(), figures.clone()));
        }
        Ok(figures)
    }
}
