/**
 * The `mindsport` command line: `mindsport <module> <command> …` (see `docs/cli.md`). The only
 * code of the package that touches files and the process; everything it computes comes
 * from the library.
 */
import { run } from './run.js';

process.exitCode = run(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  stderrIsTerminal: process.stderr.isTTY === true,
});
