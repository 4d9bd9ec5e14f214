/**
 * `mindsport/ladder`: a small club season replayed, explained, paired and prized
 * (seed 002, the chess-club ladder), with inline data.
 */
import {
  CLUB_LADDER,
  formatLadderPointsExplanation,
  type LadderSeason,
  ladderFinalRanking,
  ladderPeriodTables,
  ladderPointsExplanation,
  ladderPrizes,
  ladderStandings,
  ladderSummerStandings,
  pairLadderRound,
} from '../src/ladder/index.js';

const season: LadderSeason = {
  players: [
    { id: 'Anna', group: 'A' },
    { id: 'Bram', group: 'A' },
    { id: 'Cees', group: 'B' },
    { id: 'Dirk', group: 'C' },
    { id: 'Eva', group: 'B', newMember: true },
  ],
  guests: [{ id: 'Guest' }],
  plannedRounds: 30,
  rounds: [
    {
      date: '2026-09-04',
      present: ['Anna', 'Bram', 'Cees', 'Dirk', 'Eva'],
      entries: [
        { rule: 'game', white: 'Bram', black: 'Anna', result: '1-0' },
        { rule: 'game', white: 'Dirk', black: 'Cees', result: '1/2-1/2' },
        { rule: 'drawnOut', player: 'Eva' },
      ],
    },
    {
      date: '2026-09-11',
      present: ['Bram', 'Cees', 'Eva', 'Guest'],
      entries: [
        { rule: 'game', white: 'Eva', black: 'Bram', result: '1-0' },
        { rule: 'game', white: 'Cees', black: 'Guest', result: '1/2-1/2' },
        { rule: 'league', player: 'Dirk', result: 'win', colour: 'black', date: '2026-09-08' },
      ],
    },
    {
      date: '2026-09-18',
      present: ['Anna', 'Bram', 'Cees', 'Dirk', 'Eva'],
      entries: [
        { rule: 'game', white: 'Anna', black: 'Eva', result: '1-0' },
        { rule: 'game', white: 'Cees', black: 'Dirk', result: '0-1' },
        { rule: 'drawnOut', player: 'Bram' },
      ],
    },
  ],
};

console.log('\n## mindsport/ladder — rank-points club ladder (seed 002)');
const { rows } = ladderStandings(season);
console.log('Ladder after round 3 (rank number, points, start points still held):');
for (const row of rows) {
  console.log(
    `  ${row.rankNumber} ${row.playerId.padEnd(5)} ${row.points.format().padStart(6)}  (held ${row.startPointsHeld})`,
  );
}
console.log('\nWhy does Eva have her points? (ladderPointsExplanation + formatLadderPointsExplanation)');
const account = ladderPointsExplanation(season, CLUB_LADDER, { playerId: 'Eva' });
console.log(formatLadderPointsExplanation(account).replace(/^/gm, '  '));
const next = pairLadderRound(season, CLUB_LADDER, {
  present: ['Anna', 'Bram', 'Cees', 'Dirk', 'Eva'],
  seed: '2026-09-25',
});
console.log(`\nRound ${next.round} pairing (drawn out: ${next.drawnOut}):`);
for (const pair of next.pairs) console.log(`  ${pair.white} – ${pair.black}  (${pair.colourReason})`);
// Issue 10: colour saldo within ±2. Two members at +2 who are the only ones present must
// meet; the pairing still pairs them and names the one who goes to +3.
const draw = (white: string, black: string) => ({ rule: 'game', white, black, result: '1/2-1/2' }) as const;
const saldoSeason: LadderSeason = {
  players: [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }],
  rounds: [
    { present: ['a', 'b', 'c', 'd'], entries: [draw('a', 'c'), draw('b', 'd')] },
    { present: ['a', 'b', 'c', 'd'], entries: [draw('a', 'd'), draw('b', 'c')] },
  ],
};
const allFour = pairLadderRound(saldoSeason, CLUB_LADDER, { present: ['a', 'b', 'c', 'd'], seed: 1 });
const onlyTwo = pairLadderRound(saldoSeason, CLUB_LADDER, { present: ['a', 'b'], seed: 1 });
console.log(
  `Saldo a +2, b +2, c −2, d −2 → ${allFour.pairs.map((pair) => `${pair.white}–${pair.black}`).join(', ')}; ` +
    `only a, b present → ${onlyTwo.pairs.map((pair) => `${pair.white}–${pair.black}, beyond ±2: ${pair.beyondSaldoLimit}`).join('')}`,
);
console.log('\nFinal ranking so far (Art. V):');
console.log(
  `  ${ladderFinalRanking(season)
    .rows.map((row) => `${row.placeLabel}. ${row.playerId}`)
    .join('  ')}`,
);
const [period] = ladderPeriodTables(season).periods;
console.log(`Period 1 table (rounds ${period?.firstRound}-${period?.lastRound}, board points):`);
console.log(`  ${period?.rows.map((row) => `${row.playerId} ${row.boardPoints}`).join(', ')}`);
console.log('Prizes (one per player, Art. V–VII):');
console.log(
  `  ${ladderPrizes(season)
    .prizes.map(
      (prize) => `${prize.kind} ${prize.place ?? prize.group ?? prize.period}: ${prize.playerId ?? '—'}`,
    )
    .join('; ')}`,
);
const summer = ladderSummerStandings({
  players: [{ id: 'Anna' }, { id: 'Bram' }, { id: 'Cees' }],
  rounds: [
    {
      present: ['Anna', 'Bram', 'Cees'],
      matches: [{ first: 'Anna', second: 'Bram', results: ['1-0', '1/2-1/2'] }],
      oddPlayer: 'Cees',
    },
  ],
});
console.log(
  `Summer: ${summer.rows.map((row) => `${row.placeLabel}. ${row.playerId} ${row.points}`).join(', ')}`,
);
