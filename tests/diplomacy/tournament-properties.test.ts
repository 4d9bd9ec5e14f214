import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import {
  CENTRE_COUNT,
  type DiplomacyTournament,
  diplomacyQualification,
  diplomacyStandings,
  diplomacyTeams,
} from '../../src/diplomacy/index.js';
import { tournamentArbitrary } from './arbitraries.js';
import { board, ndfWith } from './helpers.js';

const reorder = (
  tournament: DiplomacyTournament,
  roundOrder: number[],
  reverseBoards: boolean[],
  playerOrder: number[],
): DiplomacyTournament => ({
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
      expect(JSON.stringify(diplomacyStandings(shuffled).rows)).toBe(
        JSON.stringify(diplomacyStandings(tournament).rows),
      );
      expect(JSON.stringify(diplomacyQualification(shuffled).rows)).toBe(
        JSON.stringify(diplomacyQualification(tournament).rows),
      );
    },
  );
  test.prop([tournamentArbitrary()], { numRuns: 30 })(
    'withdrawn players are last; places 1–2 come from the top board; scores descend from place 3 (seed §3, §11)',
    (tournament) => {
      const table = diplomacyStandings(tournament).rows;
      expect(table).toHaveLength(14);
      const withdrawn = new Set(
        tournament.players.filter((player) => player.withdrawn).map((player) => player.id),
      );
      const firstWithdrawn = table.findIndex((row) => row.withdrawn);
      if (firstWithdrawn >= 0)
        expect(table.slice(firstWithdrawn).every((row) => withdrawn.has(row.playerId))).toBe(true);
      const top = tournament.rounds
        .find((round) => round.round === 4)!
        .boards.find((board) => board.board === 1)!;
      const topPlayers = new Set(Object.values(top.game.powers).map((result) => result.player));
      expect(topPlayers.has(table[0]!.playerId) && topPlayers.has(table[1]!.playerId)).toBe(true);
      const rest = table.slice(2).filter((row) => !row.withdrawn);
      for (let index = 1; index < rest.length; index++) {
        expect(rest[index - 1]!.score.compare(rest[index]!.score)).toBeGreaterThanOrEqual(0);
      }
    },
  );
  // Decision 4 / 13: a team's games are ordered for the count-back by score, centres, round,
  // board and then the count-back key, so the order a team lists its members in never
  // matters — even with several members on one board ending on the same centres (the case
  // that used to depend on it). Centre-count scoring, many 5-centre powers, 1901 counts 3–4.
  test.prop(
    [
      fc.array(fc.shuffledSubarray([5, 5, 5, 5, 5, 5, 4], { minLength: 7, maxLength: 7 }), {
        minLength: 2,
        maxLength: 2,
      }),
      fc.array(fc.array(fc.integer({ min: 3, max: 4 }), { minLength: 7, maxLength: 7 }), {
        minLength: 2,
        maxLength: 2,
      }),
      fc.shuffledSubarray([...Array(14).keys()], { minLength: 14, maxLength: 14 }),
      fc.array(fc.shuffledSubarray([0, 1, 2, 3], { minLength: 4, maxLength: 4 }), {
        minLength: 3,
        maxLength: 3,
      }),
    ],
    { numRuns: 60 },
  )(
    'the team table is invariant under the order of each team’s members (decisions 4, 13)',
    (finals, firstYear, seating, memberOrders) => {
      const ids = Array.from({ length: 14 }, (_, index) => `p${index}`);
      const seated = seating.map((index) => ids[index]!);
      const boards = [0, 1].map((number) =>
        board(
          number + 1,
          ['A', 'E', 'F', 'G', 'I', 'R', 'T']
            .map((letter, power) => `${letter}${finals[number]![power]}`)
            .join(' '),
          seated.slice(number * 7, number * 7 + 7),
          finals[number]!.map((final, power) => [firstYear[number]![power]!, final]),
        ),
      );
      const teams = [ids.slice(0, 4), ids.slice(4, 8), ids.slice(8, 12)];
      const input = (order: readonly (readonly number[])[]): DiplomacyTournament => ({
        players: ids.map((id) => ({ id })),
        rounds: [{ round: 1, boards }],
        teams: teams.map((members, team) => ({
          name: `T${team}`,
          members: order[team]!.map((index) => members[index]!),
        })),
        teamRound: 1,
      });
      const inOrder = [0, 1, 2].map(() => [0, 1, 2, 3]);
      expect(JSON.stringify(diplomacyTeams(input(memberOrders), ndfWith(CENTRE_COUNT)).rows)).toBe(
        JSON.stringify(diplomacyTeams(input(inOrder), ndfWith(CENTRE_COUNT)).rows),
      );
    },
  );
});
