//! The codec of every livedraw gRPC service: prost's, except that a message that does not
//! decode is the caller's fault (`INVALID_ARGUMENT`, as `floor.proto` promises) rather than
//! prost's `INTERNAL`. The build script names it as the generated code's codec.

use tonic::codec::{BufferSettings, Codec, DecodeBuf, Decoder};
use tonic::Status;
use tonic_prost::{ProstCodec, ProstDecoder, ProstEncoder};

/// Encodes `T` and decodes `U` with prost; a message that does not decode is
/// `INVALID_ARGUMENT`. The generated clients share it, so a reply that does not decode is
/// reported the same way.
#[derive(Debug, Clone)]
pub struct ProtoCodec<T, U> {
    inner: ProstCodec<T, U>,
}

// By hand: a derived `Default` would ask the messages to be `Default` too.
impl<T, U> Default for ProtoCodec<T, U> {
    fn default() -> Self {
        ProtoCodec {
            inner: ProstCodec::default(),
        }
    }
}

impl<T, U> Codec for ProtoCodec<T, U>
where
    T: prost::Message + Send + 'static,
    U: prost::Message + Default + Send + 'static,
{
    type Encode = T;
    type Decode = U;
    type Encoder = ProstEncoder<T>;
    type Decoder = ProtoDecoder<U>;

    fn encoder(&mut self) -> Self::Encoder {
        self.inner.encoder()
    }

    fn decoder(&mut self) -> Self::Decoder {
        ProtoDecoder {
            inner: self.inner.decoder(),
        }
    }
}

/// prost's decoder, its errors turned into `INVALID_ARGUMENT`.
#[derive(Debug, Clone)]
pub struct ProtoDecoder<U> {
    inner: ProstDecoder<U>,
}

impl<U: prost::Message + Default> Decoder for ProtoDecoder<U> {
    type Item = U;
    type Error = Status;

    fn decode(&mut self, buf: &mut DecodeBuf<'_>) -> Result<Option<U>, Status> {
        // prost's decoder fails only on a message that does not decode.
        self.inner.decode(buf).map_err(|status| {
            Status::invalid_argument(format!("the message does not decode: {}", status.message()))
        })
    }

    fn buffer_settings(&self) -> BufferSettings {
        self.inner.buffer_settings()
    }
}
