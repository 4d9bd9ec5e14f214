/**
 * The command line's own small argument parser: positionals, `--name value`,
 * `--name=value` and boolean flags, nothing else. Unknown options are usage errors, with
 * the nearest known one suggested.
 */
import { didYouMean } from '../core/internal.js';
import type { CliErrorCode } from './codes.js';

/** A usage mistake (unknown command or option, missing argument): exit code 2. */
export class UsageError extends Error {
  /** What kind of mistake, one of `CLI_ERROR_CODES`. */
  readonly code: CliErrorCode;
  /** The command whose help to point at, such as `othello standings`. */
  readonly command: string;

  /**
   * @param code - the kind of mistake
   * @param message - what is wrong
   * @param command - the command whose `--help` explains it
   */
  constructor(code: CliErrorCode, message: string, command: string) {
    super(message);
    this.name = 'UsageError';
    this.code = code;
    this.command = command;
  }
}

/** What a command accepts: value options and boolean flags. */
export interface ArgumentSpec {
  /** The command, for messages (`othello standings`). */
  readonly command: string;
  /** Names of options that take a value (`preset`, `after-round`). */
  readonly values?: readonly string[];
  /** Names of boolean flags (`help`). */
  readonly flags?: readonly string[];
  /** How many positionals, at least and at most. */
  readonly positionals: readonly [number, number];
  /** Names of the positionals, for messages. */
  readonly positionalNames: readonly string[];
}

/** Parsed arguments. */
export interface ParsedArguments {
  /** The positionals, in order. */
  readonly positionals: readonly string[];
  /** Option values by name (the last one wins). */
  readonly values: Readonly<Record<string, string>>;
  /** Flags given. */
  readonly flags: ReadonlySet<string>;
}

/**
 * Parses the arguments after the command words. `--help` is always accepted; when it is
 * given, the positional count is not checked.
 *
 * @param argv - the arguments
 * @param spec - what the command accepts
 * @returns positionals, values and flags
 * @throws UsageError for an unknown option, a value option without a value or a wrong
 *   number of positionals
 */
export function parseArguments(argv: readonly string[], spec: ArgumentSpec): ParsedArguments {
  const positionals: string[] = [];
  const values: Record<string, string> = {};
  const flags = new Set<string>();
  const valueNames = new Set(spec.values ?? []);
  const flagNames = new Set(['help', ...(spec.flags ?? [])]);
  let onlyPositionals = false;
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index]!;
    if (onlyPositionals || !argument.startsWith('-') || argument === '-') {
      positionals.push(argument);
      continue;
    }
    if (argument === '--') {
      onlyPositionals = true;
      continue;
    }
    if (argument === '-h') {
      flags.add('help');
      continue;
    }
    const match = /^--([a-z][a-z-]*)(?:=(.*))?$/s.exec(argument);
    const name = match?.[1];
    if (match === null || name === undefined) {
      throw new UsageError('UNKNOWN_FLAG', `unknown option ${argument}`, spec.command);
    }
    if (flagNames.has(name)) {
      if (match[2] !== undefined) {
        throw new UsageError('FLAG_TAKES_NO_VALUE', `--${name} takes no value`, spec.command);
      }
      flags.add(name);
    } else if (valueNames.has(name)) {
      const value = match[2] ?? argv[++index];
      if (value === undefined || (match[2] === undefined && value.startsWith('--'))) {
        throw new UsageError('FLAG_NEEDS_VALUE', `--${name} needs a value`, spec.command);
      }
      values[name] = value;
    } else {
      const known = [...flagNames, ...valueNames].map((flag) => `--${flag}`);
      throw new UsageError(
        'UNKNOWN_FLAG',
        `unknown option --${name}${didYouMean(`--${name}`, known)}`,
        spec.command,
      );
    }
  }
  if (!flags.has('help')) {
    const [least, most] = spec.positionals;
    if (positionals.length < least) {
      throw new UsageError(
        'MISSING_ARGUMENT',
        `missing ${spec.positionalNames[positionals.length] ?? 'argument'}`,
        spec.command,
      );
    }
    if (positionals.length > most) {
      throw new UsageError(
        'UNEXPECTED_ARGUMENT',
        `unexpected argument ${JSON.stringify(positionals[most])}`,
        spec.command,
      );
    }
  }
  return { positionals, values, flags };
}

/**
 * Reads a whole-number option.
 *
 * @param parsed - the parsed arguments
 * @param name - the option
 * @param command - for the message
 * @param least - the smallest value allowed
 * @returns the number, or undefined when not given
 * @throws UsageError when it is not a whole number ≥ `least`
 */
export function integerOption(
  parsed: ParsedArguments,
  name: string,
  command: string,
  least = 0,
): number | undefined {
  const text = parsed.values[name];
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text) || Number(text) < least) {
    throw new UsageError(
      'BAD_FLAG_VALUE',
      `--${name} must be a whole number ≥ ${least}, not ${JSON.stringify(text)}`,
      command,
    );
  }
  return Number(text);
}

/**
 * The `--rules` option: a preset name the module exports. `--preset` is its older
 * spelling, with the same meaning; giving both is a usage error.
 *
 * @param parsed - the parsed arguments
 * @param command - for the message
 * @returns the name, or undefined when neither is given
 * @throws UsageError when both are given
 */
export function rulesOption(parsed: ParsedArguments, command: string): string | undefined {
  const { rules, preset } = parsed.values;
  if (rules !== undefined && preset !== undefined) {
    throw new UsageError('BAD_FLAG_VALUE', '--rules and --preset are the same option; give one', command);
  }
  return rules ?? preset;
}
