/**
 * Windows-1252's characters for the bytes 0x80–0x9F (the WHATWG Encoding Standard's index;
 * the five bytes it leaves undefined keep their C1 code points).
 */
const WINDOWS_1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/**
 * Decodes bytes as Windows-1252. Node's own decoder is not used for the bytes 0x80–0x9F:
 * from Node 20.18.3 and 22.13.0 on it returns C1 control characters for them
 * (nodejs/node#56542), so `€`, `‘`, `’`, `–` or `Š` would be lost.
 *
 * @internal
 */
export function decodeWindows1252(bytes: Uint8Array): string {
  return new TextDecoder('windows-1252')
    .decode(bytes)
    .replace(/[\u0080-\u009f]/g, (character) => WINDOWS_1252_HIGH[character.charCodeAt(0) - 0x80]!);
}

/**
 * Decodes a file's bytes: UTF-8 when they are valid UTF-8 (a byte-order mark is dropped),
 * otherwise Windows-1252, the 8-bit encoding of the older Western European files.
 *
 * @internal
 */
export function decodeUtf8OrWindows1252(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}
