/**
 * `mindsport/draughts` results part: the six KNDB results, standings with plus/min saldo,
 * barrages, prize money, (grand)master points and the "Rechten" (seed 004).
 */
import {
  agreedResult,
  draughtsBarrages,
  draughtsCrosstable,
  draughtsMasterPoints,
  draughtsPrizes,
  draughtsRights,
  formatDraughtsCrosstable,
  formatResult,
  parsePdnResult,
  parseResult,
} from '../src/draughts/index.js';

console.log('\n## mindsport/draughts: KNDB results, standings, barrages');
console.log(
  'parse:',
  ['1+ - 1-', '1- - 1+', ' 2 - 0 '].map((text) => parseResult(text)).join(', '),
  '| PDN legacy 1/2-1/2 →',
  parsePdnResult('1/2-1/2'),
  '| pdn style:',
  formatResult('1+-1-', { style: 'pdn' }),
);
console.log('remise agreed after 39 / 40 moves each:', agreedResult('1-1', 39), '/', agreedResult('1-1', 40));

// A small championship with made-up results; Alexander Baljakin, named by the seed, is the
// guest left out of the master points; Cees Bakker already holds a WK place.
const ids = {
  'Alexander Baljakin': 'baljakin',
  'Bram Jansen': 'jansen',
  'Cees Bakker': 'bakker',
  'Dirk Visser': 'visser',
  'Evert de Vries': 'devries',
} as const;
const game = (white: keyof typeof ids, black: keyof typeof ids, result: string) => ({
  white: ids[white],
  black: ids[black],
  result,
});
const event = {
  players: [
    { id: 'baljakin', name: 'Alexander Baljakin', guest: true },
    { id: 'jansen', name: 'Bram Jansen' },
    { id: 'bakker', name: 'Cees Bakker', alreadyQualified: true },
    { id: 'visser', name: 'Dirk Visser' },
    { id: 'devries', name: 'Evert de Vries' },
  ],
  games: [
    game('Alexander Baljakin', 'Bram Jansen', '1-1'),
    game('Cees Bakker', 'Alexander Baljakin', '1- - 1+'),
    game('Alexander Baljakin', 'Dirk Visser', '1-1'),
    game('Evert de Vries', 'Alexander Baljakin', '0-2'),
    game('Bram Jansen', 'Cees Bakker', '1+ - 1-'),
    game('Dirk Visser', 'Bram Jansen', '0-2'),
    game('Bram Jansen', 'Evert de Vries', '1-1'),
    game('Cees Bakker', 'Dirk Visser', '2-0'),
    game('Evert de Vries', 'Cees Bakker', '1-1'),
    game('Dirk Visser', 'Evert de Vries', '1+ - 1-'),
  ],
  prizes: [1000, 600, 400],
};
console.log(formatDraughtsCrosstable(draughtsCrosstable(event)));
const barrageGames = [
  game('Alexander Baljakin', 'Bram Jansen', '1-1'),
  game('Bram Jansen', 'Alexander Baljakin', '1-1'),
];
const [drawn] = draughtsBarrages({
  ...event,
  barrages: [{ players: ['baljakin', 'jansen'], games: barrageGames }],
}).barrages;
if (drawn) {
  console.log(
    `barrage for place ${drawn.forPlace} (places ${drawn.place}–${drawn.lastPlace}): ${drawn.players.join(' v ')}`,
  );
  console.log(
    'after 2 remises: next',
    drawn.next?.stage.gamesPerPairing,
    `at ${drawn.next?.stage.timeControl.minutes} min`,
    drawn.next?.directorsDecision ? '(director)' : '',
  );
}
const decided = {
  ...event,
  barrages: [
    {
      players: ['baljakin', 'jansen'],
      games: [...barrageGames, game('Alexander Baljakin', 'Bram Jansen', '1- - 1+')],
    },
  ],
};
console.log('then a plus-remise decides: winner', draughtsBarrages(decided).barrages[0]?.ahead.join(', '));
for (const right of draughtsRights(decided).rights)
  console.log(`  ${right.key}: ${right.awarded.join(', ')}`);
console.log(
  'prizes 1000/600/400:',
  draughtsPrizes(event)
    .rows.map((row) => `${row.playerId} ${row.prize}`)
    .join(', '),
);
const titles = draughtsMasterPoints(event);
console.log(
  '(grand)master points (Baljakin, a guest, left out):',
  titles.rows.map((row) => `${row.playerId} ${row.grandmasterPoints}/${row.masterPoints}`).join(', '),
);
