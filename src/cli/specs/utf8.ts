// Strict UTF-8: text that is not UTF-8 is refused with the place of its first bad byte, never read as U+FFFD.

/** Where bytes stop being UTF-8: the offset of the first byte of the first ill-formed sequence, and that byte. */
export interface NotUtf8 {
  offset: number;
  byte: number;
}

const strict = new TextDecoder('utf-8', { fatal: true });

/**
 * The bytes as text (a leading byte order mark dropped), or where they stop being UTF-8.
 * @example utf8Text(new Uint8Array([0x43, 0xe9])) // { offset: 1, byte: 0xe9 }
 */
export function utf8Text(bytes: Uint8Array): string | NotUtf8 {
  try {
    return strict.decode(bytes);
  } catch {
    const offset = firstBadByte(bytes);
    return { offset, byte: bytes[offset] ?? 0 };
  }
}

/** The first byte that does not begin a well-formed sequence (the Unicode Standard's table 3-7). */
function firstBadByte(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i] ?? 0;
    const length = lead < 0x80 ? 1 : lead < 0xc2 ? 0 : lead < 0xe0 ? 2 : lead < 0xf0 ? 3 : lead < 0xf5 ? 4 : 0;
    if (length === 0) return i;
    // The second byte's range is narrower after E0, ED, F0 and F4 (no overlong forms, surrogates or > U+10FFFF).
    const low = lead === 0xe0 ? 0xa0 : lead === 0xf0 ? 0x90 : 0x80;
    const high = lead === 0xed ? 0x9f : lead === 0xf4 ? 0x8f : 0xbf;
    for (let k = 1; k < length; k++) {
      const next = bytes[i + k];
      if (next === undefined || next < (k === 1 ? low : 0x80) || next > (k === 1 ? high : 0xbf)) return i;
    }
    i += length;
  }
  return bytes.length;
}
