//! sic_bo: exact probabilities and returns (to be written).
