/** Help texts of the `mindsport` command, one per command. */

const FORMATS = '--format table|md|csv|json|html   output format (default table)';

/** The help text of every command, by its words (`''` is the top level). */
export const HELP: Readonly<Record<string, string>> = {
  '': `mindsport — exact standings, replays and pairings for mind-sport events

Usage: mindsport <module> <command> [options]
       mindsport <module> --help      the module's commands
       mindsport --version            the package version

Every module: mindsport <module> standings FILE [--rules NAME] [--after-round N] [--format F]
(--rules takes any preset the module exports; --preset is an older spelling of it).

Commands:
  mindsport othello standings <tournament.json|results.csv> [--rules P] [--after-round N] [--format F]
  mindsport othello import-papp <workfile> [<players>] [--format tournament|F] [--rules P] [--brightwell-constant N]
  mindsport othello import-csv <results.csv>
  mindsport othello export-papp <tournament.json> [--players] [--date DD/MM/YYYY] [--language fr|en] [--brightwell-constant N]
  mindsport othello wof-results <tournament.json> --country C --date DD/MM/YYYY --sender S [--tournament T] [--new ID,ID]
  mindsport othello replay <file.wtb|transcript> [--format text|json]
  mindsport othello diagram <transcript> [--ply N] [--no-coordinates] [--no-legal-moves] > pos.svg
  mindsport diplomacy standings <event.json|results.csv> [--rules NDF_2007|SCORING] [--after-round N] [--format F]
  mindsport diplomacy import-csv <results.csv>
  mindsport draughts standings <event.json|results.csv> [--rules KNDB] [--after-round N] [--format F]
  mindsport draughts import-csv <results.csv>
  mindsport draughts replay <file.pdn> [--format text|json]
  mindsport draughts diagram <file.pdn> [--game N] [--ply N] [--no-numbers] > pos.svg
  mindsport ladder standings <season.json|club-nights.csv> [--rules CLUB_LADDER|SUMMER_COMPETITION] [--after-round N] [--format F]
  mindsport ladder pair <season.json> [--present a,b,c] [--seed S] [--format text|json]
  mindsport ladder import-csv <club-nights.csv>
  mindsport ladder final <season.json|club-nights.csv> [--after-round N] [--format F]
  mindsport ladder periods <season.json|club-nights.csv> [--period N] [--after-round N] [--format F]
  mindsport ladder prizes <season.json|club-nights.csv> [--after-round N] [--format F]
  mindsport ladder explain <season.json|club-nights.csv> --player ID [--after-round N] [--format text|json]
  mindsport grandprix standings <season.json> [--rules NGP] [--after-round N] [--format F]
  mindsport grandprix table <season.json> [--after TOURNAMENT] [--format F]

A .csv file (one game per row, columns in docs/cli.md) works for Othello, draughts,
Diplomacy and the ladder (its standings, final, periods, prizes and explain). Run "mindsport <module> <command> --help" for a command's options.
Exit codes: 0 ok, 1 bad input (the message names the file and where), 2 usage error.`,
  'othello standings': `Usage: mindsport othello standings <tournament.json|results.csv> [options]

Standings of an Othello tournament after any round (othelloStandings), ranked with a
federation preset: points, then the preset's tie-breaks; shared places shown as 3–4.

A .csv file has one game per row: round,black,black_discs,white,white_discs[,forfeit].
Write BYE, ABSENT or WITHDRAWN in place of the opponent (no discs) for a bye, a missed
round, or a withdrawal from that round on. Delimiter , ; or tab; header names ignore case.

Options:
  --rules P           any of OTHELLO_PRESETS: NOF_SWISS (default), NOF_ROUND_ROBIN, KOA,
                      KOA_ROUND_ROBIN, PAPP, WOC, JOA (case and punctuation do not matter:
                      nofSwiss works too; --preset is the same option)
  --after-round N     standings after round N (default: every round recorded)
  ${FORMATS}`,
  'othello import-csv': `Usage: mindsport othello import-csv <results.csv>

Prints the tournament JSON built from a results sheet (the columns of othello standings
--help), to add what a sheet cannot hold (planned rounds, ratings, countries) and keep
the JSON. Notes (late entries) go to stderr.`,
  'diplomacy import-csv': `Usage: mindsport diplomacy import-csv <results.csv>

Prints the event JSON built from a results sheet (one board per row; the columns of
diplomacy standings --help), to add histories, withdrawals, teams or a lot and keep the JSON.`,
  'draughts import-csv': `Usage: mindsport draughts import-csv <results.csv>

Prints the event JSON built from a results sheet (one game per row; the columns of
draughts standings --help), to fix the players' order or add players and keep the JSON.`,
  'othello import-papp': `Usage: mindsport othello import-papp <workfile> [<players>] [options]

Reads a PAPP tournament workfile and players file (parsePappWorkfile, parsePappPlayers)
and prints the tournament as JSON, ready for "mindsport othello standings"; or, with a
table format, its standings. Games after the last "ronde-suivante;" (a round in progress)
are left out, with a note on stderr. Errors name the file and the line.

Options:
  --format F          tournament (default: the tournament JSON), or the standings as
                      table, md, csv, json (the standings result) or html
  --rules P           standings preset, as for othello standings (default: PAPP with
                      the workfile's own Brightwell constant, #_BQ-double)
  --brightwell-constant N
                      the Brightwell constant C for the standings (6, 2.5 or 7/2),
                      instead of the workfile's or the preset's
  --after-round N     standings after round N`,
  'othello export-papp': `Usage: mindsport othello export-papp <tournament.json> [options]

Prints the tournament as a PAPP workfile (formatPappWorkfile), or with --players as a PAPP
players file (formatPappPlayers). Player ids must be PAPP numbers; what PAPP cannot record
(a forfeit mark, a game whose discs do not make 64, a name that is not ASCII) is an error
naming the place.

Options:
  --players           print the players file instead of the workfile
  --date DD/MM/YYYY   the #_Date line (left out without it)
  --language fr|en    the language of the comments (default fr, as PAPP's French build)
  --brightwell-constant N
                      the #_BQ-double constant (default PAPP's: 0 below 8 rounds, else 6)`,
  'othello wof-results': `Usage: mindsport othello wof-results <tournament.json> --country C --date DD/MM/YYYY --sender S [options]

Prints the World Othello Federation rating-list results file (formatWofResults): the
header lines, every player with points and discs, one line per game. Player ids must be
WOF numbers; every player needs a name and a country.

Options:
  --country C         %%Country (required)
  --date DD/MM/YYYY   %%Date (required)
  --sender S          %%Sender (required)
  --tournament T      %%Tournament (default the tournament's name)
  --new ID,ID         players new to the rating list, marked +
  --brightwell-constant N
                      the constant that orders the players (default PAPP's)`,
  'othello replay': `Usage: mindsport othello replay <file.wtb|transcript> [--format text|json]

Replays a WTHOR archive (*.wtb) and checks every game's recorded score, printing a summary
and every game that is not verified (progress on stderr for 1000 games or more); or replays
one transcript (a file, or the moves themselves such as f5d6c3d3) and prints the board.
Exit code 1 when a transcript has an illegal move or an archive game is illegal.`,
  'othello diagram': `Usage: mindsport othello diagram <transcript> [--ply N] [options] > pos.svg

Writes the position after move N of a transcript (file or inline) as a standalone SVG:
coordinates, the last move (red dot) and the legal moves of the side to move marked.

Options:
  --ply N             position after N moves (default: the last; 0 = the start)
  --no-coordinates    leave out the letters and digits around the board
  --no-legal-moves    do not mark the legal moves`,
  'diplomacy standings': `Usage: mindsport diplomacy standings <event.json|results.csv> [options]

The ranking of a Diplomacy event (diplomacyStandings, NDF 2007 rules: qualification score,
final round with the board bonus, tie chain, count-back).

A .csv file has one board per row: round,board, then each power's player and centres
(austria,austria_centres,england,england_centres,…,turkey,turkey_centres) [,end_year].

Options:
  --rules NAME        NDF_2007 (default, DIPLOMACY_PRESETS), or NDF 2007 with another game
                      scoring system, any of DIPLOMACY_SCORING_PRESETS: C_DIPLO_100
                      (NDF 2007's own), C_DIPLO_73, EDC_1996, C_DIPLO_ARGIR, C_DIPLO_80, C_DIPLO_NAMUR,
                      C_DIPLO_NAMUR_STABBEURFOU, SUM_OF_SQUARES, DRAW_SIZE, CENTRE_COUNT,
                      CARNAGE, CARNAGE_DEAD_EQUAL, CARNAGE_2023, CARNAGE_CENTRE_COUNT, TRIBUTE,
                      OPEN_TRIBUTE, MANORCON, MANORCON_ORIGINAL, MANORCON_V2, DETOUR09,
                      WHIPPING, WORLD_CLASSIC, SUMMER_CLASSIC, MAXONIAN, SEVEN_ELEVEN, BANGKOK,
                      OLYMPIC, BANGKOK_PIKE, BASE3, HAIGHT, OPEN_MIND_THE_GAP, RANKED_CLASSIC,
                      SOLOS, SOUTHERN_SUN, SYDNEY_LEAGUE, VULCAN, YOUR_DRAW_SIZE,
                      YOUR_DRAW_SIZE_UNLIMITED (case and punctuation ignored: cDiplo100 or
                      sum-of-squares work too; --preset
                      is the same option)
  --after-round N     leave out rounds numbered above N
  ${FORMATS}`,
  'draughts standings': `Usage: mindsport draughts standings <event.json|results.csv> [options]

Standings of a draughts event (KNDB: points, then plus/min saldo; ties share a place and
the barrages needed are named above the table).

A .csv file has one game per row: [round,]white,black,result[,reason]; results as 2-0,
1-1, 0-2, 1+-1-, … Players rank inside a tie in order of first appearance.

Options:
  --rules KNDB        DRAUGHTS_PRESETS (KNDB is the only one and the default)
  --after-round N     only games with "round" ≤ N (every game needs a round number)
  ${FORMATS}`,
  'draughts replay': `Usage: mindsport draughts replay <file.pdn> [--format text|json]

Reads every game of a PDN file, replays its moves and prints players, length, result and
the final position (FEN). An illegal move is reported with its game and move number.`,
  'draughts diagram': `Usage: mindsport draughts diagram <file.pdn> [options] > pos.svg

Writes the position of a PDN game after N half-moves as a standalone SVG, squares numbered
1–50 (draughtsDiagram).

Options:
  --game N            the game of the file, 1-based (default 1)
  --ply N             position after N half-moves (default: the end; 0 = the start)
  --no-numbers        leave out the square numbers`,
  'ladder standings': `Usage: mindsport ladder standings <season.json|club-nights.csv> [options]

The club ladder after a round (ladderStandings): position, rank number, points, games,
wins and the absences that scored (Art. IV.5).

A .csv file has one row per club-night game: round and/or date, white, black, result
(1-0, 1/2-1/2, 0-1; +- or -+ for a forfeit), and rows with one player and a word in place
of the opponent: PRESENT, ABSENT (with notice), DRAWN OUT (or BYE), LEAGUE (result
win/draw/loss; the colour is the column of the name), REPRESENTING. An optional present
column (yes/no) says who was there. The starting ladder is the order of first appearance.

Options:
  --rules NAME        CLUB_LADDER (default: the winter ladder), or SUMMER_COMPETITION for a
                      summer season's standings (LADDER_PRESETS)
  --after-round N     the ladder after round N (default: every round of the log)
  ${FORMATS}`,
  'ladder pair': `Usage: mindsport ladder pair <season.json> [options]

Proposes the next round's pairs (pairLadderRound): nearest players on the ladder, colours
by colour saldo, the odd member drawn out by a seeded lot.

Options:
  --present a,b,c     ids of the players present (default: every player on the ladder)
  --seed S            seed of the lot (default "round N", N the round being paired)
  --format text|json  output format (default text)`,
  'ladder final': `Usage: mindsport ladder final <season.json|club-nights.csv> [options]

The final ranking of the winter competition (ladderFinalRanking, Art. V): total points,
then fewer games, the mutual result, more wins, more wins with black (V.2). It can differ
from the last ladder, whose equal totals keep their earlier order; a place still tied
after every key is shared.

Options:
  --after-round N     the ranking as it stood after round N (default: the last round)
  ${FORMATS}`,
  'ladder periods': `Usage: mindsport ladder periods <season.json|club-nights.csv> [options]

The period tables (ladderPeriodTables, Art. VII.1–3): board points over the club-night and
counting league games of each period, then fewer games, the mutual result, points with
black, wins and the lower starting position. Every counting league game needs its result:
a season without some is refused, listing every one (docs/ladder.md).

Options:
  --period N          only period N (default: every period, one table each)
  --after-round N     count the rounds up to N only
  ${FORMATS}`,
  'ladder prizes': `Usage: mindsport ladder prizes <season.json|club-nights.csv> [options]

The prize list (ladderPrizes): the top places of the final ranking (Art. V.1), the group
prizes (VI.2) and the period prizes (VII.4–5), one prize per player, each naming who was
passed over; a prize that depends on a shared place is shown undecided with the players
it lies between. Every counting league game needs its result: a season without some is
refused, listing every one (docs/ladder.md).

Options:
  --after-round N     the prize list if the season ended after round N
  ${FORMATS}`,
  'ladder explain': `Usage: mindsport ladder explain <season.json|club-nights.csv> --player ID [options]

One player's points line by line (ladderPointsExplanation): start points and take-back
(Art. IV.1), each game with the rank number used (IV.3), league games, absences, draw-outs
and club duty (IV.4–7), with the article and any cap or rule that gave less; the lines add
up to the player's points on the ladder.

Options:
  --player ID         the player's id (required)
  --after-round N     the account after round N
  --format text|json  output format (default text)`,
  'ladder import-csv': `Usage: mindsport ladder import-csv <club-nights.csv>

Prints the season JSON built from a club-nights sheet (the columns of ladder standings
--help), to set the starting ladder order, groups, new members, guests or late joiners and
keep the JSON. The starting ladder it reads (the order of first appearance) goes to stderr.`,
  'grandprix standings': `Usage: mindsport grandprix standings <season.json> [options]

The Grand Prix season table (grandPrixStandings, NGP): totals, and each tournament's points
marked counted or dropped (class "counted"/"dropped" in HTML). JSON only: a season lists
tournaments' standings, not games, so it has no one-game-per-row CSV form.

Options:
  --rules NGP         GRANDPRIX_PRESETS (NGP is the only one and the default)
  --after-round N     the table after the N-th played tournament of the season
  ${FORMATS}`,
  'grandprix table': `Usage: mindsport grandprix table <season.json> [options]

The Grand Prix season table with a sentence per player explaining which results count.

Options:
  --after TOURNAMENT  the table right after this tournament (its id)
  ${FORMATS}`,
};

/**
 * The help of one module: its commands, from the top-level list.
 *
 * @param module - the module (`othello`)
 * @param commands - its command words
 * @returns the text
 */
export function moduleHelp(module: string, commands: readonly string[]): string {
  const lines = (HELP[''] ?? '').split('\n').filter((line) => line.startsWith(`  mindsport ${module} `));
  return `Usage: mindsport ${module} <command> [options]

Commands of ${module}: ${commands.join(', ')}

${lines.join('\n')}

Run "mindsport ${module} <command> --help" for a command's options.`;
}
