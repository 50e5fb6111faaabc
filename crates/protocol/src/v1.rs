// The generated code of package `livedraw.v1`, documented where `lib.rs` declares it.

tonic::include_proto!("livedraw.v1");
