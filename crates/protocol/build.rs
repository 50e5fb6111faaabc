//! Compiles `proto/livedraw/v1` with the protoc shipped by `protoc-bin-vendored`, so that a
//! fresh machine needs nothing installed, and writes the descriptor set for gRPC reflection.
//! Every game's own file in `games/` is compiled too, found by listing the folder, so that a
//! game is named only in its own file and in `games.proto`.

use std::error::Error;
use std::path::{Path, PathBuf};

const PROTOS: [&str; 11] = [
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
];

fn main() -> Result<(), Box<dyn Error>> {
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR")?).join("../../proto");
    let mut protos: Vec<PathBuf> = PROTOS
        .iter()
        .map(|file| root.join("livedraw/v1").join(file))
        .collect();
    protos.extend(game_protos(&root.join("livedraw/v1/games"))?);
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

    // The generated clients and servers use `codec.rs`'s codec: prost's, except that a message
    // that does not decode is INVALID_ARGUMENT, not INTERNAL.
    tonic_prost_build::configure()
        .codec_path("crate::codec::ProtoCodec")
        .file_descriptor_set_path(descriptor)
        .compile_with_config(config, &protos, &includes)?;
    Ok(())
}

/// The `.proto` files of `folder` (one per game), in name order so that builds are repeatable.
fn game_protos(folder: &Path) -> Result<Vec<PathBuf>, Box<dyn Error>> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(folder)? {
        let path = entry?.path();
        if path
            .extension()
            .is_some_and(|extension| extension == "proto")
        {
            files.push(path);
        }
    }
    files.sort();
    Ok(files)
}
