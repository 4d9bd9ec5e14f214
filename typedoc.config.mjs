// The API site (`npm run docs`, into docs/api/): one page per module named by its import path,
// exports grouped by their @category in the order of API.md §6, each module's guide under
// its module (`@document` in the module's index.ts), the other guides beside them. Warnings
// are errors.

/** @type {import('typedoc').TypeDocOptions & { markdownItLoader: (parser: unknown) => void }} */
export default {
  $schema: 'https://typedoc.org/schema.json',
  name: 'mindsport',
  entryPoints: [
    'src/index.ts',
    'src/othello/index.ts',
    'src/diplomacy/index.ts',
    'src/draughts/index.ts',
    'src/ladder/index.ts',
    'src/grandprix/index.ts',
  ],
  out: 'docs/api',
  readme: 'docs/site/home.md',
  excludePrivate: true,
  excludeInternal: true,
  validation: { notExported: true, invalidLink: true, notDocumented: true },
  requiredToBeDocumented: [
    'Enum',
    'EnumMember',
    'Variable',
    'Function',
    'Class',
    'Interface',
    'Property',
    'Method',
    'Accessor',
    'TypeAlias',
  ],
  categoryOrder: [
    'Engine',
    'Notation',
    'Archives',
    'Documents',
    'Rules',
    'Standings',
    'Pairing',
    'Tables and pictures',
    'Numbers',
    'Ranking',
    'Errors',
    '*',
  ],
  treatWarningsAsErrors: true,
  treatValidationWarningsAsErrors: true,
  disableSources: true,
  projectDocuments: ['docs/cli.md', 'docs/embedding.md', 'docs/errors.md', 'docs/schemas.md', 'docs/quality.md'],
  markdownItLoader: keepCodeInHeadings,
};

/**
 * TypeDoc names a heading's anchor and its "On this page" entry from the heading's plain
 * text only, so `## Tables (`formatTable`)` became "Tables ()" with the anchor `#tables-`.
 * This rule writes inline code of headings as `<code>` around a text token, which TypeDoc
 * reads, so the entry and the anchor keep the code's text (GitHub's anchors do the same).
 */
function keepCodeInHeadings(parser) {
  parser.core.ruler.push('mindsport-heading-code', (state) => {
    state.tokens.forEach((token, index) => {
      if (token.type !== 'inline' || state.tokens[index - 1]?.type !== 'heading_open') return;
      token.children = (token.children ?? []).flatMap((child) => {
        if (child.type !== 'code_inline') return [child];
        const open = new state.Token('html_inline', '', 0);
        open.content = '<code>';
        const text = new state.Token('text', '', 0);
        text.content = child.content;
        const close = new state.Token('html_inline', '', 0);
        close.content = '</code>';
        return [open, text, close];
      });
    });
  });
}
