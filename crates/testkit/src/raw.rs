//! Calls with bytes that need not be a protobuf message: what an outside client can send that
//! a generated client never would.

use prost::bytes::{Buf, BufMut};
use tonic::codec::{Codec, DecodeBuf, Decoder, EncodeBuf, Encoder};
use tonic::codegen::http::uri::PathAndQuery;
use tonic::transport::Channel;
use tonic::{Request, Status};

/// The outside probe's input: a field key of wire type 7, which protobuf does not have, so no
/// message decodes from it.
pub const UNDECODABLE: [u8; 6] = [0xff, 0xff, 0xff, 0xff, 0x0f, 0x12];

/// Sends `request`'s bytes as the one request message of the unary method `path`
/// (`/package.Service/Method`) on `channel`, with its metadata: the reply's bytes, or its
/// status.
pub async fn unary(
    channel: Channel,
    path: &'static str,
    request: Request<Vec<u8>>,
) -> Result<Vec<u8>, Status> {
    let mut grpc = tonic::client::Grpc::new(channel);
    grpc.ready()
        .await
        .map_err(|error| Status::unavailable(error.to_string()))?;
    grpc.unary(request, PathAndQuery::from_static(path), RawCodec)
        .await
        .map(tonic::Response::into_inner)
}

/// Bytes out as they are, bytes in as they come.
#[derive(Clone, Copy, Debug, Default)]
struct RawCodec;

impl Codec for RawCodec {
    type Encode = Vec<u8>;
    type Decode = Vec<u8>;
    type Encoder = RawCodec;
    type Decoder = RawCodec;

    fn encoder(&mut self) -> RawCodec {
        RawCodec
    }

    fn decoder(&mut self) -> RawCodec {
        RawCodec
    }
}

impl Encoder for RawCodec {
    type Item = Vec<u8>;
    type Error = Status;

    fn encode(&mut self, item: Vec<u8>, buf: &mut EncodeBuf<'_>) -> Result<(), Status> {
        buf.put_slice(&item);
        Ok(())
    }
}

impl Decoder for RawCodec {
    type Item = Vec<u8>;
    type Error = Status;

    fn decode(&mut self, buf: &mut DecodeBuf<'_>) -> Result<Option<Vec<u8>>, Status> {
        Ok(Some(buf.copy_to_bytes(buf.remaining()).to_vec()))
    }
}
