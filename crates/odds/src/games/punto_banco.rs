//! punto_banco: exact probabilities and returns (to be written).
