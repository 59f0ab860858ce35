// The v7 components' one-sentence descriptions (content/data/v7-component-descriptions.json):
// one for every component the Ionic 7 package documents, plain text for a meta tag and an index.
import fs from 'fs';
import path from 'path';

const file = path.join(__dirname, '../../content/data/v7-component-descriptions.json');
const entries: Record<string, Record<string, string>> = JSON.parse(fs.readFileSync(file, 'utf8'));
const v7 = JSON.parse(fs.readFileSync(require.resolve('ionic-core-v7/dist/docs.json'), 'utf8')) as {
  components: { tag: string }[];
};

describe('v7 component descriptions', () => {
  it('describe every component of Ionic 7 with a page (ion-icon has the icons page), and no other', () => {
    const tags = v7.components.map((c) => c.tag.replace(/^ion-/, '')).filter((t) => t !== 'icon');
    expect(Object.keys(entries).sort()).toEqual(tags.sort());
  });

  it('are one plain sentence in each language', () => {
    const wrong = Object.entries(entries).filter(
      ([, e]) =>
        !/^[A-Z][^`*_[\]<>\n]+\.$/.test(e.en) ||
        !/^[^`*_[\]<>\n。]+。$/.test(e.ja) ||
        // A colon or question mark after Japanese is full-width.
        /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}][:?]/u.test(e.ja),
    );
    expect(wrong).toEqual([]);
  });
});
