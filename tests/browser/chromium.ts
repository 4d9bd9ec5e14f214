/**
 * Renders a page in Debian's headless Chromium and returns what `inspect.js` read back from
 * the rendered DOM. No test-tool browser download: the system `chromium` is started with
 * `--dump-dom`, and the summary travels out base64-encoded in an attribute.
 *
 * `MINDSPORT_CHROMIUM` overrides the binary (default `/usr/bin/chromium`);
 * `MINDSPORT_BROWSER_SCREENSHOTS=<dir>` also saves a PNG of each page there, to look at.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The Chromium binary the browser tests start. */
export const CHROMIUM = process.env.MINDSPORT_CHROMIUM ?? '/usr/bin/chromium';

/** One case of a page: a table or a diagram, with the markup the library produced. */
export interface PageCase {
  /** Identifies the case in the summary. */
  readonly id: string;
  /** What the inspector measures. */
  readonly kind: 'table' | 'othello' | 'draughts';
  /** The library's HTML or SVG, inserted into the page as is. */
  readonly markup: string;
  /** Extra classes of the case's `<section>` (the page's CSS may style them). */
  readonly classes?: readonly string[];
}

/** What `inspect.js` reports for one case. */
export interface CaseReport<Report> {
  readonly id: string;
  readonly kind: string;
  readonly report?: Report;
  readonly error?: string;
}

const inspector = readFileSync(new URL('./inspect.js', import.meta.url), 'utf8');

/** The flags every headless Chromium run of the browser check gets. */
export const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--hide-scrollbars',
  '--force-device-scale-factor=1',
];

/**
 * Fails with a clear message when Chromium is missing: the browser check must not pass by
 * being skipped.
 */
export function requireChromium(): string {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `The browser check needs Debian's Chromium at ${CHROMIUM} (or set MINDSPORT_CHROMIUM). Install it with: ` +
        'apt-get update && apt-get install -y --no-install-recommends chromium',
    );
  }
  return CHROMIUM;
}

/** Runs Chromium with the arguments; its stdout and stderr. */
export function run(binary: string, args: readonly string[]): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(
      binary,
      args,
      { maxBuffer: 256 * 1024 * 1024, timeout: 120_000, encoding: 'utf8' },
      (error, stdout, stderr) => {
        if (error !== null) reject(new Error(`${binary} failed: ${error.message}\n${stderr.slice(-2000)}`));
        else resolve({ stdout, stderr });
      },
    );
  });
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/** The page: optional CSS, one `<section>` per case (SVG cases also carry their source), then the inspector. */
export function pageOf(cases: readonly PageCase[], css = '', inspect = true): string {
  const sections = cases.map((entry) => {
    const classes = ['case', ...(entry.classes ?? [])].join(' ');
    const source =
      entry.kind === 'table' ? '' : ` data-source="${Buffer.from(entry.markup, 'utf8').toString('base64')}"`;
    return `<section class="${classes}" data-kind="${entry.kind}" data-id="${escapeAttribute(entry.id)}"${source}>\n${entry.markup}\n</section>`;
  });
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><title>mindsport browser check</title>',
    `<style>body { margin: 0; font: 14px sans-serif; } section.case { margin: 0 0 24px; }\n${css}</style>`,
    '</head><body>',
    ...sections,
    ...(inspect ? [`<script>\n${inspector}\n</script>`] : []),
    '</body></html>',
  ].join('\n');
}

/**
 * Renders the cases in one Chromium page and returns the inspector's report per case.
 *
 * @param name - names the page (and its screenshot)
 * @param cases - the cases
 * @param css - a stylesheet for the page, as a site would add
 */
export async function renderCases<Report>(
  name: string,
  cases: readonly PageCase[],
  css = '',
): Promise<{ userAgent: string; cases: CaseReport<Report>[] }> {
  const binary = requireChromium();
  const directory = mkdtempSync(join(tmpdir(), 'mindsport-browser-'));
  try {
    const page = join(directory, `${name}.html`);
    writeFileSync(page, pageOf(cases, css));
    const profile = join(directory, 'profile');
    const url = pathToFileURL(page).href;
    const { stdout, stderr } = await run(binary, [
      ...FLAGS,
      `--user-data-dir=${profile}`,
      '--window-size=1200,1000',
      '--virtual-time-budget=10000',
      '--dump-dom',
      url,
    ]);
    const screenshots = process.env.MINDSPORT_BROWSER_SCREENSHOTS;
    if (screenshots !== undefined && screenshots !== '') {
      const still = join(directory, `${name}-still.html`);
      writeFileSync(
        still,
        pageOf(cases, `${css}\nbody { display: flex; flex-wrap: wrap; gap: 8px; }`, false),
      );
      await run(binary, [
        ...FLAGS,
        `--user-data-dir=${profile}-still`,
        '--window-size=1600,2400',
        `--screenshot=${join(screenshots, `${name}.png`)}`,
        pathToFileURL(still).href,
      ]);
    }
    const found = /id="mindsport-result" data-json="([A-Za-z0-9+/=]*)"/.exec(stdout);
    if (found === null) {
      throw new Error(`Chromium rendered ${name} without a result; its log ends:\n${stderr.slice(-2000)}`);
    }
    const summary = JSON.parse(Buffer.from(found[1]!, 'base64').toString('utf8'));
    if (summary.error !== undefined) throw new Error(`the page script failed: ${summary.error}`);
    return summary;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves a directory over HTTP on a free local port, and the page `check` at /check.html. */
export function serve(directory: string, check: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (path === '/check.html') {
      response.writeHead(200, { 'content-type': 'text/html' }).end(check);
      return;
    }
    const file = join(directory, normalize(path).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(directory) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
