/**
 * The command line follows the library (API.md §7, issue 24's CLI bullet, issue 28 "The
 * command line"): one `standings` command with the same flags for every module, `--rules`
 * taking every preset the module exports, `--version`, `mindsport <module> --help`, "did
 * you mean" for mistyped commands and flags, "save it as CSV" for a workbook, and every
 * error code of the command line listed.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CLI_ERROR_CODES } from '../../src/cli/codes.js';
import { DIPLOMACY_PRESETS, DIPLOMACY_SCORING_PRESETS } from '../../src/diplomacy/index.js';
import { DRAUGHTS_PRESETS } from '../../src/draughts/index.js';
import { GRANDPRIX_PRESETS } from '../../src/grandprix/index.js';
import { LADDER_PRESETS } from '../../src/ladder/index.js';
import { OTHELLO_PRESETS } from '../../src/othello/index.js';
import { COMMANDS } from './commands.js';
import { mindsport } from './in-process.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const scratch = mkdtempSync(join(tmpdir(), 'mindsport-follows-'));

/** Each module, an example document and the presets it exports (`<MODULE>_PRESETS`). */
const MODULES: readonly (readonly [string, string, readonly string[]])[] = [
  ['othello', 'examples/othello-tournament.json', Object.keys(OTHELLO_PRESETS)],
  [
    'diplomacy',
    'examples/diplomacy-event.json',
    [...Object.keys(DIPLOMACY_PRESETS), ...Object.keys(DIPLOMACY_SCORING_PRESETS)],
  ],
  ['draughts', 'examples/draughts-event.json', Object.keys(DRAUGHTS_PRESETS)],
  ['ladder', 'examples/ladder-season.json', Object.keys(LADDER_PRESETS)],
  ['grandprix', 'examples/grandprix-season.json', Object.keys(GRANDPRIX_PRESETS)],
];

describe('API.md §7: mindsport <module> standings FILE [--rules NAME] [--after-round N] [--format F]', () => {
  it('--rules takes every preset name each module exports (never a usage error)', () => {
    for (const [module, file, presets] of MODULES) {
      expect(presets.length, module).toBeGreaterThan(0);
      for (const preset of presets) {
        const result = mindsport(module, 'standings', file, '--rules', preset, '--format', 'json');
        // A preset meant for other documents (the summer rules on a winter log) is the
        // library's refusal, exit 1 — never "unknown rules".
        expect(result.code, `${module} --rules ${preset}: ${result.stderr}`).not.toBe(2);
        expect(result.stderr).not.toContain('unknown rules');
      }
    }
  });

  it('the default rules are the module preset of the same name (the JSON result names them)', () => {
    const defaults: Readonly<Record<string, string>> = {
      othello: 'NOF_SWISS',
      diplomacy: 'NDF_2007',
      draughts: 'KNDB',
      ladder: 'CLUB_LADDER',
      grandprix: 'NGP',
    };
    for (const [module, file] of MODULES) {
      const plain = mindsport(module, 'standings', file, '--format', 'json');
      const named = mindsport(
        module,
        'standings',
        file,
        '--rules',
        defaults[module] as string,
        '--format',
        'json',
      );
      expect(plain.code, plain.stderr).toBe(0);
      expect(named.stdout, module).toBe(plain.stdout);
    }
  });

  it('every module has the same standings flags, and --after-round means "the standings after round N"', () => {
    for (const [module, file] of MODULES) {
      const help = mindsport(module, 'standings', '--help').stdout;
      for (const flag of ['--rules', '--after-round N', '--format']) expect(help, module).toContain(flag);
      const after = mindsport(module, 'standings', file, '--after-round', '1', '--format', 'json');
      expect(after.code, `${module}: ${after.stderr}`).toBe(0);
    }
  });

  it('--preset is the same option as --rules; both at once is a usage error', () => {
    const file = 'examples/othello-tournament.json';
    const rules = mindsport('othello', 'standings', file, '--rules', 'woc');
    const preset = mindsport('othello', 'standings', file, '--preset', 'woc');
    expect(rules.code).toBe(0);
    expect(preset.stdout).toBe(rules.stdout);
    const both = mindsport('othello', 'standings', file, '--rules', 'woc', '--preset', 'koa');
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('--rules and --preset are the same option');
  });

  it('--rules SUMMER_COMPETITION gives the summer standings of a summer log', () => {
    const summer = join(scratch, 'summer.json');
    writeFileSync(
      summer,
      JSON.stringify({
        players: [{ id: 'ann' }, { id: 'bob' }],
        rounds: [
          {
            present: ['ann', 'bob'],
            matches: [{ first: 'ann', second: 'bob', results: ['1-0', '1/2-1/2'] }],
          },
        ],
      }),
    );
    const result = mindsport(
      'ladder',
      'standings',
      summer,
      '--rules',
      'summer-competition',
      '--format',
      'csv',
    );
    expect(result.code, result.stderr).toBe(0);
    const lines = result.stdout.split('\r\n');
    expect(lines[0]).toBe('Place,Player,Points,Games,Wins,Absences,Odd player');
    // Summer rule 5: a win 2, a draw 1 — ann 3 of 4, bob 1.
    expect(lines[1]).toBe('1,ann,3,2,1,0,0');
    expect(lines[2]).toBe('2,bob,1,2,0,0,0');
  });
});

describe('issue 28: --version, module help, did you mean', () => {
  it('--version prints the package version', () => {
    const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string })
      .version;
    const result = mindsport('--version');
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(`${version}\n`);
  });

  it("mindsport <module> --help lists exactly that module's commands", () => {
    for (const module of ['othello', 'diplomacy', 'draughts', 'ladder', 'grandprix']) {
      const help = mindsport(module, '--help');
      expect(help.code).toBe(0);
      expect(help.stdout.startsWith(`Usage: mindsport ${module} <command>`)).toBe(true);
      for (const command of COMMANDS) {
        if (command.startsWith(`${module} `)) expect(help.stdout).toContain(`mindsport ${command} `);
        else expect(help.stdout).not.toContain(`mindsport ${command} `);
      }
    }
  });

  it('a mistyped module, command, flag, format or rules name suggests the nearest (exit 2)', () => {
    const cases: readonly (readonly [string[], string])[] = [
      [['othelo', 'standings', 'x.json'], 'did you mean "othello"?'],
      [['othello', 'standigns', 'x.json'], 'did you mean "standings"?'],
      [['ladder', 'pairs', 'x.json'], 'did you mean "pair"?'],
      [['othello', 'standings', 'x.json', '--fromat', 'md'], 'did you mean "--format"?'],
      [['othello', 'standings', 'x.json', '--after-rounds', '2'], 'did you mean "--after-round"?'],
      [['othello', 'standings', 'x.json', '--format', 'htm'], 'did you mean "html"?'],
      [
        ['othello', 'standings', 'examples/othello-tournament.json', '--rules', 'nof-swis'],
        'did you mean "NOF_SWISS"?',
      ],
      [['--verison'], 'did you mean "--version"?'],
    ];
    for (const [args, hint] of cases) {
      const result = mindsport(...args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr, args.join(' ')).toContain(hint);
    }
    const module = mindsport('ladder', 'stand', 'x.json');
    expect(module.stderr).toContain(
      'its commands are standings, import-csv, pair, final, periods, prizes, explain',
    );
    expect(module.stderr).toContain('Run "mindsport ladder --help" for usage.');
  });
});

describe('issue 28: a workbook given instead of CSV', () => {
  const zip = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00]);
  const ole = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0x00, 0x00]);

  it('is told to save it as CSV, by its first bytes even when renamed .csv or .json, or by its extension', () => {
    const files = [
      ['results.xlsx', zip],
      ['renamed.csv', zip],
      ['renamed.json', ole],
      ['results.xls', ole],
      ['results.ods', new TextEncoder().encode('round,black\n')],
    ] as const;
    for (const [name, bytes] of files) {
      const path = join(scratch, name);
      writeFileSync(path, bytes);
      for (const module of ['othello', 'ladder']) {
        const result = mindsport(module, 'standings', path);
        expect(result.code, `${module} ${name}`).toBe(1);
        expect(result.stderr, name).toContain(`mindsport: ${path}: this is a spreadsheet workbook`);
        expect(result.stderr, name).toContain('save it as CSV');
        expect(result.stderr, name).not.toContain('not valid JSON');
      }
    }
  });
});

describe('CLI_ERROR_CODES', () => {
  const errors = readFileSync(join(root, 'docs', 'errors.md'), 'utf8');
  const section = errors.slice(errors.indexOf('## The command line'));

  it('every code is documented in the command line section of docs/errors.md', () => {
    expect(section.length).toBeLessThan(errors.length);
    for (const code of CLI_ERROR_CODES) expect(section, code).toContain(`| \`${code}\` |`);
  });

  it('every code is used by the command line, and the list holds each once', () => {
    const folder = join(root, 'src', 'cli');
    const sources = [
      'args.ts',
      'commands.ts',
      'csv-import.ts',
      'input.ts',
      'run.ts',
      'standings.ts',
      'ladder.ts',
    ]
      .map((name) => {
        try {
          return readFileSync(join(folder, name), 'utf8');
        } catch {
          return '';
        }
      })
      .join('\n');
    expect(new Set(CLI_ERROR_CODES).size).toBe(CLI_ERROR_CODES.length);
    for (const code of CLI_ERROR_CODES) expect(sources, code).toContain(`'${code}'`);
  });
});
