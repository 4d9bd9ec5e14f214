/**
 * The end of the ladder season on the command line (issue 26, seed 002 Art. IV–VII):
 * `mindsport ladder final|periods|prizes|explain` on the hand-computed season of
 * `tests/ladder/fixtures.ts` (every number there worked out by hand), in process.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type LadderSeason, ladderFinalRanking, ladderPeriodTables } from '../../src/ladder/index.js';
import { HAND_SEASON } from '../ladder/fixtures.js';
import { mindsport } from './in-process.js';

const scratch = mkdtempSync(join(tmpdir(), 'mindsport-ladder-'));
const seasonFile = join(scratch, 'season.json');
writeFileSync(seasonFile, JSON.stringify(HAND_SEASON));

/** The CSV rows of a table, header first. */
function csvRows(text: string): string[][] {
  return text
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));
}

describe('mindsport ladder final: the final ranking of Art. V', () => {
  it('ranks by points then V.2 (B above C on wins with black) although C stands above B on the last ladder', () => {
    const final = mindsport('ladder', 'final', seasonFile, '--format', 'csv');
    expect(final.code, final.stderr).toBe(0);
    const [header, ...rows] = csvRows(final.stdout);
    expect(header).toEqual([
      'Place',
      'Player',
      'Points',
      'Games',
      'Wins',
      'Wins with black',
      'Group',
      'Ladder position',
      'Decided by',
    ]);
    // End of the hand season: E 700, B 691, C 691; B and C 12 games, 1½–1½, 5 wins each,
    // B 4 wins with black, C 2 (Art. V.2) — and on the ladder C stands above B (decision 1).
    expect(rows.slice(0, 3).map((row) => [row[0], row[1], row[2], row[7]])).toEqual([
      ['1', 'E', '700', '1'],
      ['2', 'B', '691', '3'],
      ['3', 'C', '691', '2'],
    ]);
    expect([rows[1]?.[5], rows[2]?.[5]]).toEqual(['4', '2']);
    expect(rows[2]?.[8]).toBe('moreWinsWithBlack');
    expect(rows.map((row) => row[1])).toEqual(
      ladderFinalRanking(HAND_SEASON).rows.map((row) => row.playerId),
    );
    const json = mindsport('ladder', 'final', seasonFile, '--after-round', '3', '--format', 'json');
    expect((JSON.parse(json.stdout) as { afterRound: number }).afterRound).toBe(3);
  });
});

describe('mindsport ladder periods: the period tables of Art. VII', () => {
  it('one table per period with the library rows; --period N gives one', () => {
    const all = mindsport('ladder', 'periods', seasonFile);
    expect(all.code, all.stderr).toBe(0);
    expect(all.stdout).toContain('Period 1, rounds 1–4, after round 12 (Art. VII)');
    expect(all.stdout).toContain('Period 3, rounds 9–12, after round 12 (Art. VII)');
    const second = mindsport('ladder', 'periods', seasonFile, '--period', '2', '--format', 'csv');
    expect(second.code, second.stderr).toBe(0);
    const [header, ...rows] = csvRows(second.stdout);
    expect(header?.slice(0, 3)).toEqual(['Place', 'Player', 'Board points']);
    const library = ladderPeriodTables(HAND_SEASON).periods[1]?.rows ?? [];
    expect(rows.map((row) => [row[1], row[2]])).toEqual(
      library.map((row) => [row.playerId, row.boardPoints.toString()]),
    );
    // Period 2: B ahead of E on points with black after 1½–1½ (Art. VII.3).
    expect(rows.slice(0, 2).map((row) => row[1])).toEqual(['B', 'E']);
    const missing = mindsport('ladder', 'periods', seasonFile, '--period', '4');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe(`mindsport: ${seasonFile}: --period 4: the season has periods 1–3\n`);
  });
});

describe('mindsport ladder prizes: Art. V.1, VI.2, VII.4–5', () => {
  it('top three, group prizes passing down past a prize winner, period prizes; one prize per player', () => {
    const prizes = mindsport('ladder', 'prizes', seasonFile, '--format', 'csv');
    expect(prizes.code, prizes.stderr).toBe(0);
    const rows = csvRows(prizes.stdout);
    expect(rows[0]).toEqual(['Prize', 'Winner', 'Passed over (a prize already)']);
    expect(rows.slice(1).map((row) => row.slice(0, 2).join(':'))).toEqual([
      'place 1:E',
      'place 2:B',
      'place 3:C',
      'group B:F',
      'group C:D',
      'group J:nobody qualifies',
      'period 1:A',
      'period 2:nobody qualifies',
      'period 3:nobody qualifies',
    ]);
    // Group B passes C (third place, Art. VI.2) down to F.
    expect(rows[4]?.[2]).toBe('C');
  });

  it('league games without a result: refused, listing every one (decision in docs/ladder.md)', () => {
    const season: LadderSeason = {
      players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }, { id: 'D' }],
      rounds: [
        {
          present: ['A', 'B'],
          entries: [
            { rule: 'game', white: 'A', black: 'B', result: '1-0' },
            { rule: 'league', player: 'C' },
          ],
        },
        {
          present: ['A', 'B'],
          entries: [
            { rule: 'game', white: 'B', black: 'A', result: '1-0' },
            { rule: 'league', player: 'D', result: 'win' },
            { rule: 'league', player: 'C' },
          ],
        },
      ],
    };
    const file = join(scratch, 'league.json');
    writeFileSync(file, JSON.stringify(season));
    for (const command of ['prizes', 'periods']) {
      const result = mindsport('ladder', command, file);
      expect(result.code, command).toBe(1);
      expect(result.stdout).toBe('');
      const lines = result.stderr.trimEnd().split('\n');
      expect(lines[0]).toBe(
        `mindsport: ${file}: rounds[0].entries[1].result: the league game of "C" counts for period 1 but has no result (spec decision 9) (and 1 more problem)`,
      );
      expect(lines.slice(1)).toEqual([
        '  - rounds[0].entries[1].result: the league game of "C" counts for period 1 but has no result (spec decision 9) (at rounds[0].entries[1].result, code LEAGUE_RESULT_MISSING)',
        '  - rounds[1].entries[2].result: the league game of "C" counts for period 2 but has no result (spec decision 9) (at rounds[1].entries[2].result, code LEAGUE_RESULT_MISSING)',
      ]);
    }
    // The running ladder and the final ranking need no league result (Art. IV.4: 60 points).
    expect(mindsport('ladder', 'final', file).code).toBe(0);
  });
});

describe('mindsport ladder explain: one player, rule by rule (Art. IV)', () => {
  it("D's account after round 3, as worked out by hand", () => {
    const text = mindsport('ladder', 'explain', seasonFile, '--player', 'D', '--after-round', '3');
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout.trimEnd().split('\n')).toEqual([
      'D after round 3:',
      'start: start points: +485 (Art. IV.1)',
      'round 1: game, draw with white vs C (rank number 98): +49 (Art. IV.3)',
      'round 1: start points taken back: -48.5 (Art. IV.1)',
      'round 2: game, loss with black vs E (rank number 95): +0 (Art. IV.3)',
      'round 2: start points taken back: -48.5 (Art. IV.1)',
      'round 3: drawn out: +60 (Art. IV.6)',
      'round 3: start points taken back: -48.5 (Art. IV.1)',
      'total: 448.5',
    ]);
    const json = mindsport('ladder', 'explain', seasonFile, '--player', 'D', '--format', 'json');
    expect((JSON.parse(json.stdout) as { playerId: string }).playerId).toBe('D');
  });

  it('needs --player (exit 2); an unknown player is the library refusal (exit 1)', () => {
    const missing = mindsport('ladder', 'explain', seasonFile);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('missing --player ID');
    const unknown = mindsport('ladder', 'explain', seasonFile, '--player', 'Z');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('UNKNOWN_ID');
  });
});
