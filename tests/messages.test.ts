/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@/lib/categories';
import { NAMESPACES } from '@/i18n/namespaces';
import { loadMessages } from '@/i18n/load-messages';

type Tree = Record<string, unknown>;

function leaves(tree: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (Array.isArray(tree)) {
    tree.forEach((item, i) => leaves(item, `${prefix}[${i}]`).forEach((v, k) => out.set(k, v)));
  } else if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree as Tree)) leaves(value, prefix ? `${prefix}.${key}` : key).forEach((v, k) => out.set(k, v));
  } else {
    out.set(prefix, String(tree));
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

describe('message files', () => {
  it('every listed namespace has a file in every locale, and no file is left unlisted', () => {
    for (const locale of LOCALES) {
      const files = fs.readdirSync(path.join(process.cwd(), 'messages', locale)).map((f) => f.replace(/\.json$/, '')).sort();
      expect(files).toEqual([...NAMESPACES].sort());
    }
  });

  it.each(NAMESPACES)('%s: every key exists in every locale with the same placeholders', (namespace) => {
    const [en, ...others] = LOCALES.map((locale) =>
      leaves(JSON.parse(fs.readFileSync(path.join(process.cwd(), 'messages', locale, `${namespace}.json`), 'utf8'))),
    );
    for (const other of others) {
      expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [key, text] of en) {
        expect({ key, placeholders: placeholders(other.get(key) ?? '') }).toEqual({ key, placeholders: placeholders(text) });
        expect({ key, empty: (other.get(key) ?? '').trim() === '' }).toEqual({ key, empty: false });
      }
    }
  });

  it('loads the shell at the top level and other namespaces under their name', async () => {
    const messages = await loadMessages('hi');
    expect((messages.menu as Tree).categoriesHeading).toBe('श्रेणियाँ');
    expect((messages.legal as Tree).terms).toBeDefined();
  });
});
