/**
 * Runs inside headless Chromium (plain browser JavaScript, no imports): reads back what the
 * browser rendered for every `<section class="case">` of the page and writes a JSON summary,
 * base64 in `data-json` of `#mindsport-result`, for `--dump-dom` to carry out. It measures,
 * it does not judge: the comparison with the data is in the `*.browser.ts` tests.
 *
 * A table case reports each cell's rendered text (`innerText`), its exact text
 * (`textContent`), element children (an unescaped `<` would create some), spans, classes,
 * computed style and box. A diagram case (`data-kind` `othello` or `draughts`) reports the
 * inline SVG's size and viewBox, the element hit at points of every square
 * (`document.elementFromPoint`), the boxes (`getBBox`) of discs, pieces and labels, whether
 * the same SVG text parses as a standalone XML document, and pixels of that standalone
 * document drawn as an image onto a canvas.
 */

/** The text as rendered (CSS applied, white space collapsed): what a reader sees. */
function renderedText(element) {
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is exactly what is checked
  return element.innerText;
}

function boxOf(element) {
  const box = element.getBBox();
  return { x: box.x, y: box.y, width: box.width, height: box.height };
}

function rectOf(element) {
  const rect = element.getBoundingClientRect();
  return { left: rect.left, top: rect.top, width: rect.width, height: rect.height };
}

function visible(element) {
  const style = getComputedStyle(element);
  const rect = element.getBoundingClientRect();
  return style.visibility === 'visible' && style.display !== 'none' && rect.width > 0 && rect.height > 0;
}

function classesOf(element) {
  return element === null ? null : [...element.classList];
}

function hitAt(svg, x, y) {
  const point = new DOMPoint(x, y).matrixTransform(svg.getScreenCTM());
  const element = document.elementFromPoint(point.x, point.y);
  if (element === null || !svg.contains(element)) return { tag: element?.tagName ?? null, outside: true };
  return {
    tag: element.tagName,
    classes: classesOf(element),
    square: element.getAttribute('data-square'),
    text: element.tagName === 'text' ? element.textContent : null,
  };
}

function inspectTable(section) {
  const tables = section.querySelectorAll('table');
  const table = tables[0];
  const caption = table.querySelector('caption');
  const headerCells = [...table.tHead.rows].flatMap((row) => [...row.cells]);
  return {
    tableCount: tables.length,
    elementsInSection: section.querySelectorAll('*').length,
    className: table.className,
    visible: visible(table),
    caption:
      caption === null
        ? null
        : { text: renderedText(caption), raw: caption.textContent, visible: visible(caption) },
    headRows: table.tHead.rows.length,
    headers: headerCells.map((cell) => ({
      tag: cell.tagName,
      text: renderedText(cell),
      raw: cell.textContent,
      children: cell.children.length,
      column: cell.getAttribute('data-column'),
      scope: cell.getAttribute('scope'),
      colSpan: cell.colSpan,
      rowSpan: cell.rowSpan,
      left: cell.getBoundingClientRect().left,
      visible: visible(cell),
    })),
    bodies: table.tBodies.length,
    rows: [...table.tBodies[0].rows].map((row) => ({
      place: row.getAttribute('data-place'),
      shared: row.getAttribute('data-shared'),
      classes: classesOf(row),
      cells: [...row.cells].map((cell) => {
        const style = getComputedStyle(cell);
        return {
          tag: cell.tagName,
          text: renderedText(cell),
          raw: cell.textContent,
          children: cell.children.length,
          classes: classesOf(cell),
          title: cell.getAttribute('title'),
          colSpan: cell.colSpan,
          rowSpan: cell.rowSpan,
          left: cell.getBoundingClientRect().left,
          visible: visible(cell),
          decoration: style.textDecorationLine,
          weight: style.fontWeight,
          fontStyle: style.fontStyle,
          color: style.color,
          align: style.textAlign,
        };
      }),
    })),
  };
}

function decodeBase64(text) {
  return new TextDecoder().decode(Uint8Array.from(atob(text), (character) => character.charCodeAt(0)));
}

async function pixelsOf(source, points) {
  const url = URL.createObjectURL(new Blob([source], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    context.drawImage(image, 0, 0);
    return {
      naturalWidth: image.naturalWidth,
      naturalHeight: image.naturalHeight,
      samples: points.map(([x, y]) => {
        const data = context.getImageData(Math.floor(x), Math.floor(y), 1, 1).data;
        return [data[0], data[1], data[2], data[3]];
      }),
    };
  } catch (error) {
    return { error: String(error) };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Board geometry from the rendered `rect.board` and a fixed number of squares per side. */
function squaresOf(svg, perSide) {
  const board = boxOf(svg.querySelector('rect.board'));
  const size = board.width / perSide;
  const squares = [];
  for (let row = 0; row < perSide; row++) {
    for (let column = 0; column < perSide; column++) {
      squares.push({ row, column, x: board.x + (column + 0.5) * size, y: board.y + (row + 0.5) * size });
    }
  }
  return { board, size, squares };
}

async function inspectDiagram(section, kind) {
  const source = decodeBase64(section.getAttribute('data-source'));
  const parsed = new DOMParser().parseFromString(source, 'image/svg+xml');
  const parseError = parsed.querySelector('parsererror');
  const standalone = {
    parseError: parseError === null ? null : parseError.textContent,
    root: parsed.documentElement.tagName,
    namespace: parsed.documentElement.namespaceURI,
  };
  const svgs = section.querySelectorAll('svg');
  const svg = svgs[0];
  section.scrollIntoView({ block: 'start', inline: 'start' });
  const viewBox = svg.viewBox.baseVal;
  const perSide = kind === 'othello' ? 8 : 10;
  const { board, size, squares } = squaresOf(svg, perSide);
  // Othello: the centre shows a marker if there is one; 0.3 of a square right of it shows the
  // disc (radius 0.42) or the board. Draughts: the centre shows the piece or the square; 0.22
  // right of it is a king's crown ring.
  const side = kind === 'othello' ? 0.3 : 0.32;
  const hits = squares.map(({ row, column, x, y }) => ({
    row,
    column,
    centre: hitAt(svg, x, y),
    side: hitAt(svg, x + side * size, y),
    ...(kind === 'draughts' ? { crown: hitAt(svg, x + 0.22 * size, y) } : {}),
  }));
  const shapes = [...svg.querySelectorAll('circle')].map((circle) => ({
    classes: classesOf(circle),
    square: circle.getAttribute('data-square'),
    box: boxOf(circle),
    visible: visible(circle),
  }));
  const texts = [...svg.querySelectorAll('text')].map((text) => {
    const box = boxOf(text);
    return {
      classes: classesOf(text),
      text: text.textContent,
      box,
      // What a reader sees across the label (left, middle, right): the label, or what covers it.
      hits: [0.2, 0.5, 0.8].map((at) => hitAt(svg, box.x + at * box.width, box.y + box.height / 2)),
      visible: visible(text),
    };
  });
  const samplePoints = squares.flatMap(({ x, y }) => [
    [x, y],
    [x + side * size, y],
  ]);
  const pixels = await pixelsOf(source, samplePoints);
  return {
    svgCount: svgs.length,
    standalone,
    title: svg.querySelector('title')?.textContent ?? null,
    viewBox: [viewBox.x, viewBox.y, viewBox.width, viewBox.height],
    widthAttribute: svg.getAttribute('width'),
    heightAttribute: svg.getAttribute('height'),
    rendered: rectOf(svg),
    board,
    squareSize: size,
    hits,
    shapes,
    texts,
    pixels,
  };
}

async function main() {
  const cases = [];
  for (const section of document.querySelectorAll('section.case')) {
    const kind = section.getAttribute('data-kind');
    const id = section.getAttribute('data-id');
    try {
      const report = kind === 'table' ? inspectTable(section) : await inspectDiagram(section, kind);
      cases.push({ id, kind, report });
    } catch (error) {
      cases.push({ id, kind, error: `${error}\n${error?.stack ?? ''}` });
    }
  }
  return { userAgent: navigator.userAgent, cases };
}

function publish(summary) {
  const bytes = new TextEncoder().encode(JSON.stringify(summary));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  const out = document.createElement('div');
  out.id = 'mindsport-result';
  out.setAttribute('data-json', btoa(binary));
  document.body.append(out);
}

main().then(publish, (error) => publish({ error: `${error}\n${error?.stack ?? ''}` }));
