//! Derives the round-1 poker constants of `games::poker6::round_one`: the exact round-2 chances
//! averaged over seeded random deals. `cargo run --release -p livedraw-odds --example
//! poker6_round_one [deals]`.

use livedraw_odds::games::poker6::round_one::{DEALS, SEED};
use livedraw_odds::games::poker6::round_one_estimate::estimate;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let deals = match std::env::args().nth(1) {
        Some(text) => text.parse()?,
        None => DEALS,
    };
    let result = estimate(deals, SEED, 1)?;
    println!("deals {deals}, seed {SEED:#x}");
    println!(
        "HAND_WINS {:.12} (standard error {:.2e})",
        result.hand_wins, result.hand_error
    );
    for (value, error) in result.categories.iter().zip(result.category_errors) {
        println!("    {value:.12}, // standard error {error:.2e}");
    }
    Ok(())
}
