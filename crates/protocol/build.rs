//! Compiles `proto/livedraw/v1` with the protoc shipped by `protoc-bin-vendored`, so that a
//! fresh machine needs nothing installed, and writes the descriptor set for gRPC reflection.

use std::error::Error;
use std::path::PathBuf;

const PROTOS: [&str; 23] = [
    "access.proto",
    "audit.proto",
    "common.proto",
    "floor.proto",
    "supervisor.proto",
    "feed.proto",
    "events.proto",
    "decisions.proto",
    "journal.proto",
    "server_info.proto",
    "games.proto",
    "games/baccarat.proto",
    "games/blackjack.proto",
    "games/dice5.proto",
    "games/lotto.proto",
    "games/lucky_dice.proto",
    "games/money_wheel.proto",
    "games/poker6.proto",
    "games/punto_banco.proto",
    "games/roulette.proto",
    "games/sic_bo.proto",
    "games/war.proto",
    "games/wheel.proto",
];

fn main() -> Result<(), Box<dyn Error>> {
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR")?).join("../../proto");
    let protos: Vec<PathBuf> = PROTOS
        .iter()
        .map(|file| root.join("livedraw/v1").join(file))
        .collect();
    let descriptor = PathBuf::from(std::env::var("OUT_DIR")?).join("livedraw_v1_descriptor.bin");
    // The protos live outside this package: without this, editing one would not regenerate.
    println!("cargo:rerun-if-changed={}", root.display());
    println!("cargo:rerun-if-changed=build.rs");

    // Passed to prost-build directly rather than through the PROTOC environment variable, so
    // that a protoc on the PATH or in the environment can never be picked up instead.
    let mut config = tonic_prost_build::Config::new();
    config.protoc_executable(protoc_bin_vendored::protoc_bin_path()?);
    // Well-known types (google/protobuf/*.proto) come with the vendored protoc.
    let includes = [root, protoc_bin_vendored::include_path()?];

    tonic_prost_build::configure()
        .file_descriptor_set_path(descriptor)
        .compile_with_config(config, &protos, &includes)?;
    Ok(())
}
