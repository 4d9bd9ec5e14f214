/**
 * Issue 26: a tournament's games written as one PDN file with the event tags (`Event`, `Round`,
 * `White`, `Black`, `Result`: the PDN 3.0 seven-tag roster, spec §2) read back with `parsePdn`
 * to the same games, and so to the same standings.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import {
  DRAUGHTS_RESULTS,
  type DraughtsGame,
  type DraughtsMove,
  type DraughtsTournament,
  draughtsStandings,
  formatPdn,
  KNDB,
  type PdnResult,
  parsePdn,
} from '../../src/draughts/index.js';
import { legalGame } from './positions.js';

const NAMES = ['Baliakin, A.', 'Schwarzman', 'Boomstra, R.', "D'Haeyer", 'Van der Wal, J.', 'Öztürk, E.'];

/** A round robin of 2–6 players, one or two meetings per pair, each game a random result. */
const tournaments = fc
  .tuple(
    fc.integer({ min: 2, max: 6 }),
    fc.constantFrom(1, 2),
    fc.array(fc.tuple(fc.constantFrom(...DRAUGHTS_RESULTS), fc.array(fc.nat(), { maxLength: 6 })), {
      minLength: 30,
      maxLength: 30,
    }),
  )
  .map(([count, meetings, draws]) => {
    const players = NAMES.slice(0, count).map((name, index) => ({ id: `p${index}`, name }));
    const games: (DraughtsGame & { moves: DraughtsMove[] })[] = [];
    let round = 1;
    for (let meeting = 0; meeting < meetings; meeting++) {
      for (let a = 0; a < count; a++) {
        for (let b = a + 1; b < count; b++) {
          const [result, choices] = draws[games.length % draws.length] as [DraughtsGame['result'], number[]];
          const [white, black] = meeting === 0 ? [a, b] : [b, a];
          games.push({
            white: `p${white}`,
            black: `p${black}`,
            result,
            round: round++,
            moves: legalGame(choices).moves, // a few moves, so each game has move text
          });
        }
      }
    }
    return {
      tournament: { players, games: games.map(({ moves: _, ...game }) => game), meetingsPerPair: meetings },
      games,
    };
  });

/** The games of one event as one PDN file, players named by their names. */
function eventPdn(
  tournament: DraughtsTournament,
  games: readonly (DraughtsGame & { moves: DraughtsMove[] })[],
): string {
  const names = new Map(tournament.players.map((player) => [player.id, player.name as string]));
  return formatPdn(
    games.map((game) => ({
      tags: {
        Event: 'NK 2009',
        Round: String(game.round),
        White: names.get(game.white) as string,
        Black: names.get(game.black) as string,
      },
      moves: game.moves,
      result: game.result as PdnResult,
    })),
  );
}

/** The tournament the file describes: players by name, one game per PDN game. */
function readEvent(
  text: string,
  players: DraughtsTournament['players'],
): DraughtsTournament & { events: string[] } {
  const ids = new Map(players.map((player) => [player.name as string, player.id]));
  const read = parsePdn(text).games;
  return {
    players,
    games: read.map((game) => ({
      white: ids.get(game.tags.White as string) as string,
      black: ids.get(game.tags.Black as string) as string,
      result: game.result as DraughtsGame['result'],
      round: Number(game.tags.Round),
    })),
    events: [...new Set(read.map((game) => game.tags.Event as string))],
  };
}

describe('a tournament written as one PDN file reads back to the same games and standings', () => {
  test.prop([tournaments], { numRuns: 40 })(
    'parsePdn(formatPdn(games with event tags))',
    ({ tournament, games }) => {
      const { events, ...read } = readEvent(eventPdn(tournament, games), tournament.players);
      expect(events).toEqual(['NK 2009']);
      expect(read.games).toEqual(tournament.games);
      const summary = (document: DraughtsTournament) =>
        draughtsStandings(document, KNDB).rows.map((row) => [
          row.placeLabel,
          row.playerId,
          String(row.points),
        ]);
      expect(summary({ ...read, meetingsPerPair: tournament.meetingsPerPair })).toEqual(summary(tournament));
    },
  );
});
