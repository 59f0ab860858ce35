import type { Code, Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { prepareReadme } from '../../../src/node/reference/native-readme';

describe('prepareReadme', () => {
  const readme = [
    '# @capacitor/x',
    '',
    'Intro sentence. More.',
    '',
    '## Install',
    '',
    '```md',
    '# kept inside the fence',
    '<docgen-api>kept too</docgen-api>',
    '```',
    '',
    '## Configuration',
    '',
    '<docgen-config>',
    'generated table',
    '</docgen-config>',
    '',
    '## API',
    '',
    '<docgen-index>',
    '* [`a()`](#a)',
    '</docgen-index>',
    '',
    '<docgen-api>',
    '### a()',
    '</docgen-api>',
    '',
    '### Errors',
    '',
    '#### Codes',
    '',
    '## After',
  ].join('\n');
  const r = prepareReadme(readme);
  const headings = (tree: Root): string[] =>
    tree.children.filter((n): n is Heading => n.type === 'heading').map((h) => `${h.depth} ${toString(h)}`);
  const all = r.segments.map((t) => toString(t)).join('\n');

  it('drops the H1, docgen index and API, keeps fenced code untouched', () => {
    expect(r.segments.flatMap(headings)).not.toContain('1 @capacitor/x');
    expect(all).not.toContain('generated table');
    expect(all).not.toContain('a()');
    const code = r.segments[0].children.find((n): n is Code => n.type === 'code');
    expect(code?.value).toBe('# kept inside the fence\n<docgen-api>kept too</docgen-api>');
  });

  it('removes the API heading and moves its leftover sections up a level', () => {
    expect(r.segments.map(headings)).toEqual([
      ['2 Install', '2 Configuration'],
      ['2 Errors', '3 Codes', '2 After'],
    ]);
  });

  it('splits around <docgen-config> and finds the intro paragraph', () => {
    expect(r.hadConfig).toBe(true);
    expect(r.segments).toHaveLength(2);
    expect(r.intro).toBe('Intro sentence. More.');
  });

  it('skips a docgen block whose closing tag the parser folded into the list before it', () => {
    const folded = prepareReadme('# T\n\nIntro.\n\n<docgen-index>\n\n* [`a()`](#a)\n</docgen-index>\n\n## Next\n');
    expect(folded.hadConfig).toBe(false);
    expect(folded.segments.map(headings)).toEqual([['2 Next']]);
    expect(toString(folded.segments[0])).not.toContain('a()');
  });

  it('takes the first prose paragraph as intro, not a row of badges', () => {
    expect(prepareReadme('<a href="x"><img src="b.svg"></a> badge\n\nThe *real* intro.').intro).toBe('The real intro.');
  });
});
