//! Headers stored as one blob: per header, the name's length (u32, little-endian), the name
//! (UTF-8), the value's length (u32, little-endian), the value. One column instead of a row per
//! header keeps an append to one B-tree insert.

use crate::record::Header;

/// Encodes headers in order.
pub(crate) fn encode_headers(headers: &[Header]) -> Vec<u8> {
    let size = headers
        .iter()
        .map(|h| 8 + h.name.len() + h.value.len())
        .sum();
    let mut out = Vec::with_capacity(size);
    for header in headers {
        put(&mut out, header.name.as_bytes());
        put(&mut out, &header.value);
    }
    out
}

/// Decodes what [`encode_headers`] wrote; `Err` names what is wrong.
pub(crate) fn decode_headers(mut blob: &[u8]) -> Result<Vec<Header>, &'static str> {
    let mut headers = Vec::new();
    while !blob.is_empty() {
        let name = take(&mut blob)?;
        let value = take(&mut blob)?;
        let name = String::from_utf8(name.to_vec()).map_err(|_| "header name is not UTF-8")?;
        headers.push(Header {
            name,
            value: value.to_vec(),
        });
    }
    Ok(headers)
}

fn put(out: &mut Vec<u8>, bytes: &[u8]) {
    // Records are capped far below 4 GiB, so the length fits.
    out.extend_from_slice(&(bytes.len() as u32).to_le_bytes());
    out.extend_from_slice(bytes);
}

fn take<'a>(blob: &mut &'a [u8]) -> Result<&'a [u8], &'static str> {
    let (len, rest) = blob
        .split_first_chunk::<4>()
        .ok_or("header length is cut short")?;
    let len = u32::from_le_bytes(*len) as usize;
    if rest.len() < len {
        return Err("header bytes are cut short");
    }
    let (bytes, rest) = rest.split_at(len);
    *blob = rest;
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn header(name: &str, value: &[u8]) -> Header {
        Header {
            name: name.into(),
            value: value.to_vec(),
        }
    }

    #[test]
    fn round_trips_in_order_with_repeats_and_empties() {
        let headers = vec![
            header("traceparent", b"00-abc-def-01"),
            header("x", b""),
            header("x", &[0, 255, 7]),
            header("", b"v"),
        ];
        assert_eq!(decode_headers(&encode_headers(&headers)), Ok(headers));
        assert_eq!(decode_headers(&[]), Ok(vec![]));
    }

    #[test]
    fn truncated_blobs_are_refused() {
        let blob = encode_headers(&[header("name", b"value")]);
        for cut in 1..blob.len() {
            assert!(decode_headers(&blob[..cut]).is_err(), "cut at {cut}");
        }
    }

    #[test]
    fn non_utf8_names_are_refused() {
        let mut blob = Vec::new();
        put(&mut blob, &[0xff, 0xfe]);
        put(&mut blob, b"v");
        assert!(decode_headers(&blob).is_err());
    }
}
