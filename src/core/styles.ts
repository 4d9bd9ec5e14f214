/**
 * The stylesheet of the standings tables, shipped as `mindsport/styles.css` (the build
 * writes this text to `dist/styles.css`) and exported as a string for pages that inline it.
 *
 * @module
 */

/**
 * A small stylesheet for the HTML of {@link formatTableHtml}: numbers right-aligned in
 * tabular figures, a ruled header, zebra rows, shared places in italics, the decided-by
 * column quieter, Grand Prix counted results bold and dropped ones faded, and on a narrow
 * screen (a phone) smaller type and a table that scrolls sideways instead of squeezing its
 * names. It sets no colours of its own (greys are translucent), so it suits a light or a
 * dark site, and it touches only `table.mindsport-standings`. The same text is the package
 * file `mindsport/styles.css`.
 *
 * @category Tables and pictures
 * @example
 * ```ts
 * import { STANDINGS_CSS } from 'mindsport';
 * // In a page: const style = document.createElement('style'); style.textContent = STANDINGS_CSS;
 * console.log(STANDINGS_CSS.includes('table.mindsport-standings .numeric')); // true
 * ```
 */
export const STANDINGS_CSS = `/* mindsport standings tables: mindsport/styles.css */
table.mindsport-standings {
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  line-height: 1.4;
  margin: 0 0 1em;
}
table.mindsport-standings caption {
  caption-side: top;
  font-weight: 600;
  text-align: left;
  padding: 0 0 0.4em;
}
table.mindsport-standings th,
table.mindsport-standings td {
  padding: 0.3em 0.65em;
  border-bottom: 1px solid rgba(128, 128, 128, 0.3);
  text-align: left;
  vertical-align: baseline;
}
table.mindsport-standings thead th {
  border-bottom: 2px solid rgba(128, 128, 128, 0.65);
  font-weight: 600;
  white-space: nowrap;
}
table.mindsport-standings tbody tr:nth-child(even) {
  background: rgba(128, 128, 128, 0.07);
}
table.mindsport-standings .numeric,
table.mindsport-standings .place {
  text-align: right;
  white-space: nowrap;
}
table.mindsport-standings tr.shared td.place {
  font-style: italic;
}
table.mindsport-standings .decided-by {
  font-size: 0.9em;
  opacity: 0.75;
}
table.mindsport-standings tr.withdrawn {
  opacity: 0.6;
}
table.mindsport-standings td[title] {
  cursor: help;
}
table.mindsport-standings td.counted {
  font-weight: 700;
}
table.mindsport-standings td.dropped,
table.mindsport-standings td.ineligible {
  font-style: italic;
  opacity: 0.65;
}
@media (max-width: 40em) {
  table.mindsport-standings {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    font-size: 0.9em;
  }
  table.mindsport-standings th,
  table.mindsport-standings td {
    padding: 0.25em 0.4em;
  }
}
`;
