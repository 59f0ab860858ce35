// An archived version's component descriptions (src/node/component-descriptions.ts): English
// always, a translation only while it translates the current English, a clear problem otherwise.
import { componentDescriptions } from '../../src/node/component-descriptions';

describe('component descriptions of an archived version', () => {
  it('gives each component its sentence per language, and the English where a translation is stale or missing', () => {
    const { descriptions, problems } = componentDescriptions('v7', {
      badge: { en: 'A small pill.', ja: '小さなラベルです。', jaSource: 'A small pill.' },
      chip: { en: 'A compact element.', ja: '古い訳です。', jaSource: 'An older sentence.' },
      note: { en: 'Short secondary text.' },
    });
    expect(descriptions).toEqual([
      ['en:v7:api/badge', 'A small pill.'],
      ['ja:v7:api/badge', '小さなラベルです。'],
      ['en:v7:api/chip', 'A compact element.'],
      ['en:v7:api/note', 'Short secondary text.'],
    ]);
    expect(problems).toEqual([
      {
        severity: 'warning',
        file: 'content/data/v7-component-descriptions.json',
        message: '"chip": the ja description was translated from an older English one; the English one is shown',
      },
      {
        severity: 'warning',
        file: 'content/data/v7-component-descriptions.json',
        message: '"note": the ja description is missing; the English one is shown',
      },
    ]);
  });

  it('fails on an entry without English', () => {
    const { descriptions, problems } = componentDescriptions('v7', { card: { ja: 'カードです。', jaSource: '' } });
    expect(descriptions).toEqual([]);
    expect(problems).toEqual([
      {
        severity: 'error',
        file: 'content/data/v7-component-descriptions.json',
        message: '"card" has no en description',
      },
    ]);
  });
});
