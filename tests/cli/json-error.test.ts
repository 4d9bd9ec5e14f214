import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonErrorOffset } from '../../src/cli/input.js';

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

describe('jsonErrorOffset (where a JSON file breaks, for the line and column of the message)', () => {
  it('points at the first bad character', () => {
    expect(jsonErrorOffset('{"a":1,}')).toBe(7);
    expect(jsonErrorOffset('{"a":tru}')).toBe(8);
    expect(jsonErrorOffset('[1,2')).toBe(4);
    expect(jsonErrorOffset('{\n  "rounds": [,]\n}')).toBe(15);
  });

  it('property: agrees with JSON.parse on valid documents and on documents with one character changed or cut', () => {
    const document = fc.json({ maxDepth: 3 });
    fc.assert(
      fc.property(
        document,
        fc.nat(),
        fc.constantFrom(',', '}', ']', '"', ':', 'x', '\\', ' ', ''),
        (text, position, replacement) => {
          expect(jsonErrorOffset(text)).toBe(-1);
          const at = text.length === 0 ? 0 : position % text.length;
          const broken = text.slice(0, at) + replacement + text.slice(at + 1);
          expect(jsonErrorOffset(broken) === -1).toBe(parses(broken));
        },
      ),
      { numRuns: 400 },
    );
  });
});
