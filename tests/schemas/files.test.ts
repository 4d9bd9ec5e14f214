/**
 * The schema files themselves (issue #12): draft 2020-12, an `$id` under
 * `https://mindsport.dev/schemas/` named after the file, a title and a description, a
 * description on every property, only keywords the test validator knows, and shipped in
 * the package (`files` and the `./schemas/*` export of package.json).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileSchema } from './json-schema.js';
import { loadSchema } from './mutations.js';

const files = readdirSync(new URL('../../schemas/', import.meta.url)).filter((name) =>
  name.endsWith('.schema.json'),
);

/** JSON Pointers of every property schema without a `description`. */
function undescribed(schema: unknown, where = '#'): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  if (Array.isArray(schema)) return schema.flatMap((item, index) => undescribed(item, `${where}/${index}`));
  const found: string[] = [];
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties') {
      for (const [name, property] of Object.entries(value as Record<string, unknown>)) {
        const inIf = where.endsWith('/if');
        if (!inIf && typeof (property as { description?: unknown }).description !== 'string')
          found.push(`${where}/properties/${name}`);
        found.push(...undescribed(property, `${where}/properties/${name}`));
      }
    } else found.push(...undescribed(value, `${where}/${key}`));
  }
  return found;
}

describe('the schema files', () => {
  it('there is one per input document', () => {
    expect(files.sort()).toEqual([
      'diplomacy-event.schema.json',
      'draughts-event.schema.json',
      'grandprix-season.schema.json',
      'ladder-season.schema.json',
      'othello-tournament.schema.json',
    ]);
  });
  for (const file of files) {
    it(`${file}: draft 2020-12, $id, title, descriptions on every property, supported keywords`, () => {
      const schema = loadSchema(file);
      expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
      expect(schema.$id).toBe(`https://mindsport.dev/schemas/${file}`);
      expect(typeof schema.title).toBe('string');
      expect(typeof schema.description).toBe('string');
      expect(undescribed(schema)).toEqual([]);
      expect(() => compileSchema(schema)).not.toThrow();
    });
  }
  it('package.json ships them as mindsport/schemas/*', () => {
    const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      files: string[];
      exports: Record<string, unknown>;
    };
    expect(manifest.files).toContain('schemas');
    expect(manifest.exports['./schemas/*']).toBe('./schemas/*');
  });
});
