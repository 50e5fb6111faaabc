//! Baccarat by brute force: every ordered way to deal from the shoe, played with the domain's
//! dealing rules and settled with the domain's settlement.

use livedraw_domain::games::baccarat::rules::{next_side, Side};
use livedraw_domain::games::baccarat::{Market as BaccaratMarket, Outcome as Coup};
use livedraw_domain::{Card, Verdict};
use livedraw_odds::games::baccarat::BaccaratState;
use std::collections::HashMap;

/// P(win) and P(void) per market id, from an exhaustive walk of the dealing process.
pub type Exact = HashMap<String, (f64, f64)>;

fn deal_all(shoe: &mut [u8; 52], left: u32, coup: &mut Coup, weight: f64, out: &mut Exact) {
    let Some(side) = next_side(&coup.player, &coup.banker) else {
        for (id, verdict) in BaccaratMarket::settle_all(coup) {
            let entry = out.entry(id.to_string()).or_default();
            match verdict {
                Verdict::Win => entry.0 += weight,
                Verdict::Void | Verdict::Push => entry.1 += weight,
                Verdict::Lose | Verdict::HalfLose => {}
            }
        }
        return;
    };
    for face in 0..52 {
        let count = shoe[face];
        if count == 0 {
            continue;
        }
        let card = Card::from_index(face).expect("face");
        shoe[face] -= 1;
        let hand = match side {
            Side::Player => &mut coup.player,
            Side::Banker => &mut coup.banker,
        };
        hand.push(card);
        let chance = weight * f64::from(count) / f64::from(left);
        deal_all(shoe, left - 1, coup, chance, out);
        match side {
            Side::Player => coup.player.pop(),
            Side::Banker => coup.banker.pop(),
        };
        shoe[face] += 1;
    }
}

pub fn brute_force_baccarat(state: &BaccaratState) -> Exact {
    let mut shoe = [0u8; 52];
    shoe.copy_from_slice(state.shoe.counts());
    let mut coup = Coup {
        player: state.player_first.into_iter().collect(),
        banker: state.banker_first.into_iter().collect(),
    };
    let mut out = Exact::new();
    deal_all(
        &mut shoe,
        u32::from(state.shoe.total()),
        &mut coup,
        1.0,
        &mut out,
    );
    out
}
