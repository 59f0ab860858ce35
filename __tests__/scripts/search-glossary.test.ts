// The glossary of what readers call the components and plugins, checked against the pages it names.
import fs from 'fs';
import path from 'path';
import { API_WORDS_JA, apiWordsJa, GLOSSARY, glossaryFor } from '../../scripts/search-glossary.mjs';
import { NATIVE_PLUGINS } from '../../src/node/reference/native';

const COMPONENTS = fs
  .readdirSync(path.join(__dirname, '../../content/i18n/ja/v8/api'))
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => f.replace(/\.mdx$/, ''));

describe('search glossary', () => {
  it('names every component in Japanese, and every plugin with its uses in both languages', () => {
    expect(COMPONENTS.length).toBeGreaterThan(50);
    for (const c of COMPONENTS) expect(glossaryFor('ja', `api/${c}`).names.length).toBeGreaterThan(0);
    for (const p of NATIVE_PLUGINS) {
      expect(glossaryFor('ja', `native/${p}`).names.length).toBeGreaterThan(0);
      expect(glossaryFor('ja-JP', `native/${p}`).uses.length).toBeGreaterThan(0);
      expect(glossaryFor('en', `native/${p}`).uses.length).toBeGreaterThan(0);
    }
  });

  it('has no entry for a page that does not exist, and no empty or repeated word', () => {
    const pages = new Set([...COMPONENTS.map((c) => `api/${c}`), ...NATIVE_PLUGINS.map((p) => `native/${p}`)]);
    for (const entries of Object.values(GLOSSARY))
      for (const [page, { names, uses }] of Object.entries(entries)) {
        expect(pages).toContain(page);
        const words = [...names, ...uses];
        expect(words.every((w) => w.trim() === w && w.length > 0 && !w.includes(','))).toBe(true);
        expect(new Set(words).size).toBe(words.length);
      }
    expect(glossaryFor('en', 'api/searchbar')).toEqual({ names: [], uses: [] });
  });

  it('gives the Japanese words of API names once each', () => {
    expect(apiWordsJa(['duration', 'unknownProp', 'open', 'isOpen'])).toEqual(['表示時間', '時間', '開く', '表示状態']);
    for (const words of Object.values(API_WORDS_JA)) expect(words.every((w) => !w.includes(','))).toBe(true);
  });
});
