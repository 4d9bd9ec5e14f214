// The 8-bit fallback of the byte parsers (PAPP, PDN, the CLI's spreadsheet files): Windows-1252
// as the WHATWG Encoding Standard defines it, whatever Node's own decoder does with 0x80–0x9F
// (from Node 20.18.3 on it returns C1 control characters there; nodejs/node#56542).
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
// The decoders are internal; the two parsers below check the same bytes through the public API.
import { decodeUtf8OrWindows1252, decodeWindows1252 } from '../../src/core/text.js';
import { parsePdn } from '../../src/draughts/index.js';
import { parsePappPlayers } from '../../src/othello/index.js';

// The 32 characters of 0x80–0x9F, written out from the standard's index (U+0081, U+008D,
// U+008F, U+0090 and U+009D are its five undefined bytes, kept as their code points).
const HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d,
  0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a,
  0x153, 0x9d, 0x17e, 0x178,
];
const codePoint = (byte: number): number => (byte >= 0x80 && byte < 0xa0 ? HIGH[byte - 0x80]! : byte);

describe('Windows-1252 decoding', () => {
  it('every byte to its character, 0x80–0x9F from the standard, the rest as Latin-1', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, byte) => byte);
    expect([...decodeWindows1252(bytes)].map((character) => character.codePointAt(0))).toEqual(
      [...bytes].map(codePoint),
    );
    expect(decodeWindows1252(Uint8Array.of(0x80, 0x91, 0x92, 0x96, 0x8a))).toBe('€‘’–Š');
  });

  test.prop([fc.uint8Array({ maxLength: 200 })])(
    'one character per byte, and the bytes come back',
    (bytes) => {
      const text = decodeWindows1252(bytes);
      expect(text.length).toBe(bytes.length);
      const back = [...text].map((character) => {
        const point = character.codePointAt(0)!;
        const high = HIGH.indexOf(point);
        return high >= 0 ? 0x80 + high : point;
      });
      expect(back).toEqual([...bytes]);
    },
  );

  it('UTF-8 first (a byte-order mark dropped), Windows-1252 when the bytes are not UTF-8', () => {
    expect(decodeUtf8OrWindows1252(new TextEncoder().encode('\ufeffÅse €'))).toBe('Åse €');
    expect(decodeUtf8OrWindows1252(Uint8Array.of(0xc5, 0x73, 0x65, 0x20, 0x80))).toBe('Åse €');
  });

  it('the parsers read 0x80–0x9F as Windows-1252', () => {
    // PAPP players file: "  000007 O’NEIL, Seán" with a Windows apostrophe (0x92).
    const papp = Uint8Array.from(
      [...'  000007 O']
        .map((c) => c.charCodeAt(0))
        .concat(
          [0x92],
          [...'NEIL, Se'].map((c) => c.charCodeAt(0)),
          [0xe1, 0x6e],
        ),
    );
    expect(parsePappPlayers(papp).map((player) => player.name)).toEqual(['O’NEIL, Seán']);
    const pdn = Uint8Array.from(
      [...'[Event "']
        .map((c) => c.charCodeAt(0))
        .concat(
          [0x80, 0x20, 0x96],
          [...'"]\n*'].map((c) => c.charCodeAt(0)),
        ),
    );
    expect(parsePdn(pdn).games[0]!.tags).toEqual({ Event: '€ –' });
  });
});
