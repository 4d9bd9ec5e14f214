// Real PDN files from the PDN 3.0 repository wiegerw/pdn (see tests/fixtures/pdn/README.md):
// every result token is read by parsePdnResult, and the Dutch championship 2009 round 12
// (nk2009-ronde12.pdn, 2-point results) builds standings and a crosstable.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  draughtsCrosstable,
  draughtsStandings,
  isEarlyAgreement,
  KNDB,
  movesFromPlies,
  parsePdnResult,
} from '../../src/draughts/index.js';
import { tournament } from './events.js';

const folder = new URL('../fixtures/pdn/', import.meta.url);

interface RawGame {
  readonly tags: Readonly<Record<string, string>>;
  readonly plies: number;
  readonly terminator: string;
}

/** A minimal reader for these files: tags, move tokens and the final result token. */
function readGames(name: string): RawGame[] {
  const text = readFileSync(new URL(name, folder), 'latin1');
  // a game starts at a tag line that follows movetext (or the start of the file)
  const chunks: string[] = [];
  let inTags = false;
  for (const line of text.split(/\r?\n/)) {
    const isTag = line.startsWith('[');
    if (isTag && !inTags) chunks.push('');
    inTags = isTag || (inTags && line.trim() === '');
    if (chunks.length > 0) chunks[chunks.length - 1] += `${line}\n`;
  }
  return chunks.map((chunk) => {
    const tags: Record<string, string> = {};
    for (const match of chunk.matchAll(/\[(\w+) "([^"]*)"\]/g)) tags[match[1] as string] = match[2] as string;
    const body = chunk
      .replace(/\[[^\]]*\]/g, ' ')
      .replace(/\{[^}]*\}/g, ' ')
      .replace(/\([^)]*\)/g, ' ');
    const tokens = body.split(/\s+/).filter((token) => token !== '');
    const plies = tokens.filter((token) => /^\d+[-x]\d+/.test(token)).length;
    return { tags, plies, terminator: tokens[tokens.length - 1] as string };
  });
}

describe('result tokens of real PDN files', () => {
  // candidate95.pdn game 8 has [Result "0-1"] but ends with 1/2-1/2: a slip in the real file
  it.each([
    ['nk2009-ronde12.pdn', 7, ['2-0', '1-1'], []],
    ['rk-ronde12.pdn', 7, ['2-0', '0-2', '1-1'], []],
    ['candidate95.pdn', 8, ['2-0', '0-2', '1-1'], [7]],
    ['prof2.pdn', 16, ['2-0', '0-2', '1-1'], []],
  ] as const)('%s: %i games, every Result tag and terminator read', (file, count, allowed, slips) => {
    const games = readGames(file);
    expect(games).toHaveLength(count);
    const disagreeing: number[] = [];
    for (const [index, game] of games.entries()) {
      const tag = parsePdnResult(game.tags.Result as string);
      const terminator = parsePdnResult(game.terminator);
      expect(allowed).toContain(tag);
      expect(allowed).toContain(terminator);
      if (tag !== terminator) disagreeing.push(index);
    }
    expect(disagreeing).toEqual(slips);
  });

  it('NK 2009 round 12: every remise came after at least 40 moves each (seed "Algemeen" 40-move rule)', () => {
    for (const game of readGames('nk2009-ronde12.pdn')) {
      if (parsePdnResult(game.tags.Result as string) === '1-1')
        expect(isEarlyAgreement(movesFromPlies(game.plies))).toBe(false);
    }
  });

  it('NK 2009 round 12 as a one-round tournament: standings and crosstable', () => {
    const games = readGames('nk2009-ronde12.pdn').map((game) => ({
      white: game.tags.White as string,
      black: game.tags.Black as string,
      result: game.tags.Result as string,
      round: Number(game.tags.Round),
    }));
    const players = games.flatMap((game) => [game.white, game.black]);
    const document = tournament(players, games);
    const table = draughtsStandings(document);
    expect(table.rows).toHaveLength(14);
    expect(table.rows.reduce((sum, row) => sum + row.points, 0)).toBe(14);
    expect(table.rows.slice(0, 2).map((row) => [row.playerId, row.points, row.placeLabel])).toEqual([
      ['Hein Meijer', 2, '1–2'],
      [games[5]?.white, 2, '1–2'],
    ]);
    expect(table.barrages[0]).toMatchObject({ forPlace: 1, players: ['Hein Meijer', games[5]?.white] });
    expect(table.afterRound).toBe(12);
    const cross = draughtsCrosstable(document, KNDB, { order: 'input' });
    expect(cross.rows[0]?.cells[1]?.[0]).toMatchObject({ score: '2', colour: 'white', round: 12 });
  });
});
