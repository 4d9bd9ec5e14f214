import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatFen, formatPdn, parsePdn } from '../../src/draughts/index.js';

// Real games (tests/fixtures/pdn, copied from the PDN 3.0 repository wiegerw/pdn, see its
// README): every game's main line must replay legally to its end (spec §2).
const folder = new URL('../fixtures/pdn/', import.meta.url);
const files = readdirSync(folder).filter((name) => name.endsWith('.pdn'));

// Games per file and result scale, from the data README.
const EXPECTED: Readonly<Record<string, { games: number; scale: string }>> = {
  'nk2009-ronde12.pdn': { games: 7, scale: 'two-point' },
  'rk-ronde12.pdn': { games: 7, scale: 'one-point' },
  'candidate95.pdn': { games: 8, scale: 'one-point' },
  'prof2.pdn': { games: 16, scale: 'one-point' },
};

describe('real PDN games (tests/fixtures/pdn) replay legally', () => {
  it('finds the four files', () => {
    expect(files.sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const name of files) {
    it(`${name}: every game replays to its end`, () => {
      const bytes = new Uint8Array(readFileSync(new URL(name, folder)));
      const file = parsePdn(bytes);
      expect(file.games).toHaveLength(EXPECTED[name]!.games);
      expect(file.resultScale).toBe(EXPECTED[name]!.scale);
      for (const game of file.games) {
        expect(game.moves.length).toBeGreaterThan(20);
        expect(game.result).not.toBeNull();
        // PlyCount tags, where present, agree with the number of half-moves replayed.
        if (game.tags.PlyCount !== undefined) expect(game.moves.length).toBe(Number(game.tags.PlyCount));
        // Move numbers alternate white/black from move 1.
        game.moves.forEach((move, ply) => {
          expect(move.number).toBe(Math.floor(ply / 2) + 1);
          expect(move.colour).toBe(ply % 2 === 0 ? 'white' : 'black');
        });
      }
    });

    it(`${name}: formatPdn then parsePdn gives the same moves and results`, () => {
      const file = parsePdn(readFileSync(new URL(name, folder), 'utf8'));
      const again = parsePdn(formatPdn(file.games));
      expect(again.games.map((game) => game.moves.map((move) => move.move))).toEqual(
        file.games.map((game) => game.moves.map((move) => move.move)),
      );
      expect(again.games.map((game) => game.result)).toEqual(file.games.map((game) => game.result));
      expect(again.games.map((game) => formatFen(game.end))).toEqual(
        file.games.map((game) => formatFen(game.end)),
      );
    });
  }

  it('candidate95 game 8: the Result tag 0-1 disagrees with 1/2-1/2 after the moves; the latter counts', () => {
    const file = parsePdn(readFileSync(new URL('candidate95.pdn', folder), 'utf8'));
    const game = file.games[7]!;
    expect(game.result).toBe('1-1');
    expect(game.tagResult).toBe('0-2');
  });

  it('nk2009 game 1 (Meijer – Meurs, 2-0) ends after 48. 42-37 14-19', () => {
    const file = parsePdn(readFileSync(new URL('nk2009-ronde12.pdn', folder), 'utf8'));
    const game = file.games[0]!;
    expect(game.tags.White).toBe('Hein Meijer');
    expect(game.moves.at(-1)).toMatchObject({ number: 48, colour: 'black', text: '14-19' });
    expect(game.result).toBe('2-0');
  });
});
