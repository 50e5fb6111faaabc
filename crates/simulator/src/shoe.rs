//! The floor's cards: the shoe (or poker's deck) in dealing order, its cut card where the table
//! has one, and a deck that no shoe of the studio contains, for foreign cards.

use crate::rng::Rng;
use livedraw_domain::{Barcode, DeckSerial, Manifest, Observation};

/// The serial of the deck foreign cards come from.
const FOREIGN_DECK: u32 = 99_999_999;

/// The physical shoe.
pub(crate) struct Shoe {
    cards: Vec<Barcode>,
    next_card: usize,
    next_serial: u32,
    /// The card dealt last, which a double read scans again.
    pub(crate) last_dealt: Option<Barcode>,
    /// A deck no shoe of this studio contains.
    foreign_deck: Vec<Barcode>,
    /// Where the dealer places the cut card, in cards from the back, if the table has one.
    cut_card: Option<u16>,
    /// The cut card of the shoe in play came out.
    cut_card_out: bool,
}

impl Shoe {
    /// An empty shoe; its decks are numbered from 1.
    pub(crate) fn new() -> Shoe {
        Shoe {
            cards: Vec::new(),
            next_card: 0,
            next_serial: 1,
            last_dealt: None,
            cut_card: None,
            cut_card_out: false,
            foreign_deck: Manifest::barcodes_of(
                &DeckSerial::new(FOREIGN_DECK)
                    .into_iter()
                    .collect::<Vec<_>>(),
            ),
        }
    }

    /// A shoe of `decks` fresh decks, shuffled, as the event that registers its manifest.
    pub(crate) fn load(&mut self, decks: u32, rng: &mut Rng) -> Observation {
        let serials: Vec<DeckSerial> = (self.next_serial..self.next_serial + decks)
            .filter_map(DeckSerial::new)
            .collect();
        self.next_serial += decks;
        self.cards = Manifest::barcodes_of(&serials);
        self.shuffle(rng);
        self.cut_card_out = false;
        Observation::ShoeLoaded {
            manifest: self.cards.clone(),
        }
    }

    /// Shuffles every card back in.
    pub(crate) fn shuffle(&mut self, rng: &mut Rng) {
        for i in (1..self.cards.len()).rev() {
            let j = rng.below(i + 1);
            self.cards.swap(i, j);
        }
        self.next_card = 0;
        self.last_dealt = None;
    }

    /// The next card; past the end (which a shoe change prevents) a stranger.
    pub(crate) fn draw(&mut self, rng: &mut Rng) -> Barcode {
        let card = self.cards.get(self.next_card).copied();
        self.next_card += 1;
        card.unwrap_or_else(|| self.foreign(rng))
    }

    /// A card from a deck that is in no shoe of this studio.
    pub(crate) fn foreign(&mut self, rng: &mut Rng) -> Barcode {
        // Always 52 cards: FOREIGN_DECK is a valid serial.
        let index = rng.below(self.foreign_deck.len());
        self.foreign_deck[index]
    }

    /// Every shoe loaded from now on gets its cut card `depth` cards from the back (none: the
    /// table changes its shoe below a number of cards).
    pub(crate) fn place_cut_card(&mut self, depth: Option<u16>) {
        self.cut_card = depth;
    }

    /// Whether the next card is behind the cut card, which thus comes out now (once a shoe).
    pub(crate) fn cut_card_comes_out(&mut self) -> bool {
        let Some(depth) = self.cut_card else {
            return false;
        };
        let behind = self.cards.len().saturating_sub(usize::from(depth));
        let out = !self.cut_card_out && !self.cards.is_empty() && self.next_card >= behind;
        self.cut_card_out |= out;
        out
    }

    /// The table did not take the cut card's report: the floor reports it again.
    pub(crate) fn cut_card_back(&mut self) {
        self.cut_card_out = false;
    }

    /// Whether no shoe was loaded yet.
    pub(crate) fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }
}
