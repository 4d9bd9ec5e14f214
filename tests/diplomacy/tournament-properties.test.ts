import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { rankQualification, rankTournament, type Tournament } from '../../src/diplomacy/index.js';
import { tournamentArbitrary } from './arbitraries.js';

const reorder = (
  tournament: Tournament,
  roundOrder: number[],
  reverseBoards: boolean[],
  playerOrder: number[],
): Tournament => ({
  ...tournament,
  players: playerOrder.map((index) => tournament.players[index]!),
  rounds: roundOrder.map((index) => {
    const round = tournament.rounds[index]!;
    return { ...round, boards: reverseBoards[index] ? [...round.boards].reverse() : round.boards };
  }),
});

describe('tournament properties (issue 6)', () => {
  test.prop(
    [
      tournamentArbitrary(),
      fc.shuffledSubarray([0, 1, 2, 3], { minLength: 4, maxLength: 4 }),
      fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
      fc.shuffledSubarray([...Array(14).keys()], { minLength: 14, maxLength: 14 }),
    ],
    { numRuns: 30 },
  )(
    'the ranking is invariant under the order of rounds, boards and players in the input',
    (tournament, rounds, boards, players) => {
      const shuffled = reorder(tournament, rounds, boards, players);
      expect(JSON.stringify(rankTournament(shuffled))).toBe(JSON.stringify(rankTournament(tournament)));
      expect(JSON.stringify(rankQualification(shuffled))).toBe(JSON.stringify(rankQualification(tournament)));
    },
  );
  test.prop([tournamentArbitrary()], { numRuns: 30 })(
    'withdrawn players are last; places 1–2 come from the top board; scores descend from place 3 (seed §3, §11)',
    (tournament) => {
      const table = rankTournament(tournament);
      expect(table).toHaveLength(14);
      const withdrawn = new Set(
        tournament.players.filter((player) => player.withdrawn).map((player) => player.id),
      );
      const firstWithdrawn = table.findIndex((row) => row.withdrawn);
      if (firstWithdrawn >= 0)
        expect(table.slice(firstWithdrawn).every((row) => withdrawn.has(row.player))).toBe(true);
      const top = tournament.rounds
        .find((round) => round.round === 4)!
        .boards.find((board) => board.board === 1)!;
      const topPlayers = new Set(Object.values(top.game.powers).map((result) => result.player));
      expect(topPlayers.has(table[0]!.player) && topPlayers.has(table[1]!.player)).toBe(true);
      const rest = table.slice(2).filter((row) => !row.withdrawn);
      for (let index = 1; index < rest.length; index++) {
        expect(rest[index - 1]!.score.compare(rest[index]!.score)).toBeGreaterThanOrEqual(0);
      }
    },
  );
});
