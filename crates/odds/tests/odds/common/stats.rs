//! Agreement of a simulated frequency with an exact probability.

/// Asserts that `hits` out of `trials` agrees with `p` within four standard errors.
pub fn within_4_se(what: &str, p: f64, hits: u64, trials: u64) {
    let observed = hits as f64 / trials as f64;
    let se = (p * (1.0 - p) / trials as f64).sqrt();
    let slack = 4.0 * se + 1e-12;
    assert!(
        (observed - p).abs() <= slack,
        "{what}: exact {p:.6}, simulated {observed:.6} ({hits}/{trials}), 4 SE = {slack:.2e}"
    );
}
