/**
 * The `mindsport` command on the bundled examples (the same dispatcher as the binary, run
 * in process): standings, replays, the ladder pairing and a usage error, output as a
 * director sees it. `cli-import.demo.ts` shows the CSV and PAPP imports.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from '../src/cli/run.js';

const examples = join(dirname(fileURLToPath(import.meta.url)), '..', 'examples');
/** Runs the command and prints it with its output; `why` marks a deliberate error example. */
const showCommand = (why: string | undefined, args: readonly string[]): void => {
  if (why !== undefined) console.log(`deliberate error: ${why}`);
  const shown = args.map((argument) =>
    argument.startsWith(examples) ? `examples/${argument.slice(examples.length + 1)}` : argument,
  );
  console.log(`$ mindsport ${shown.join(' ')}`);
  let out = '';
  const code = run(args, { stdout: (text) => (out += text), stderr: (text) => (out += text) });
  console.log(
    `${out.split(examples).join('examples').replace(/\r\n/g, '\n').trimEnd()}${code === 0 ? '' : `\n[exit ${code}]`}`,
  );
};
const show = (...args: string[]): void => showCommand(undefined, args);
const showError = (why: string, ...args: string[]): void => showCommand(why, args);

console.log('\n## mindsport command line');
show('othello', 'replay', join(examples, 'othello-games.wtb'));
show('draughts', 'standings', join(examples, 'draughts-event.json'));
show('draughts', 'replay', join(examples, 'draughts-games.pdn'));
show('ladder', 'pair', join(examples, 'ladder-season.json'), '--seed', '2026-09-04');
show('grandprix', 'standings', join(examples, 'grandprix-season.json'));
showError(
  'a rules name Othello does not have (exit 2, with the choices)',
  'othello',
  'standings',
  join(examples, 'othello-tournament.json'),
  '--rules',
  'fide',
);
