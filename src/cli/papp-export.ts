/**
 * `mindsport othello export-papp` and `mindsport othello wof-results`: a tournament JSON
 * written as PAPP's workfile or players file, or as the WOF rating-list results file.
 */
import * as othello from '../othello/index.js';
import { type ParsedArguments, UsageError } from './args.js';
import { readJson, withFile } from './input.js';

/** A `--brightwell-constant`: a number ≥ 0 as `6`, `2.5` or `7/2`, given to the library as text. */
function constant(parsed: ParsedArguments, command: string): string | undefined {
  const text = parsed.values['brightwell-constant'];
  if (text === undefined || /^(?:\d{1,9}(?:\.\d{1,9})?|\d{1,9}\/[1-9]\d{0,8})$/.test(text)) return text;
  throw new UsageError(
    'BAD_FLAG_VALUE',
    `--brightwell-constant must be a number ≥ 0 (such as 6, 2.5 or 7/2), not ${JSON.stringify(text)}`,
    command,
  );
}

/** `mindsport othello export-papp <tournament.json> [--players] [--date D] [--language fr|en] [--brightwell-constant N]`. */
export function othelloExportPapp(parsed: ParsedArguments): string {
  const [file] = parsed.positionals as [string];
  const tournament = readJson(file) as othello.OthelloTournament;
  if (parsed.flags.has('players')) return withFile(file, () => othello.formatPappPlayers(tournament));
  const language = parsed.values.language;
  if (language !== undefined && language !== 'fr' && language !== 'en') {
    throw new UsageError(
      'BAD_FLAG_VALUE',
      `--language must be fr or en, not ${JSON.stringify(language)}`,
      'othello export-papp',
    );
  }
  const brightwellConstant = constant(parsed, 'othello export-papp');
  return withFile(file, () =>
    othello.formatPappWorkfile(tournament, {
      ...(parsed.values.date === undefined ? {} : { date: parsed.values.date }),
      ...(language === undefined ? {} : { language }),
      ...(brightwellConstant === undefined ? {} : { brightwellConstant }),
    }),
  );
}

/** `mindsport othello wof-results <tournament.json> --country C --date D --sender S [--tournament T] [--new a,b]`. */
export function othelloWofResults(parsed: ParsedArguments): string {
  const [file] = parsed.positionals as [string];
  const { country, date, sender } = parsed.values;
  for (const [name, value] of Object.entries({ country, date, sender })) {
    if (value === undefined)
      throw new UsageError(
        'MISSING_ARGUMENT',
        `--${name} is required (the rating list's %%${name[0]?.toUpperCase()}${name.slice(1)} line)`,
        'othello wof-results',
      );
  }
  const tournament = readJson(file) as othello.OthelloTournament;
  const brightwellConstant = constant(parsed, 'othello wof-results');
  const { tournament: name, new: newPlayers } = parsed.values;
  return withFile(file, () =>
    othello.formatWofResults(tournament, {
      country: country as string,
      date: date as string,
      sender: sender as string,
      ...(name === undefined ? {} : { tournament: name }),
      ...(newPlayers === undefined ? {} : { newPlayers: newPlayers.split(',').map((id) => id.trim()) }),
      ...(brightwellConstant === undefined ? {} : { brightwellConstant }),
    }),
  );
}
