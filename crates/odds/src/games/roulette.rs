//! roulette: exact probabilities and returns (to be written).
