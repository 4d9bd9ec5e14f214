/**
 * Runs the command line in process (the same dispatcher as the binary), collecting what it
 * writes: shared by the CLI tests.
 */
import { run } from '../../src/cli/run.js';

/** What one command printed, and its exit code. */
export interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** `mindsport …args` in process. */
export function mindsport(...args: string[]): Run {
  return inTerminal(false, ...args);
}

/** `mindsport …args` in process, with stderr a terminal or not (progress is written only to a terminal). */
export function inTerminal(stderrIsTerminal: boolean, ...args: string[]): Run {
  let stdout = '';
  let stderr = '';
  const code = run(args, {
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
    stderrIsTerminal,
  });
  return { code, stdout, stderr };
}
