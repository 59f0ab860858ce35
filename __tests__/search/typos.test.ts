// Typo tolerance: the word list the build writes, the nearest word to a misspelt one, and the
// query corrected only when a word has no hit.
import {
  buildWordList,
  correctableWords,
  correctQuery,
  editDistance,
  hasPrefix,
  nearestWord,
  parseWordList,
  spellCheck,
  textWords,
} from '../../src/search/typos';

const list = (...words: string[]) => parseWordList({ words: words.join(' ') });

describe('typo tolerance', () => {
  it('cuts text into words as the index does, a joined word and its parts', () => {
    expect(textWords('The ion-toggle, Ｔｏａｓｔ and ionChange!')).toEqual([
      'the',
      'ion-toggle',
      'ion',
      'toggle',
      'toast',
      'and',
      'ionchange',
    ]);
    // Only Latin words of four letters or more are corrected; numbers and short words are not.
    expect(correctableWords('ionic g page 8100 toogle toogle ダーク')).toEqual(['ionic', 'page', 'toogle']);
  });

  it('lists the words found on at least two pages, most frequent first, then shorter', () => {
    const file = buildWordList(['toggle modal sheet', 'toggle modal', 'toggle sheets sheet', 'unique word'], {
      minPages: 2,
    });
    expect(file.words).toBe('toggle modal sheet');
    expect(buildWordList(['aaaa bbbb cccc', 'aaaa bbbb cccc'], { max: 2 }).words).toBe('aaaa bbbb');
  });

  it('counts a swap of two neighbouring letters as one edit, and stops past the maximum', () => {
    expect(editDistance('toogle', 'toggle', 2)).toBe(1);
    expect(editDistance('segmnet', 'segment', 2)).toBe(1);
    expect(editDistance('refersher', 'refresher', 2)).toBe(1);
    expect(editDistance('datetme', 'datetime', 2)).toBe(1);
    expect(editDistance('modal', 'toast', 2)).toBe(3);
    expect(editDistance('abc', 'abcdefgh', 2)).toBe(3);
  });

  it('prefers the fewest edits, then the more frequent word', () => {
    const words = list('select', 'toggle', 'searchbar', 'toggles', 'popover', 'popovers');
    expect(nearestWord(words, 'toogle')).toBe('toggle');
    expect(nearestWord(words, 'serchbar')).toBe('searchbar');
    expect(nearestWord(words, 'popver')).toBe('popover');
    // A four-letter word carries one edit at most.
    expect(nearestWord(list('card', 'cart'), 'crad')).toBe('card');
    expect(nearestWord(list('card'), 'cxxd')).toBeNull();
    // At the same distance the more frequent word wins (the list puts it first).
    expect(nearestWord(list('loading', 'coding'), 'loding')).toBe('loading');
    expect(nearestWord(list('coding', 'loading'), 'loding')).toBe('coding');
  });

  it('corrects only the words with no hit, keeps words still being typed, and the rest as typed', () => {
    const words = list('toggle', 'capacitor', 'camera', 'accordion');
    expect(correctQuery('Capacitor camra', ['camra'], words)).toBe('Capacitor camera');
    expect(correctQuery('dark-mode toogle!', ['toogle'], words)).toBe('dark-mode toggle!');
    expect(hasPrefix(words, 'accord')).toBe(true);
    expect(correctQuery('accord', ['accord'], words)).toBeNull();
    expect(correctQuery('zzzzzz', ['zzzzzz'], words)).toBeNull();
  });

  it('loads the word list only when a word has no hit', async () => {
    const counts: Record<string, number> = { capacitor: 12, camera: 9, camra: 0 };
    const hits = async (w: string) => counts[w] ?? 0;
    let loads = 0;
    const load = async () => {
      loads += 1;
      return list('capacitor', 'camera');
    };
    expect(await spellCheck('capacitor camera', hits, load)).toBeNull();
    expect(await spellCheck('ion', hits, load)).toBeNull();
    expect(loads).toBe(0);
    expect(await spellCheck('capacitor camra', hits, load)).toBe('capacitor camera');
    expect(loads).toBe(1);
    expect(await spellCheck('capacitor camra', hits, async () => null)).toBeNull();
  });
});
