//! The descriptor set for gRPC reflection holds every proto and service.

use livedraw_protocol::FILE_DESCRIPTOR_SET;
use prost::Message;
use prost_types::FileDescriptorSet;

#[test]
fn the_descriptor_set_lists_every_file_and_service() {
    let set = FileDescriptorSet::decode(FILE_DESCRIPTOR_SET).expect("a descriptor set");
    let mut files: Vec<&str> = set.file.iter().map(|file| file.name()).collect();
    files.sort_unstable();
    for expected in [
        "livedraw/v1/audit.proto",
        "livedraw/v1/common.proto",
        "livedraw/v1/decisions.proto",
        "livedraw/v1/events.proto",
        "livedraw/v1/feed.proto",
        "livedraw/v1/floor.proto",
        "livedraw/v1/games.proto",
        "livedraw/v1/journal.proto",
        "livedraw/v1/server_info.proto",
        "livedraw/v1/supervisor.proto",
    ] {
        assert!(
            files.contains(&expected),
            "{expected} missing from {files:?}"
        );
    }
    // Every game's own file: each one the games/ folder holds (at least one).
    let folder = concat!(env!("CARGO_MANIFEST_DIR"), "/../../proto/livedraw/v1/games");
    let mut games = 0;
    for entry in std::fs::read_dir(folder).expect("the games' proto folder") {
        let name = entry.expect("a folder entry").file_name();
        let expected = format!("livedraw/v1/games/{}", name.to_string_lossy());
        assert!(
            files.contains(&expected.as_str()),
            "{expected} missing from {files:?}"
        );
        games += 1;
    }
    assert!(games > 0, "no game's proto in {folder}");
    let mut services: Vec<&str> = set
        .file
        .iter()
        .flat_map(|file| file.service.iter().map(|service| service.name()))
        .collect();
    services.sort_unstable();
    assert_eq!(
        services,
        [
            "Decisions",
            "Feed",
            "FloorIngest",
            "ServerInfo",
            "Supervisor"
        ]
    );
    assert!(set
        .file
        .iter()
        .filter(|file| file.name().starts_with("livedraw/"))
        .all(|file| file.package() == "livedraw.v1"));
}
