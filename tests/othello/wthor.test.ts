import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  formatTranscript,
  parseGame,
  parseWthorGames,
  parseWthorNames,
  replayWthorGames,
  type WthorReplay,
} from '../../src/othello/index.js';

// Real WTHOR files from the FFO database. Three years and the name tables are kept in the
// repository (tests/fixtures/wthor/README.md); the ten-year sample in ../shared/data/wthor
// (its README for provenance) is replayed too when it is laid beside the clone, as in CI.
const fixtures = fileURLToPath(new URL('../fixtures/wthor/', import.meta.url));
const archive = fileURLToPath(new URL('../../../shared/data/wthor/', import.meta.url));
const archivePresent = existsSync(archive);
const read = (name: string, directory = fixtures) => new Uint8Array(readFileSync(`${directory}${name}`));

describe('WTHOR games kept in the repository (spec §1, KOA V.8 empties to the winner)', () => {
  // Games per file, from the data README (the header must say the same).
  const expected: Record<string, number> = { 'WTH_1977.wtb': 12, 'WTH_1980.wtb': 160, 'WTH_2018.wtb': 2322 };
  const databases = new Map(
    Object.keys(expected).map((name) => [name, parseWthorGames(read(name))] as const),
  );

  it('reads every game, with the header counts and years of the README', () => {
    for (const [name, database] of databases) {
      expect(database.header.gameCount).toBe(expected[name]);
      expect(database.games).toHaveLength(expected[name] as number);
      expect(database.header.gamesYear).toBe(Number(name.slice(4, 8)));
    }
  });

  it('every finished game has the recorded score, computed with empties to the winner', () => {
    const all = [...databases.values()].flatMap((database) => replayWthorGames(database));
    expect(all.filter((replay) => replay.status === 'mismatch' || replay.status === 'illegal')).toEqual([]);
    for (const replay of all.filter((each) => each.status === 'verified')) {
      expect(replay.computedScore).toBe(replay.recordedScore);
    }
    expect(all.filter((replay) => replay.status === 'verified').length).toBeGreaterThan(2400);
  });

  it('decodes game 0 of 2018 as documented (README example)', () => {
    const game = parseWthorGames(read('WTH_2018.wtb')).games[0]!;
    expect(game).toMatchObject({
      tournamentId: 283,
      blackPlayerId: 2362,
      whitePlayerId: 1916,
      blackScore: 26,
    });
    expect(game.theoreticalScore).toBe(22);
    expect(formatTranscript(game.moves)).toBe(
      'f5f6e6f4e3c5c6d6e7f7c3c7g3e8b5a4g5b4f8c4d8d3b3f3d2h3e2g4f2d7c8g6a3b6h6h5a7a6a5c2d1g2h7h8h1g8g7b8h2e1f1b2b7g1a1a2h4a8c1b1',
    );
    // The public immutable API agrees with the fast replay.
    expect(parseGame(game.moves).score).toEqual({ black: 26, white: 38, winner: 'white' });
  });

  it('reads the player and tournament names (Latin-1), every id in range', () => {
    const players = parseWthorNames(read('WTHOR.JOU'), 'players').names;
    const tournaments = parseWthorNames(read('WTHOR.TRN'), 'tournaments').names;
    expect(players).toHaveLength(3628);
    expect(tournaments).toHaveLength(425);
    expect([players[0], players[2362], players[1916], tournaments[283]]).toEqual([
      '???',
      'Zhao Jing',
      'Yamakawa Takashi',
      'Beijing Open',
    ]);
    for (const database of databases.values()) {
      for (const game of database.games) {
        expect(game.tournamentId).toBeLessThan(tournaments.length);
        expect(Math.max(game.blackPlayerId, game.whitePlayerId)).toBeLessThan(players.length);
      }
    }
  });
});

if (!archivePresent)
  console.info(`wthor.test.ts: ${archive} is not present; the archive-scale replay is skipped`);

describe.skipIf(!archivePresent)(
  'WTHOR archive replay, the ten-year sample in ../shared/data (spec §1)',
  () => {
    // describe.skipIf still runs this body to collect the tests: read nothing when skipped.
    const gameFiles = (archivePresent ? readdirSync(archive) : [])
      .filter((name) => name.endsWith('.wtb'))
      .sort();
    const databases = new Map(gameFiles.map((name) => [name, parseWthorGames(read(name, archive))] as const));
    const replays = new Map<string, WthorReplay[]>();
    for (const [name, database] of databases) replays.set(name, replayWthorGames(database));
    const all = [...replays.values()].flat();

    it('reads all 31,093 games of the shared sample, with header counts matching', () => {
      expect(gameFiles).toHaveLength(10);
      expect(all).toHaveLength(31_093);
      for (const [name, database] of databases) {
        expect(database.games).toHaveLength(database.header.gameCount);
        expect(database.header.gamesYear).toBe(Number(name.slice(4, 8)));
      }
    });

    it('every finished game has the recorded score, computed with empties to the winner', () => {
      const bad = all.filter((replay) => replay.status === 'mismatch' || replay.status === 'illegal');
      expect(bad.map((replay) => replay.problem)).toEqual([]);
      expect(all.filter((replay) => replay.status === 'verified')).toHaveLength(31_060);
      const verifiedButDifferent = all.filter(
        (replay) => replay.status === 'verified' && replay.computedScore !== replay.recordedScore,
      );
      expect(verifiedButDifferent).toEqual([]);
    });

    it('flags the 33 unfinished games (21 in 1990, 12 in 1998) instead of failing', () => {
      const unfinished = (name: string) =>
        replays.get(name)!.filter((replay) => replay.status === 'unfinished');
      expect(all.filter((replay) => replay.status === 'unfinished')).toHaveLength(33);
      expect(unfinished('WTH_1990.wtb')).toHaveLength(21);
      expect(unfinished('WTH_1998.wtb')).toHaveLength(12);
      const unfinishedMoves = all
        .filter((each) => each.status === 'unfinished')
        .map((each) => each.movesPlayed);
      expect(Math.min(...unfinishedMoves)).toBe(38);
      expect(Math.max(...unfinishedMoves)).toBe(59);
      expect(all.filter((each) => each.status === 'unfinished' && each.computedScore !== null)).toEqual([]);
    });

    it('the raw count would disagree: empties decide 1,331 games (spec §1 empty squares)', () => {
      const withEmpties = all.filter((replay) => replay.status === 'verified' && replay.movesPlayed < 60);
      expect(withEmpties).toHaveLength(1_331);
    });

    it('applies passes automatically (17,172 games contain one)', () => {
      expect(all.filter((replay) => replay.passes > 0)).toHaveLength(17_172);
    });
  },
);
