//! The live-odds games take no options in the studio file: a table of one is its game's
//! default configuration.

use super::StudioOptions;
use livedraw_domain::games::baccarat::Baccarat;
use livedraw_domain::games::dice5::Dice5;
use livedraw_domain::games::lotto::Lotto;
use livedraw_domain::games::poker6::Poker6;
use livedraw_domain::games::war::War;
use livedraw_domain::games::wheel::Wheel;

impl StudioOptions for Baccarat {}
impl StudioOptions for War {}
impl StudioOptions for Poker6 {}
impl StudioOptions for Wheel {}
impl StudioOptions for Dice5 {}
/// Either lottery, with its machine's default balls and colours.
impl StudioOptions for Lotto {}
