//! lucky_dice: exact probabilities and returns (to be written).
