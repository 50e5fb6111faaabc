//! Wheel of Fortune: placeholder until the domain's market list lands.
