const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The ancillary chunks a picture needs to look right (transparency, colour and
 * gamma, pixel size, background); small by definition. Everything else that is
 * ancillary — text (`tEXt`, `zTXt`, `iTXt`), ICC profiles, EXIF, animation — is
 * dropped before any decoder sees it.
 */
const KEPT = new Set(['tRNS', 'gAMA', 'cHRM', 'sRGB', 'sBIT', 'pHYs', 'bKGD']);
/** A kept ancillary chunk larger than this is not what its type says: dropped. */
const MAX_KEPT_BYTES = 4096;

export const isPng = (bytes: Buffer) =>
  bytes.length >= SIGNATURE.length && bytes.subarray(0, SIGNATURE.length).equals(SIGNATURE);

/**
 * A PNG with only its critical chunks (IHDR, PLTE, IDAT, IEND) and the small
 * ancillary ones that change how it looks. A PNG's text chunks may be compressed:
 * 48 KB on the wire can inflate to 50 MB of text that a decoder reads before the
 * pixels, seconds of CPU on a public form. Other files are answered as they are;
 * a PNG whose chunks run past its end is answered as it is, for the decoder
 * to refuse, and so is one that never reaches its end chunk.
 */
export function withoutAncillaryChunks(bytes: Buffer): Buffer {
  if (!isPng(bytes)) return bytes;
  const kept: Buffer[] = [SIGNATURE];
  let offset = SIGNATURE.length;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const end = offset + 12 + length;
    if (end > bytes.length) return bytes;
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const critical = (type.charCodeAt(0) & 0x20) === 0;
    if (critical || (KEPT.has(type) && length <= MAX_KEPT_BYTES))
      kept.push(bytes.subarray(offset, end));
    offset = end;
    if (type === 'IEND') return Buffer.concat(kept);
  }
  return bytes;
}
