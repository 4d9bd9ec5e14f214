// The playground: a results file (a sheet saved as CSV, or a module's JSON document) in,
// the standings table, the undecided places and the errors out. Everything is computed here,
// in the browser, by the library's own build (copied beside this file as lib/ by
// `npm run docs`); nothing is sent anywhere.
import { formatTable, MindsportError } from './lib/index.js';
import * as diplomacy from './lib/diplomacy/index.js';
import * as draughts from './lib/draughts/index.js';
import * as grandprix from './lib/grandprix/index.js';
import * as ladder from './lib/ladder/index.js';
import * as othello from './lib/othello/index.js';

/**
 * The Diplomacy rules a director can pick: the NDF championship's rules with each published
 * scoring system (the command line's `--scoring`), C-Diplo 100 (the NDF's own) first.
 */
function diplomacyRules() {
  const rules = { NDF_2007: diplomacy.NDF_2007 };
  for (const [key, scoring] of Object.entries(diplomacy.DIPLOMACY_SCORING_PRESETS)) {
    if (scoring === diplomacy.NDF_2007.scoring) continue;
    rules[`NDF_2007/${key}`] = { ...diplomacy.NDF_2007, name: `${diplomacy.NDF_2007.name}, ${scoring.name}`, scoring };
  }
  return rules;
}

/** Each module: its presets (the first is the default), its standings and its table. */
export const MODULES = {
  othello: {
    label: 'Othello',
    presets: othello.OTHELLO_PRESETS,
    standings: othello.othelloStandings,
    table: othello.othelloStandingsTable,
    csv: othello.parseOthelloCsv,
  },
  diplomacy: {
    label: 'Diplomacy',
    presets: diplomacyRules(),
    standings: diplomacy.diplomacyStandings,
    table: diplomacy.diplomacyStandingsTable,
    csv: diplomacy.parseDiplomacyCsv,
  },
  draughts: {
    label: 'Draughts',
    presets: draughts.DRAUGHTS_PRESETS,
    standings: draughts.draughtsStandings,
    table: draughts.draughtsStandingsTable,
    csv: draughts.parseDraughtsCsv,
  },
  ladder: {
    label: 'Club ladder',
    presets: ladder.LADDER_PRESETS,
    standings: ladder.ladderStandings,
    table: ladder.ladderStandingsTable,
  },
  grandprix: {
    label: 'Grand Prix',
    presets: grandprix.GRANDPRIX_PRESETS,
    standings: grandprix.grandPrixStandings,
    table: grandprix.grandPrixStandingsTable,
  },
};

/** The module a JSON document is for, from the fields only that module's documents have. */
export function detectJson(document) {
  if (document === null || typeof document !== 'object') return undefined;
  if (Array.isArray(document.tournaments)) return 'grandprix';
  if (Array.isArray(document.games)) return 'draughts';
  const rounds = Array.isArray(document.rounds) ? document.rounds : [];
  if (rounds.some((round) => round !== null && typeof round === 'object' && Array.isArray(round.boards)))
    return 'diplomacy';
  if (rounds.some((round) => round !== null && typeof round === 'object' && Array.isArray(round.entries)))
    return 'ladder';
  if (rounds.length > 0) return 'othello';
  return undefined;
}

/**
 * The module a results sheet is for, from the columns of its header (its first line that is
 * not blank; names compared as the readers compare them: letters and digits, any case):
 * Diplomacy's powers, Othello's disc counts, the ladder's dates or presence, else draughts'
 * result. The reader then checks every column, so a sheet taken for the wrong module is
 * refused with its unknown columns, never read wrongly.
 */
export function detectCsv(bytes) {
  const text = new TextDecoder('utf-8').decode(bytes.subarray(0, 4096));
  const header = text.split(/\r\n|\r|\n/).find((line) => /[\p{L}\p{N}]/u.test(line)) ?? '';
  const columns = header.split(/[,;\t]/).map((name) => name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, ''));
  if (columns.includes('austria')) return 'diplomacy';
  if (columns.includes('blackdiscs') || columns.includes('whitediscs')) return 'othello';
  if (columns.includes('date') || columns.includes('present')) return 'ladder';
  if (columns.includes('result')) return 'draughts';
  return undefined;
}

/** Line and column (1-based) of an offset in a text. */
function lineColumn(text, offset) {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

/**
 * Where each value of a JSON text starts, by its path (`rounds.0.games.1`): so an error of
 * the library, which names a path of the document, is shown at its line and column. A
 * linear scan; the text has already been read by JSON.parse, so it is valid JSON.
 */
export function jsonPlaces(text) {
  const places = new Map();
  let at = 0;
  const space = () => {
    while (at < text.length && ' \t\r\n'.includes(text[at])) at++;
  };
  const string = () => {
    const start = at++;
    while (text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
    at++;
    return JSON.parse(text.slice(start, at));
  };
  const value = (path) => {
    space();
    places.set(path.join('.'), at);
    const char = text[at];
    if (char === '{') {
      at++;
      space();
      while (text[at] !== '}') {
        const key = string();
        space();
        at++; // :
        value([...path, key]);
        space();
        if (text[at] === ',') at++;
        space();
      }
      at++;
    } else if (char === '[') {
      at++;
      space();
      for (let index = 0; text[at] !== ']'; index++) {
        value([...path, index]);
        space();
        if (text[at] === ',') at++;
        space();
      }
      at++;
    } else if (char === '"') string();
    else while (at < text.length && !',]} \t\r\n'.includes(text[at])) at++;
  };
  value([]);
  return (path) => {
    // The nearest enclosing value that has a place (a missing field: its object).
    for (let length = path.length; length >= 0; length--) {
      const offset = places.get(path.slice(0, length).join('.'));
      if (offset !== undefined) return lineColumn(text, offset);
    }
    return undefined;
  };
}

/**
 * Where a text stops being JSON: the offset of the first character a JSON reader cannot take
 * and what it says of it (browsers' JSON.parse messages do not all give a position).
 */
export function jsonFault(text) {
  let at = 0;
  const fail = (what) => {
    throw { offset: at, what };
  };
  const space = () => {
    while (at < text.length && ' \t\r\n'.includes(text[at])) at++;
  };
  const unexpected = () => fail(at < text.length ? `unexpected ${JSON.stringify(text[at])}` : 'the text ends too early');
  const literal = () => {
    const match = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(at, at + 400));
    if (match === null) unexpected();
    at += match[0].length;
  };
  const string = () => {
    if (text[at] !== '"') unexpected();
    at++;
    while (text[at] !== '"') {
      if (at >= text.length || text[at] < ' ') fail('a string is not closed');
      at += text[at] === '\\' ? 2 : 1;
    }
    at++;
  };
  const value = () => {
    space();
    const char = text[at];
    if (char === '{' || char === '[') {
      const close = char === '{' ? '}' : ']';
      at++;
      space();
      if (text[at] === close) return void at++;
      for (;;) {
        if (close === '}') {
          space();
          string();
          space();
          if (text[at] !== ':') unexpected();
          at++;
        }
        value();
        space();
        if (text[at] === close) return void at++;
        if (text[at] !== ',') unexpected();
        at++;
      }
    }
    if (char === '"') string();
    else literal();
  };
  try {
    value();
    space();
    if (at < text.length) unexpected();
  } catch (fault) {
    if (fault instanceof Error) throw fault;
    return fault;
  }
  return undefined;
}

/** An error as the page shows it: message, code, and the line and column when known. */
function errorEntry(error, locate) {
  if (!(error instanceof MindsportError)) return { message: String(error?.message ?? error) };
  const path = error.path ?? [];
  let place;
  if (path[0] === 'line' && typeof path[1] === 'number') {
    place = { line: path[1], ...(path[2] === 'column' && typeof path[3] === 'number' ? { column: path[3] } : {}) };
  } else if (locate !== undefined) place = locate(path);
  return {
    message: error.message,
    code: error.code,
    ...(place?.line === undefined ? {} : { line: place.line }),
    ...(place?.column === undefined ? {} : { column: place.column }),
  };
}

/** The errors of a failed call: every problem the library lists, else the error itself. */
function errorsOf(error, locate) {
  const problems = error instanceof MindsportError && error.problems?.length > 0 ? error.problems : [error];
  return problems.map((problem) => errorEntry(problem, locate));
}

/** The places the rules leave undecided: shared places, and the barrages draughts needs. */
function undecided(moduleName, standings) {
  const names = new Map(standings.rows.map((row) => [row.playerId, row.name ?? row.playerId]));
  const seen = new Set();
  const lines = [];
  for (const row of standings.rows) {
    if (!row.shared || seen.has(row.placeLabel)) continue;
    seen.add(row.placeLabel);
    const players = standings.rows.filter((other) => other.placeLabel === row.placeLabel);
    lines.push(`Places ${row.placeLabel} shared: ${players.map((other) => other.name ?? other.playerId).join(', ')}`);
  }
  if (moduleName === 'draughts') {
    for (const barrage of standings.barrages) {
      lines.push(`Barrage needed for place ${barrage.forPlace}: ${barrage.players.map((id) => names.get(id) ?? id).join(', ')}`);
    }
  }
  return lines;
}

/**
 * Reads a results file and computes its standings: what the page shows.
 *
 * @param name - the file's name (`.csv` is read as a results sheet, anything else as JSON)
 * @param bytes - the file's bytes (Uint8Array)
 * @param choice - `{ module, preset }`; an absent module is detected from the file, an
 *   absent preset is the module's first
 * @returns `{ module, preset, presets, caption, tableHtml, undecided, notes, errors }`
 */
export function computeStandings(name, bytes, choice = {}) {
  const isCsv = /\.csv$/i.test(name);
  let document;
  let locate;
  let notes = [];
  let moduleName = choice.module;
  if (isCsv) {
    moduleName ??= detectCsv(bytes);
    if (moduleName === undefined) {
      return { errors: [{ message: 'Which module is this sheet for? Choose one above.' }] };
    }
    const reader = MODULES[moduleName]?.csv;
    if (reader === undefined) {
      return {
        module: moduleName,
        errors: [
          {
            message: `The playground reads a ${MODULES[moduleName]?.label ?? moduleName} results sheet as JSON only; the command line reads its CSV (mindsport ${moduleName} standings file.csv).`,
          },
        ],
      };
    }
    try {
      ({ document, locate, notes } = reader(bytes));
    } catch (error) {
      return { module: moduleName, errors: errorsOf(error) };
    }
    const csvLocate = locate;
    locate = (path) => csvLocate(path);
  } else {
    const text = new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
    try {
      document = JSON.parse(text);
    } catch (error) {
      const fault = jsonFault(text);
      const place = fault === undefined ? {} : lineColumn(text, fault.offset);
      const message = `not valid JSON (${fault?.what ?? error.message})`;
      return { module: moduleName, errors: [{ message, ...place }] };
    }
    moduleName ??= detectJson(document);
    if (moduleName === undefined) {
      return { errors: [{ message: 'Which module is this file for? Choose one above.' }] };
    }
    locate = jsonPlaces(text);
  }
  const entry = MODULES[moduleName];
  const presets = Object.keys(entry.presets);
  const preset = choice.preset !== undefined && presets.includes(choice.preset) ? choice.preset : presets[0];
  try {
    const standings = entry.standings(document, entry.presets[preset]);
    const table = entry.table(standings);
    return {
      module: moduleName,
      preset,
      presets,
      caption: table.caption,
      tableHtml: formatTable(table, 'html'),
      undecided: undecided(moduleName, standings),
      notes: [...notes],
      errors: [],
    };
  } catch (error) {
    return { module: moduleName, preset, presets, notes: [...notes], errors: errorsOf(error, locate) };
  }
}

/** The text of an error as listed on the page: `line 3, column 14: message (CODE)`. */
export function errorText(error) {
  const place =
    error.line === undefined ? '' : `line ${error.line}${error.column === undefined ? '' : `, column ${error.column}`}: `;
  return `${place}${error.message}${error.code === undefined ? '' : ` (${error.code})`}`;
}

/** Shows a result in the page's output elements. */
export function show(result, page) {
  page.table.innerHTML = result.tableHtml ?? '';
  page.undecided.replaceChildren(
    ...(result.undecided ?? []).map((line) => Object.assign(document.createElement('li'), { textContent: line })),
  );
  page.undecidedSection.hidden = (result.undecided ?? []).length === 0;
  page.errors.replaceChildren(
    ...result.errors.map((error) => Object.assign(document.createElement('li'), { textContent: errorText(error) })),
  );
  page.errorsSection.hidden = result.errors.length === 0;
  page.notes.replaceChildren(
    ...(result.notes ?? []).map((line) => Object.assign(document.createElement('li'), { textContent: line })),
  );
}

/** The page: a file chosen or dropped, the module and rules picked, the result shown. */
export function start(root = document) {
  const $ = (id) => root.getElementById(id);
  const page = {
    table: $('table'),
    undecided: $('undecided'),
    undecidedSection: $('undecided-section'),
    errors: $('errors'),
    errorsSection: $('errors-section'),
    notes: $('notes'),
  };
  const moduleSelect = $('module');
  const presetSelect = $('preset');
  let file;
  const fillPresets = (moduleName, chosen) => {
    const names = moduleName === undefined ? [] : Object.keys(MODULES[moduleName].presets);
    presetSelect.replaceChildren(
      ...names.map((name) =>
        Object.assign(document.createElement('option'), {
          value: name,
          textContent: MODULES[moduleName].presets[name].name ?? name,
        }),
      ),
    );
    if (chosen !== undefined) presetSelect.value = chosen;
  };
  const run = () => {
    if (file === undefined) return;
    const choice = {
      ...(moduleSelect.value === '' ? {} : { module: moduleSelect.value }),
      ...(presetSelect.value === '' ? {} : { preset: presetSelect.value }),
    };
    const result = computeStandings(file.name, file.bytes, choice);
    if (result.module !== undefined && moduleSelect.value === '') fillPresets(result.module, result.preset);
    $('detected').textContent = result.module === undefined ? '' : `${MODULES[result.module].label}, ${result.preset ?? ''}`;
    show(result, page);
  };
  const load = async (picked) => {
    if (picked === undefined) return;
    file = { name: picked.name, bytes: new Uint8Array(await picked.arrayBuffer()) };
    $('file-name').textContent = picked.name;
    run();
  };
  $('file').addEventListener('change', (event) => load(event.target.files[0]));
  const drop = $('drop');
  drop.addEventListener('dragover', (event) => {
    event.preventDefault();
    drop.classList.add('over');
  });
  drop.addEventListener('dragleave', () => drop.classList.remove('over'));
  drop.addEventListener('drop', (event) => {
    event.preventDefault();
    drop.classList.remove('over');
    load(event.dataTransfer.files[0]);
  });
  moduleSelect.addEventListener('change', () => {
    fillPresets(moduleSelect.value === '' ? undefined : moduleSelect.value);
    run();
  });
  presetSelect.addEventListener('change', run);
  return { load };
}
