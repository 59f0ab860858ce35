/**
 * @jest-environment jsdom
 */
// Letters typed while the search modal starts (src/browser/app/search.tsx, keepEarlyKeys): kept,
// after those typed before the app ran, until DocSearch's input takes focus, then put in it
// before what was typed into the input since. The modal opens empty: this is the query's one way in.
import { keepEarlyKeys } from '../../src/browser/app/search';

const key = (k: string) => {
  const e = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true });
  document.body.dispatchEvent(e);
  return e.defaultPrevented;
};
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** DocSearch's input, mounted and focused, holding what DocSearch and the browser put in it. */
function input(value: string): HTMLInputElement {
  const el = document.createElement('input');
  el.className = 'DocSearch-Input';
  document.body.appendChild(el);
  el.value = value;
  el.focus();
  return el;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('letters typed before the search input has focus', () => {
  it('come after the letters typed before the app ran (Backspace too), before those typed into the input', async () => {
    keepEarlyKeys('tog');
    expect(['g', 'l', 'x', 'Backspace', 'Shift'].map(key)).toEqual([true, true, true, true, false]);
    // The modal opened empty; the reader's next letter already went to the input.
    const el = input('e');
    await tick();
    expect(el.value).toBe('toggle');
    expect(el.selectionStart).toBe(6);
  });

  it('are the whole query when none were typed before, and nothing changes when none were typed at all', async () => {
    keepEarlyKeys('');
    'but'.split('').forEach(key);
    const el = input('ton');
    await tick();
    expect(el.value).toBe('button');
    keepEarlyKeys('');
    const other = input('dat');
    await tick();
    expect(other.value).toBe('dat');
  });

  it('keep the keys that arrive after the input took focus and before the letters were put in it', async () => {
    keepEarlyKeys('togglx');
    const el = input('');
    // Queued behind a long task: a Backspace on the still empty input would be lost.
    expect(['Backspace', 'e'].map(key)).toEqual([true, true]);
    await tick();
    expect(el.value).toBe('toggle');
    // Handed over: the next keys are the input's.
    expect(key('s')).toBe(false);
  });

  it("stop at Escape (the modal closes): later keys are the page's", () => {
    keepEarlyKeys('ab');
    key('Escape');
    expect(key('c')).toBe(false);
  });

  it('leave keys with Ctrl or Meta alone (the shortcuts)', () => {
    keepEarlyKeys('');
    const e = new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true });
    document.body.dispatchEvent(e);
    expect(e.defaultPrevented).toBe(false);
  });
});
