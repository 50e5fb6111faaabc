//! Prints the Pai Gow figures docs/odds.md quotes: a seat's setting values estimated at three
//! sample sizes and exactly over every dealer hand, and the game's return estimated for a
//! player using the house way and one setting at best, each with its time (wall clock: run it
//! on a quiet machine). `cargo run --release -p livedraw-odds --example pai_gow_figures`.

use livedraw_domain::games::pai_gow::SevenCards;
use livedraw_odds::games::pai_gow::{estimated_values, exact_values, game_return};
use std::time::Instant;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let seat: SevenCards = "As Kd 9c 9h 5s 2d Jk".parse()?;
    for samples in [50_000, 100_000, 200_000] {
        let start = Instant::now();
        let values = estimated_values(&seat, &[], samples, 1)?;
        let spent = start.elapsed().as_secs_f64();
        if let Some(best) = values.iter().max_by(|a, b| a.ev.mean.total_cmp(&b.ev.mean)) {
            println!(
                "estimate, {samples} samples: {spent:.3} s; best {} {:.4} ± {:.4}",
                best.setting, best.ev.mean, best.ev.standard_error
            );
        }
    }
    let start = Instant::now();
    let figures = game_return(2_000_000, 4_000, 4_000, 2026)?;
    println!(
        "return, {:.1} s: house way {:?}, gain {:?}, best {:?}",
        start.elapsed().as_secs_f64(),
        figures.house_way,
        figures.best_setting_gain,
        figures.best_setting()
    );
    let start = Instant::now();
    let exact = exact_values(&seat, &[])?;
    println!(
        "exact, 53,524,680 dealer hands: {:.1} s",
        start.elapsed().as_secs_f64()
    );
    for value in exact {
        println!(
            "  {} {} = {:.6}",
            value.setting,
            value.ev,
            value.ev.as_f64()
        );
    }
    Ok(())
}
