/**
 * `mindsport/draughts` results part: the six KNDB results, standings with plus/min saldo,
 * barrages, prize money, (grand)master points and the "Rechten" (seed 004).
 */
import {
  agreedResult,
  awardRights,
  barrageStatus,
  crosstable,
  formatCrosstable,
  formatResult,
  grandmasterPoints,
  KNDB_2009_TITLE_POINTS,
  masterPoints,
  parsePdnResult,
  parseResult,
  splitPrizes,
  standings,
} from '../src/draughts/index.js';

console.log('== draughts: KNDB results, standings, barrages ==');
console.log(
  'parse:',
  ['1+ - 1-', '1- - 1+', ' 2 - 0 '].map((text) => parseResult(text)).join(', '),
  '| PDN legacy 1/2-1/2 →',
  parsePdnResult('1/2-1/2'),
  '| pdn style:',
  formatResult('1+-1-', { style: 'pdn' }),
);
console.log('remise agreed after 39 / 40 moves each:', agreedResult('1-1', 39), '/', agreedResult('1-1', 40));

// A small championship with made-up results; Alexander Baljakin, named by the seed, is the guest left out of the master points.
const event = {
  players: ['Alexander Baljakin', 'Bram Jansen', 'Cees Bakker', 'Dirk Visser', 'Evert de Vries'],
  games: [
    { white: 'Alexander Baljakin', black: 'Bram Jansen', result: '1-1' },
    { white: 'Cees Bakker', black: 'Alexander Baljakin', result: '1- - 1+' },
    { white: 'Alexander Baljakin', black: 'Dirk Visser', result: '1-1' },
    { white: 'Evert de Vries', black: 'Alexander Baljakin', result: '0-2' },
    { white: 'Bram Jansen', black: 'Cees Bakker', result: '1+ - 1-' },
    { white: 'Dirk Visser', black: 'Bram Jansen', result: '0-2' },
    { white: 'Bram Jansen', black: 'Evert de Vries', result: '1-1' },
    { white: 'Cees Bakker', black: 'Dirk Visser', result: '2-0' },
    { white: 'Evert de Vries', black: 'Cees Bakker', result: '1-1' },
    { white: 'Dirk Visser', black: 'Evert de Vries', result: '1+ - 1-' },
  ],
};
const table = standings(event, { qualified: ['Cees Bakker'] });
console.log(formatCrosstable(crosstable(event)));
for (const barrage of table.barrages) {
  console.log(
    `barrage ${barrage.section} for place ${barrage.place} (places ${barrage.places.join('–')}): ${barrage.players.join(' v ')}`,
  );
}
const [titleBarrage] = table.barrages;
if (titleBarrage) {
  const drawn = barrageStatus(titleBarrage, [
    { white: 'Alexander Baljakin', black: 'Bram Jansen', result: '1-1' },
    { white: 'Bram Jansen', black: 'Alexander Baljakin', result: '1-1' },
  ]);
  const next = drawn.next;
  console.log(
    'after 2 remises: next',
    next?.stage.gamesPerPairing,
    `at ${next?.stage.timeControl.minutes} min`,
    next?.directorsDecision ? '(director)' : '',
  );
  const decided = barrageStatus(titleBarrage, [
    { white: 'Alexander Baljakin', black: 'Bram Jansen', result: '1-1' },
    { white: 'Bram Jansen', black: 'Alexander Baljakin', result: '1-1' },
    { white: 'Alexander Baljakin', black: 'Bram Jansen', result: '1- - 1+' },
  ]);
  console.log('then a plus-remise decides: winner', decided.ahead.join(', '));
  const rights = awardRights(table, undefined, { qualified: ['Cees Bakker'], barrages: [decided] });
  for (const right of rights) console.log(`  ${right.key}: ${right.awarded.join(', ')}`);
}
console.log(
  'prizes 1000/600/400:',
  splitPrizes(table, [1000, 600, 400])
    .map((share) => `${share.player.split(' ').pop()} ${share.prize}`)
    .join(', '),
);
const exclude = KNDB_2009_TITLE_POINTS.excluded;
console.log(
  'grandmaster points (Baljakin left out):',
  grandmasterPoints(table, { exclude })
    .map((share) => `${share.player.split(' ').pop()} ${share.points}`)
    .join(', '),
);
console.log(
  'master points (Baljakin left out):',
  masterPoints(table, { exclude })
    .map((share) => `${share.player.split(' ').pop()} ${share.points}`)
    .join(', '),
);
