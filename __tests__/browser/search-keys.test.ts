/**
 * @jest-environment jsdom
 */
// Letters typed while the search modal starts (src/browser/app/search.tsx, keepEarlyKeys): kept
// until DocSearch's input takes focus, then put in it after the query the modal opened with
// and before what was typed into the input since.
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
  it('come after the query the modal opened with (typed before the app ran), Backspace included', async () => {
    keepEarlyKeys('tog');
    expect(['g', 'l', 'x', 'Backspace', 'Shift'].map(key)).toEqual([true, true, true, true, false]);
    // DocSearch sets its initial query; the reader's next letter already went to the input.
    const el = input('toge');
    await tick();
    expect(el.value).toBe('toggle');
    expect(el.selectionStart).toBe(6);
  });

  it('are the whole query when the modal opened empty, and nothing changes when none were typed', async () => {
    keepEarlyKeys('');
    'but'.split('').forEach(key);
    const el = input('ton');
    await tick();
    expect(el.value).toBe('button');
    keepEarlyKeys('dat');
    const other = input('dat');
    await tick();
    expect(other.value).toBe('dat');
  });

  it('leave keys with Ctrl or Meta alone (the shortcuts)', () => {
    keepEarlyKeys('');
    const e = new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true });
    document.body.dispatchEvent(e);
    expect(e.defaultPrevented).toBe(false);
  });
});
