/**
 * The `mindsport` command reading what directors keep: results sheets saved as CSV (one
 * game per row) and PAPP files, on the bundled examples (same dispatcher as the binary,
 * run in process).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from '../src/cli/run.js';

const examples = join(dirname(fileURLToPath(import.meta.url)), '..', 'examples');
const show = (...args: string[]): void => {
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

console.log('## mindsport command line: CSV results sheets and PAPP files');
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
show('ladder', 'standings', join(examples, 'othello-results.csv'));
