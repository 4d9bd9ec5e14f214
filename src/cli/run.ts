/**
 * The dispatcher of the `mindsport` command line: picks the command, parses its arguments,
 * runs it and turns errors into messages and exit codes. No side effects on import.
 */
import { describePath, didYouMean, MindsportError } from '../core/internal.js';
import {
  type ArgumentSpec,
  integerOption,
  type ParsedArguments,
  parseArguments,
  rulesOption,
  UsageError,
} from './args.js';
import {
  draughtsDiagramCommand,
  draughtsReplay,
  grandPrixTableCommand,
  ladderPair,
  othelloDiagramCommand,
  othelloImportPapp,
  othelloReplay,
  outputFormat,
  type Progress,
  render,
} from './commands.js';
import { type CsvImport, diplomacyFromCsv, draughtsFromCsv, othelloFromCsv } from './csv-import.js';
import { HELP, moduleHelp } from './help.js';
import {
  InputError,
  type Locate,
  readBytes,
  readJson,
  readSpreadsheetText,
  refuseWorkbook,
  withFile,
} from './input.js';
import { ladderExplain, ladderFinal, ladderPeriods, ladderPrizesCommand } from './ladder.js';
import { ladderFromCsv } from './ladder-csv.js';
import { othelloExportPapp, othelloWofResults } from './papp-export.js';
import {
  diplomacyStandings,
  draughtsStandings,
  grandPrixStandings,
  ladderStandings,
  othelloStandings,
  type StandingsOutput,
  type StandingsRequest,
} from './standings.js';
import { VERSION } from './version.js';

/** Where the command writes. */
export interface Streams {
  /** Standard output. */
  readonly stdout: (text: string) => void;
  /** Standard error. */
  readonly stderr: (text: string) => void;
  /** Whether stderr is a terminal: progress lines are written only then (not into a log or a pipe). */
  readonly stderrIsTerminal?: boolean;
}

type Runner = (parsed: ParsedArguments, streams: Streams) => number;

const STANDINGS_FORMATS = ['table', 'md', 'csv', 'json', 'html'] as const;

/** Why a module has no CSV form (one game per row does not hold its data). */
const NO_CSV: Readonly<Record<string, string>> = {
  grandprix:
    'a Grand Prix season lists players with memberships and tournaments with their standings, not games; write the season as JSON (docs/cli.md)',
};

function standings(
  command: string,
  compute: (request: StandingsRequest) => StandingsOutput,
  fromCsv?: (file: string, text: string) => CsvImport<unknown>,
): Runner {
  return (parsed, streams) => {
    const [file] = parsed.positionals as [string];
    const format = outputFormat(parsed, STANDINGS_FORMATS, command);
    const afterRound = integerOption(parsed, 'after-round', command, command.startsWith('grandprix') ? 1 : 0);
    if (/\.csv$/i.test(file) && fromCsv === undefined) {
      // A workbook saved as .csv is told so before anything else.
      refuseWorkbook(file, readBytes(file));
      throw new UsageError(
        'NO_CSV_FORM',
        `${command} reads JSON only: ${NO_CSV[command.split(' ')[0] ?? ''] ?? 'no CSV form'}`,
        command,
      );
    }
    const { data, locate } = readDocument(file, streams, fromCsv);
    const output = withFile(
      file,
      () => compute({ file, data, rules: rulesOption(parsed, command), afterRound }),
      locate,
    );
    streams.stdout(
      format === 'json' ? `${JSON.stringify(output.result, null, 2)}\n` : render(output.table, format),
    );
    return 0;
  };
}

/** A document from a JSON file, or from a CSV file (`.csv`) through the module's sheet reader. */
function readDocument(
  file: string,
  streams: Streams,
  fromCsv: ((file: string, text: string) => CsvImport<unknown>) | undefined,
): { data: unknown; locate: Locate | undefined } {
  if (fromCsv === undefined || !/\.csv$/i.test(file)) return { data: readJson(file), locate: undefined };
  const imported = fromCsv(file, readSpreadsheetText(file));
  for (const note of imported.notes) streams.stderr(`mindsport: ${file}: note: ${note}\n`);
  return { data: imported.document, locate: imported.locate };
}

const STANDINGS_SPEC = {
  values: ['rules', 'preset', 'after-round', 'format'],
  positionals: [1, 1],
  positionalNames: ['<file.json|file.csv>'],
} as const;

/** `mindsport <module> import-csv <file.csv>`: the JSON document built from a results sheet. */
function importCsv(fromCsv: (file: string, text: string) => CsvImport<unknown>): Runner {
  return (parsed, streams) => {
    const [file] = parsed.positionals as [string];
    const imported = fromCsv(file, readSpreadsheetText(file));
    for (const note of imported.notes) streams.stderr(`mindsport: ${file}: note: ${note}\n`);
    streams.stdout(`${JSON.stringify(imported.document, null, 2)}\n`);
    return 0;
  };
}

const IMPORT_CSV_SPEC = { positionals: [1, 1], positionalNames: ['<results.csv>'] } as const;

/** A ladder end-of-season command: the season (JSON or CSV), `--after-round`, `--format` and its own options. */
function ladderEndOfSeason(
  command: (parsed: ParsedArguments, season: unknown, locate: Locate | undefined) => string,
  values: readonly string[] = [],
): { spec: Omit<ArgumentSpec, 'command'>; run: Runner } {
  return {
    spec: {
      values: [...values, 'after-round', 'format'],
      positionals: [1, 1],
      positionalNames: ['<season.json|club-nights.csv>'],
    },
    run: (parsed, streams) => {
      const { data, locate } = readDocument(parsed.positionals[0] as string, streams, ladderFromCsv);
      streams.stdout(command(parsed, data, locate));
      return 0;
    },
  };
}

const COMMANDS: Readonly<Record<string, { spec: Omit<ArgumentSpec, 'command'>; run: Runner }>> = {
  'othello standings': {
    spec: STANDINGS_SPEC,
    run: standings('othello standings', othelloStandings, othelloFromCsv),
  },
  'diplomacy standings': {
    spec: STANDINGS_SPEC,
    run: standings('diplomacy standings', diplomacyStandings, diplomacyFromCsv),
  },
  'draughts standings': {
    spec: STANDINGS_SPEC,
    run: standings('draughts standings', draughtsStandings, draughtsFromCsv),
  },
  'ladder standings': {
    spec: STANDINGS_SPEC,
    run: standings('ladder standings', ladderStandings, ladderFromCsv),
  },
  'ladder import-csv': { spec: IMPORT_CSV_SPEC, run: importCsv(ladderFromCsv) },
  'grandprix standings': { spec: STANDINGS_SPEC, run: standings('grandprix standings', grandPrixStandings) },
  'othello replay': {
    spec: { values: ['format'], positionals: [1, 1], positionalNames: ['<file.wtb|transcript>'] },
    run: (parsed, streams) => {
      // Progress is for a person watching; a log or a pipe gets only the result (issue 28).
      const progress: Progress = (line) => {
        if (streams.stderrIsTerminal === true) streams.stderr(`${line}\n`);
      };
      const { output, code } = othelloReplay(parsed, progress);
      streams.stdout(output);
      return code;
    },
  },
  'othello import-csv': { spec: IMPORT_CSV_SPEC, run: importCsv(othelloFromCsv) },
  'diplomacy import-csv': { spec: IMPORT_CSV_SPEC, run: importCsv(diplomacyFromCsv) },
  'draughts import-csv': { spec: IMPORT_CSV_SPEC, run: importCsv(draughtsFromCsv) },
  'othello import-papp': {
    spec: {
      values: ['rules', 'preset', 'after-round', 'format', 'brightwell-constant'],
      positionals: [1, 2],
      positionalNames: ['<workfile>', '<players>'],
    },
    run: (parsed, streams) => {
      streams.stdout(othelloImportPapp(parsed, (line) => streams.stderr(`${line}\n`)));
      return 0;
    },
  },
  'othello export-papp': {
    spec: {
      values: ['date', 'language', 'brightwell-constant'],
      flags: ['players'],
      positionals: [1, 1],
      positionalNames: ['<tournament.json>'],
    },
    run: (parsed, streams) => {
      streams.stdout(othelloExportPapp(parsed));
      return 0;
    },
  },
  'othello wof-results': {
    spec: {
      values: ['country', 'date', 'sender', 'tournament', 'new', 'brightwell-constant'],
      positionals: [1, 1],
      positionalNames: ['<tournament.json>'],
    },
    run: (parsed, streams) => {
      streams.stdout(othelloWofResults(parsed));
      return 0;
    },
  },
  'othello diagram': {
    spec: {
      values: ['ply'],
      flags: ['no-coordinates', 'no-legal-moves'],
      positionals: [1, 1],
      positionalNames: ['<transcript>'],
    },
    run: (parsed, streams) => {
      streams.stdout(othelloDiagramCommand(parsed));
      return 0;
    },
  },
  'draughts replay': {
    spec: { values: ['format'], positionals: [1, 1], positionalNames: ['<file.pdn>'] },
    run: (parsed, streams) => {
      streams.stdout(draughtsReplay(parsed));
      return 0;
    },
  },
  'draughts diagram': {
    spec: {
      values: ['game', 'ply'],
      flags: ['no-numbers'],
      positionals: [1, 1],
      positionalNames: ['<file.pdn>'],
    },
    run: (parsed, streams) => {
      streams.stdout(draughtsDiagramCommand(parsed));
      return 0;
    },
  },
  'ladder pair': {
    spec: { values: ['present', 'seed', 'format'], positionals: [1, 1], positionalNames: ['<season.json>'] },
    run: (parsed, streams) => {
      streams.stdout(ladderPair(parsed));
      return 0;
    },
  },
  'ladder final': ladderEndOfSeason(ladderFinal),
  'ladder periods': ladderEndOfSeason(ladderPeriods, ['period']),
  'ladder prizes': ladderEndOfSeason(ladderPrizesCommand),
  'ladder explain': ladderEndOfSeason(ladderExplain, ['player']),
  'grandprix table': {
    spec: { values: ['after', 'format'], positionals: [1, 1], positionalNames: ['<season.json>'] },
    run: (parsed, streams) => {
      streams.stdout(grandPrixTableCommand(parsed));
      return 0;
    },
  },
};

const MODULES = ['othello', 'diplomacy', 'draughts', 'ladder', 'grandprix'];

/** The lines describing a library error: message, where, and the other problems. */
function describeProblem(
  file: string,
  message: string,
  problem: MindsportError | undefined,
  locate: Locate | undefined,
): string {
  const lines = [`mindsport: ${file}: ${message}`];
  if (problem !== undefined && problem.problems.length > 1) {
    for (const other of problem.problems.slice(0, 20)) {
      const place = locate?.(other.path);
      lines.push(
        place !== undefined
          ? `  - ${place}: ${other.message} (code ${other.code})`
          : locate !== undefined
            ? `  - ${other.message} (code ${other.code})`
            : `  - ${other.message} (at ${describePath(other.path)}, code ${other.code})`,
      );
    }
    if (problem.problems.length > 20) lines.push(`  … and ${problem.problems.length - 20} more problems`);
  } else if (problem !== undefined) {
    // A located problem (CSV, PAPP) has its place in the message; a JSON path means nothing there.
    lines.push(
      problem.path.length === 0 || locate !== undefined
        ? `  code ${problem.code}`
        : `  at ${describePath(problem.path)} (JSON pointer ${problem.pointer}), code ${problem.code}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** The command's name from the words after `mindsport`, or a usage error saying what is wrong. */
function findCommand(module: string | undefined, commandWord: string | undefined): string {
  if (module === undefined || !MODULES.includes(module)) {
    throw new UsageError(
      'UNKNOWN_MODULE',
      `unknown module ${JSON.stringify(module)}; choose one of ${MODULES.join(', ')}${module === undefined ? '' : didYouMean(module, MODULES)}`,
      '',
    );
  }
  if (commandWord === undefined) {
    throw new UsageError('MISSING_COMMAND', `missing command after ${module}`, module);
  }
  const name = `${module} ${commandWord}`;
  if (COMMANDS[name] === undefined) {
    const words = commandsOf(module);
    throw new UsageError(
      'UNKNOWN_COMMAND',
      `unknown command ${JSON.stringify(commandWord)} for ${module}; its commands are ${words.join(', ')}${didYouMean(commandWord, words)}`,
      module,
    );
  }
  return name;
}

/** The command words of a module (`standings`, `pair`, …). */
function commandsOf(module: string): string[] {
  return Object.keys(COMMANDS)
    .filter((name) => name.startsWith(`${module} `))
    .map((name) => name.slice(module.length + 1));
}

/** Writes an error as its message and returns the exit code. */
function report(error: unknown, streams: Streams): number {
  if (error instanceof UsageError) {
    streams.stderr(
      `mindsport: ${error.message}\nRun "mindsport ${error.command === '' ? '' : `${error.command} `}--help" for usage.\n`,
    );
    return 2;
  }
  if (error instanceof InputError) {
    streams.stderr(describeProblem(error.file, error.message, error.problem, error.locate));
    return 1;
  }
  if (error instanceof MindsportError) {
    streams.stderr(describeProblem('(input)', error.message, error, undefined));
    return 1;
  }
  // A bug, not the user's input: say so, with the stack for the report.
  streams.stderr(
    `mindsport: internal error, please report it: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  return 1;
}

/**
 * Runs the command line.
 *
 * @param argv - the arguments after `mindsport`
 * @param streams - where to write
 * @returns the exit code: 0 ok, 1 bad input, 2 usage error
 */
export function run(argv: readonly string[], streams: Streams): number {
  const words = argv.filter((argument) => !argument.startsWith('-')).slice(0, 2);
  const asksHelp = argv.includes('--help') || argv.includes('-h');
  if (argv.length === 0 || (asksHelp && words.length === 0)) {
    (argv.length === 0 ? streams.stderr : streams.stdout)(`${HELP['']}\n`);
    return argv.length === 0 ? 2 : 0;
  }
  if (words.length === 0 && (argv.includes('--version') || argv.includes('-V'))) {
    streams.stdout(`${VERSION}\n`);
    return 0;
  }
  const [module, commandWord] = words;
  try {
    if (asksHelp && words.length === 1 && module !== undefined && MODULES.includes(module)) {
      streams.stdout(`${moduleHelp(module, commandsOf(module))}\n`);
      return 0;
    }
    if (words.length === 0) {
      const flag = argv[0] as string;
      throw new UsageError(
        'UNKNOWN_FLAG',
        `unknown option ${flag}${didYouMean(flag, ['--help', '--version'])}`,
        '',
      );
    }
    const name = findCommand(module, commandWord);
    const command = COMMANDS[name] as (typeof COMMANDS)[string];
    const rest = [...argv];
    rest.splice(rest.indexOf(module as string), 1);
    rest.splice(rest.indexOf(commandWord as string), 1);
    const parsed = parseArguments(rest, { command: name, ...command.spec });
    if (parsed.flags.has('help')) {
      streams.stdout(`${HELP[name]}\n`);
      return 0;
    }
    return command.run(parsed, streams);
  } catch (error) {
    return report(error, streams);
  }
}
