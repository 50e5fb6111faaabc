//! money_wheel: exact probabilities and returns (to be written).
