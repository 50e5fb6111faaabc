//! The accept loop of a gRPC port, which tonic serves from: at most so many connections open
//! at once, each with a deadline, counted from its acceptance, to finish the TLS handshake and
//! send the HTTP/2 preface. A connection past either is closed at once and reported, so that
//! connections that stall half-way (a partial TLS record, TLS without HTTP/2) cannot hold the
//! process's descriptors. Open connections are then kept alive or closed by tonic's HTTP/2
//! pings (the server's keep-alive settings).

use std::future::Future;
use std::io;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{mpsc, OwnedSemaphorePermit, Semaphore};
use tokio::time::{Instant, Sleep};
use tokio_rustls::server::TlsStream;
use tokio_rustls::TlsAcceptor;
use tokio_stream::wrappers::ReceiverStream;
use tonic::transport::server::Connected;

/// The client's HTTP/2 connection preface (RFC 9113 §3.4), 24 bytes.
const PREFACE_BYTES: usize = 24;

/// How long the loop waits before accepting again after an accept error (out of descriptors,
/// say), rather than spinning.
const ACCEPT_BACKOFF: Duration = Duration::from_millis(50);

/// The limits of one port.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Connections open at once.
    pub max_connections: usize,
    /// From acceptance to the end of the TLS handshake and of the HTTP/2 preface.
    pub handshake_timeout: Duration,
}

/// Why a connection was closed before it served anything.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dropped {
    /// The port had its most connections open.
    OverCap,
    /// The TLS handshake did not finish in time.
    HandshakeTimeout,
    /// The HTTP/2 preface did not arrive in time.
    PrefaceTimeout,
}

impl Dropped {
    /// The reason as a metric label.
    pub fn as_str(self) -> &'static str {
        match self {
            Dropped::OverCap => "over_cap",
            Dropped::HandshakeTimeout => "handshake_timeout",
            Dropped::PrefaceTimeout => "preface_timeout",
        }
    }
}

/// What is told of every connection closed before it served anything.
pub type OnDropped = Arc<dyn Fn(Dropped) + Send + Sync>;

/// The connections of `listener` in plaintext, under `limits`.
pub fn plaintext(
    listener: TcpListener,
    limits: Limits,
    on_dropped: OnDropped,
) -> ReceiverStream<io::Result<Guarded<TcpStream>>> {
    accept_loop(listener, limits, on_dropped, |tcp| async { Ok(tcp) })
}

/// The connections of `listener` over TLS with `acceptor`, under `limits`.
pub fn tls(
    listener: TcpListener,
    acceptor: TlsAcceptor,
    limits: Limits,
    on_dropped: OnDropped,
) -> ReceiverStream<io::Result<Guarded<TlsStream<TcpStream>>>> {
    accept_loop(listener, limits, on_dropped, move |tcp| {
        acceptor.accept(tcp)
    })
}

/// Accepts until the stream is dropped (the server stopped): a connection over the cap is
/// closed at once, and each other one gets its handshake in a task of its own, so that a slow
/// one holds up no other.
fn accept_loop<S, H, F>(
    listener: TcpListener,
    limits: Limits,
    on_dropped: OnDropped,
    handshake: H,
) -> ReceiverStream<io::Result<Guarded<S>>>
where
    S: Send + 'static,
    H: Fn(TcpStream) -> F + Send + 'static,
    F: Future<Output = io::Result<S>> + Send + 'static,
{
    let (sender, receiver) = mpsc::channel(64);
    let open = Arc::new(Semaphore::new(limits.max_connections));
    tokio::spawn(async move {
        loop {
            let tcp = tokio::select! {
                () = sender.closed() => break,
                accepted = listener.accept() => match accepted {
                    Ok((tcp, _)) => tcp,
                    Err(error) => {
                        tracing::debug!(%error, "accept error");
                        tokio::time::sleep(ACCEPT_BACKOFF).await;
                        continue;
                    }
                },
            };
            let Ok(permit) = Arc::clone(&open).try_acquire_owned() else {
                on_dropped(Dropped::OverCap);
                continue;
            };
            let deadline = Instant::now() + limits.handshake_timeout;
            let shaking = handshake(tcp);
            let (sender, on_dropped) = (sender.clone(), Arc::clone(&on_dropped));
            tokio::spawn(async move {
                match tokio::time::timeout_at(deadline, shaking).await {
                    Ok(Ok(stream)) => {
                        let guarded = Guarded::new(stream, permit, deadline, on_dropped);
                        // A send error means the server stopped: the connection just closes.
                        let _ = sender.send(Ok(guarded)).await;
                    }
                    Ok(Err(error)) => tracing::debug!(%error, "tls accept error"),
                    Err(_) => on_dropped(Dropped::HandshakeTimeout),
                }
            });
        }
    });
    ReceiverStream::new(receiver)
}

/// A connection of the port: it holds its place under the cap while open, and its reads fail
/// once the deadline passes before the HTTP/2 preface has arrived.
pub struct Guarded<S> {
    inner: S,
    preface: Option<Preface>,
    on_dropped: OnDropped,
    _place: OwnedSemaphorePermit,
}

/// The preface still awaited: how many bytes, until when.
struct Preface {
    left: usize,
    deadline: Pin<Box<Sleep>>,
}

impl<S> Guarded<S> {
    fn new(
        inner: S,
        place: OwnedSemaphorePermit,
        deadline: Instant,
        on_dropped: OnDropped,
    ) -> Self {
        Guarded {
            inner,
            preface: Some(Preface {
                left: PREFACE_BYTES,
                deadline: Box::pin(tokio::time::sleep_until(deadline)),
            }),
            on_dropped,
            _place: place,
        }
    }
}

impl<S: AsyncRead + Unpin> AsyncRead for Guarded<S> {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let before = buf.filled().len();
        let polled = Pin::new(&mut this.inner).poll_read(cx, buf);
        let Some(preface) = this.preface.as_mut() else {
            return polled;
        };
        match polled {
            Poll::Ready(Ok(())) => {
                preface.left = preface.left.saturating_sub(buf.filled().len() - before);
                if preface.left == 0 {
                    this.preface = None;
                }
                Poll::Ready(Ok(()))
            }
            Poll::Ready(Err(error)) => Poll::Ready(Err(error)),
            Poll::Pending => {
                if preface.deadline.as_mut().poll(cx).is_pending() {
                    return Poll::Pending;
                }
                (this.on_dropped)(Dropped::PrefaceTimeout);
                Poll::Ready(Err(io::Error::new(
                    io::ErrorKind::TimedOut,
                    "no HTTP/2 preface in time",
                )))
            }
        }
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for Guarded<S> {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.get_mut().inner).poll_write(cx, buf)
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().inner).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().inner).poll_shutdown(cx)
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.get_mut().inner).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }
}

// tonic reads the peer's address (and, over TLS, its certificates) from here.
impl<S: Connected> Connected for Guarded<S> {
    type ConnectInfo = S::ConnectInfo;

    fn connect_info(&self) -> S::ConnectInfo {
        self.inner.connect_info()
    }
}
