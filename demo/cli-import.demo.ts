/**
 * The `mindsport` command reading what directors keep: results sheets saved as CSV (one
 * game per row) and PAPP files, on the bundled examples (same dispatcher as the binary,
 * run in process).
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

console.log('\n## mindsport command line: CSV results sheets and PAPP files');
show('othello', 'standings', join(examples, 'othello-results.csv'), '--format', 'md');
show('diplomacy', 'standings', join(examples, 'diplomacy-results.csv'), '--format', 'csv');
show('draughts', 'standings', join(examples, 'draughts-results.csv'), '--format', 'csv');
show(
  'othello',
  'import-papp',
  join(examples, 'papp-workfile.txt'),
  join(examples, 'papp-players.txt'),
  '--format',
  'csv',
);
show('ladder', 'standings', join(examples, 'ladder-nights.csv'));
showError(
  'an Othello results sheet given to the ladder (exit 1, naming the column)',
  'ladder',
  'standings',
  join(examples, 'othello-results.csv'),
);
