/**
 * The commands other than standings: Othello replay and diagram, draughts replay, ladder
 * pairing and the Grand Prix table. Each returns the text for stdout.
 */
import { didYouMean, formatTable, type StandingsTable } from '../core/internal.js';
import * as draughts from '../draughts/index.js';
import * as ladder from '../ladder/index.js';
import * as othello from '../othello/index.js';
import { integerOption, type ParsedArguments, rulesOption, UsageError } from './args.js';
import { InputError, isFile, readBlocks, readBytes, readJson, readText, withFile } from './input.js';
import { grandPrixStandings, othelloStandings } from './standings.js';

/** Where a command writes progress (stderr). */
export type Progress = (line: string) => void;

/** Games between two progress lines of a WTHOR replay. */
const PROGRESS_EVERY = 1000;

/** A transcript given as a file or inline: the text and the name to use in messages. */
function transcriptSource(argument: string): { text: string; source: string } {
  if (isFile(argument)) return { text: readText(argument).trim(), source: argument };
  if (/^([a-h][1-8]\s*)+$/i.test(argument.trim())) return { text: argument.trim(), source: 'transcript' };
  return { text: readText(argument), source: argument };
}

/** Eight lines of the board, `X` black, `O` white, `-` empty, with coordinates. */
function boardText(position: othello.Position): string {
  const cells = othello.formatPosition(position).split(' ')[0] ?? '';
  const lines = ['  a b c d e f g h'];
  for (let row = 0; row < 8; row++)
    lines.push(`${row + 1} ${[...cells.slice(row * 8, row * 8 + 8)].join(' ')}`);
  return lines.join('\n');
}

/** `mindsport othello replay <file.wtb|transcript>`. */
export function othelloReplay(parsed: ParsedArguments, progress: Progress): { output: string; code: number } {
  const [argument] = parsed.positionals as [string];
  const json = outputFormat(parsed, ['text', 'json'], 'othello replay') === 'json';
  if (/\.wtb$/i.test(argument)) {
    const bytes = readBytes(argument);
    const database = withFile(argument, () => othello.parseWthorGames(bytes));
    const total = database.games.length;
    const replays: othello.WthorReplay[] = [];
    for (const game of database.games) {
      replays.push(othello.replayWthorGame(game));
      if (total >= PROGRESS_EVERY && (replays.length % PROGRESS_EVERY === 0 || replays.length === total)) {
        progress(`replayed ${replays.length}/${total} games`);
      }
    }
    const counts = Object.fromEntries(othello.WTHOR_REPLAY_STATUSES.map((status) => [status, 0])) as Record<
      othello.WthorReplayStatus,
      number
    >;
    for (const replay of replays) counts[replay.status]++;
    const code = counts.illegal > 0 ? 1 : 0;
    if (json) return { output: `${JSON.stringify({ games: total, counts, replays }, null, 2)}\n`, code };
    const lines = [
      `${argument}: ${total} games (${database.header.gamesYear}): ${othello.WTHOR_REPLAY_STATUSES.map((status) => `${counts[status]} ${status}`).join(', ')}`,
      ...replays
        .filter((replay) => replay.status !== 'verified')
        .map(
          (replay) =>
            `game ${replay.index + 1}: ${replay.status}${replay.problem === null ? '' : `: ${replay.problem}`}`,
        ),
    ];
    return { output: `${lines.join('\n')}\n`, code };
  }
  const { text, source } = transcriptSource(argument);
  const game = othello.replayGame(text);
  if (game.failure !== null) throw new InputError('BAD_TRANSCRIPT', source, game.failure.message);
  if (json) return { output: `${JSON.stringify(game, null, 2)}\n`, code: 0 };
  const counts = othello.discCounts(game.position);
  const lines = [
    `${source}: ${game.moves.length} moves${game.moves.some((move) => move.passedBefore) ? ` (${game.moves.filter((move) => move.passedBefore).length} passes)` : ''}`,
    boardText(game.position),
    game.score === null
      ? `not finished: black ${counts.black}, white ${counts.white}, ${game.position.turn} to move`
      : `final score ${game.score.black}-${game.score.white} (${game.score.winner === 'draw' ? 'draw' : `${game.score.winner} wins`})`,
  ];
  return { output: `${lines.join('\n')}\n`, code: 0 };
}

/**
 * `mindsport othello import-papp <workfile> [<players>]`: the PAPP files as a tournament
 * (JSON), or its standings with `--format table|md|csv|json|html`. Notes (a round in
 * progress) go to `progress` (stderr).
 */
export function othelloImportPapp(parsed: ParsedArguments, progress: Progress): string {
  const [workfile, playersFile] = parsed.positionals as [string, string | undefined];
  const format = outputFormat(
    parsed,
    ['tournament', 'table', 'md', 'csv', 'json', 'html'],
    'othello import-papp',
  );
  const players =
    playersFile === undefined
      ? undefined
      : withFile(
          playersFile,
          () => othello.parsePappPlayers(readBytes(playersFile)),
          () => undefined,
        );
  const bytes = readBytes(workfile);
  const imported = withFile(
    workfile,
    () => othello.parsePappWorkfile(bytes, players === undefined ? {} : { players }),
    () => undefined,
  );
  if (imported.openRoundGames.length > 0) {
    progress(
      `mindsport: ${workfile}: note: ${imported.openRoundGames.length} games after the last "ronde-suivante;" (a round in progress) are left out`,
    );
  }
  const brightwellConstant = constantOption(parsed, 'brightwell-constant', 'othello import-papp');
  if (format === 'tournament') {
    if (imported.rules !== othello.PAPP) {
      progress(
        `mindsport: ${workfile}: note: the workfile's Brightwell constant (#_BQ-double = ${imported.headers['BQ-double']}) is a rule, not part of the tournament JSON; give it to the standings`,
      );
    }
    return `${JSON.stringify(imported.tournament, null, 2)}\n`;
  }
  const output = withFile(workfile, () =>
    othelloStandings({
      file: workfile,
      data: imported.tournament,
      rules: rulesOption(parsed, 'othello import-papp'),
      afterRound: integerOption(parsed, 'after-round', 'othello import-papp'),
      defaultRules: imported.rules,
      brightwellConstant,
    }),
  );
  return format === 'json' ? `${JSON.stringify(output.result, null, 2)}\n` : render(output.table, format);
}

/**
 * Reads a Brightwell constant option: a number ≥ 0 written as `6`, `2.5` or `7/2`.
 *
 * @throws UsageError for anything else
 */
function constantOption(parsed: ParsedArguments, name: string, command: string): string | undefined {
  const text = parsed.values[name];
  if (text === undefined) return undefined;
  if (!/^(?:\d{1,9}(?:\.\d{1,9})?|\d{1,9}\/[1-9]\d{0,8})$/.test(text)) {
    throw new UsageError(
      'BAD_FLAG_VALUE',
      `--${name} must be a number ≥ 0 (such as 6, 2.5 or 7/2), not ${JSON.stringify(text)}`,
      command,
    );
  }
  return text;
}

/** `mindsport othello diagram <transcript> [--ply N]`. */
export function othelloDiagramCommand(parsed: ParsedArguments): string {
  const [argument] = parsed.positionals as [string];
  const { text, source } = transcriptSource(argument);
  const game = withFile(source, () => othello.parseGame(text));
  const ply = integerOption(parsed, 'ply', 'othello diagram') ?? game.moves.length;
  if (ply > game.moves.length) {
    throw new InputError(
      'NOT_IN_FILE',
      source,
      `--ply ${ply}: the transcript has only ${game.moves.length} moves`,
    );
  }
  const move = ply === 0 ? undefined : game.moves[ply - 1];
  return othello.othelloDiagram(move?.position ?? game.start, {
    coordinates: !parsed.flags.has('no-coordinates'),
    legalMoves: !parsed.flags.has('no-legal-moves'),
    ...(move === undefined ? {} : { lastMove: move.square }),
  });
}

/**
 * `mindsport draughts replay <file.pdn>`. The text report reads the file a game at a time
 * (in blocks: a database of any size), so only its lines are held.
 */
export function draughtsReplay(parsed: ParsedArguments): string {
  const [file] = parsed.positionals as [string];
  const json = outputFormat(parsed, ['text', 'json'], 'draughts replay') === 'json';
  const blocks = readBlocks(file);
  if (json)
    return `${JSON.stringify(
      withFile(file, () => draughts.parsePdn(blocks)),
      null,
      2,
    )}\n`;
  const lines: string[] = [];
  const scales = new Set<string>();
  withFile(file, () => {
    for (const game of draughts.iteratePdnGames(blocks)) {
      if (game.resultScale !== null) scales.add(game.resultScale);
      const white = game.tags.White ?? '?';
      const black = game.tags.Black ?? '?';
      lines.push(
        `game ${lines.length + 1}: ${white} - ${black}, ${game.moves.length} half-moves, result ${game.result ?? '*'}, final position ${draughts.formatFen(game.end)}`,
      );
    }
  });
  // The file's scale as parsePdn reports it: the one its games use, or mixed.
  const scale = scales.size === 0 ? '' : `, ${scales.size > 1 ? 'mixed' : [...scales][0]} results`;
  return `${[`${file}: ${lines.length} games${scale}`, ...lines].join('\n')}\n`;
}

/** `mindsport draughts diagram <file.pdn> [--game N] [--ply N]`. */
export function draughtsDiagramCommand(parsed: ParsedArguments): string {
  const [file] = parsed.positionals as [string];
  const gameNumber = integerOption(parsed, 'game', 'draughts diagram', 1) ?? 1;
  // Read up to the game asked for, a game at a time.
  const blocks = readBlocks(file);
  let game: draughts.PdnGame | undefined;
  let games = 0;
  withFile(file, () => {
    for (const each of draughts.iteratePdnGames(blocks)) {
      if (++games === gameNumber) {
        game = each;
        break;
      }
    }
  });
  if (game === undefined)
    throw new InputError('NOT_IN_FILE', file, `--game ${gameNumber}: the file has ${games} games`);
  const ply = integerOption(parsed, 'ply', 'draughts diagram') ?? game.moves.length;
  if (ply > game.moves.length) {
    throw new InputError(
      'NOT_IN_FILE',
      file,
      `--ply ${ply}: game ${gameNumber} has only ${game.moves.length} half-moves`,
    );
  }
  let position = game.start;
  for (const move of game.moves.slice(0, ply)) position = draughts.playMove(position, move.move);
  return draughts.draughtsDiagram(position, { numbers: !parsed.flags.has('no-numbers') });
}

/** `mindsport ladder pair <season.json> [--present a,b] [--seed S]`. */
export function ladderPair(parsed: ParsedArguments): string {
  const [file] = parsed.positionals as [string];
  const json = outputFormat(parsed, ['text', 'json'], 'ladder pair') === 'json';
  const season = readJson(file) as ladder.LadderSeason;
  const round = Array.isArray(season?.rounds) ? season.rounds.length + 1 : 1;
  const presentText = parsed.values.present;
  const present =
    presentText === undefined
      ? (Array.isArray(season?.players) ? season.players : [])
          .filter((player) => player.joinRound === undefined || player.joinRound <= round)
          .map((player) => player.id)
      : presentText
          .split(',')
          .map((id) => id.trim())
          .filter((id) => id !== '');
  const seed = parsed.values.seed ?? `round ${round}`;
  const proposal = withFile(file, () =>
    ladder.pairLadderRound(season, ladder.CLUB_LADDER, { present, seed }),
  );
  if (json) return `${JSON.stringify(proposal, null, 2)}\n`;
  const lines = [`Round ${proposal.round} (lot seed ${JSON.stringify(seed)}):`];
  for (const pair of proposal.pairs) {
    lines.push(
      `${pair.white} (white) - ${pair.black} (black)  colours: ${pair.colourReason}, meeting ${pair.meeting}${pair.repeatInPeriod ? ', repeat in period' : ''}${pair.beyondSaldoLimit === null ? '' : `, ${pair.beyondSaldoLimit} goes beyond the colour saldo limit`}`,
    );
  }
  if (proposal.drawnOut !== null) {
    lines.push(`drawn out: ${proposal.drawnOut}${proposal.drawnOutAgain ? ' (again: scores 0)' : ''}`);
  }
  return `${lines.join('\n')}\n`;
}

/** `mindsport grandprix table <season.json> [--after id]`: the table with each player's explanation. */
export function grandPrixTableCommand(parsed: ParsedArguments): string {
  const [file] = parsed.positionals as [string];
  const format = outputFormat(parsed, ['table', 'md', 'csv', 'json', 'html'], 'grandprix table');
  const data = readJson(file);
  const output = withFile(file, () =>
    grandPrixStandings({
      file,
      data,
      rules: undefined,
      afterRound: undefined,
      after: parsed.values.after,
      explanations: true,
    }),
  );
  if (format === 'json') return `${JSON.stringify(output.result, null, 2)}\n`;
  return render(output.table, format);
}

/** The table formats of the command line, by their command-line names. */
const FORMAT_NAMES = { table: 'text', md: 'markdown', csv: 'csv', html: 'html' } as const;

/**
 * Renders a table in a command-line format (`table`, `md`, `csv`, `html`).
 *
 * @param table - the table
 * @param format - the command-line format name
 * @returns the text, ending in a newline
 */
export function render(table: StandingsTable, format: string): string {
  const rendered = formatTable(table, FORMAT_NAMES[format as keyof typeof FORMAT_NAMES]);
  return rendered.endsWith('\n') ? rendered : `${rendered}\n`;
}

/**
 * The `--format` option, checked against the command's formats (the first is the default).
 *
 * @param parsed - the parsed arguments
 * @param allowed - the formats
 * @param command - for the message
 * @returns the format
 * @throws UsageError for another format
 */
export function outputFormat(parsed: ParsedArguments, allowed: readonly string[], command: string): string {
  const format = parsed.values.format ?? allowed[0]!;
  if (!allowed.includes(format)) {
    throw new UsageError(
      'BAD_FLAG_VALUE',
      `--format ${JSON.stringify(format)} is not one of ${allowed.join(', ')}${didYouMean(format, allowed)}`,
      command,
    );
  }
  return format;
}
