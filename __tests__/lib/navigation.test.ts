import { HTML_CLEANUP_SCRIPT } from '../../src/lib/navigation';
import { nextScrollStep, scrollAction, showsProgress, withoutHtmlExtension } from '../../src/lib/navigation';

const loc = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('scrollAction', () => {
  it('scrolls to the hash target, else to the top', () => {
    expect(scrollAction(loc('/a'), loc('/b', '', '#install'))).toEqual({ kind: 'hash', id: 'install' });
    expect(scrollAction(loc('/a'), loc('/b', '', '#%E3%83%97'))).toEqual({ kind: 'hash', id: 'プ' });
    expect(scrollAction(loc('/a'), loc('/b'))).toEqual({ kind: 'top' });
    expect(scrollAction(null, loc('/b'))).toEqual({ kind: 'top' });
  });
  it('does not scroll when only the query changes', () => {
    expect(scrollAction(loc('/search', '?q=a'), loc('/search', '?q=ab'))).toEqual({ kind: 'none' });
  });
});

describe('progress and smooth scroll', () => {
  it('shows progress only for a different path', () => {
    expect(showsProgress(loc('/a'), loc('/b'))).toBe(true);
    expect(showsProgress(loc('/a', '?x'), loc('/a', '?y'))).toBe(false);
  });
  it('covers 15% of the remaining distance per frame and lands exactly', () => {
    expect(nextScrollStep(0, 1000)).toBe(150);
    expect(nextScrollStep(150, 1000)).toBeCloseTo(277.5);
    expect(nextScrollStep(1000, 0)).toBe(850);
    let y = 0;
    let frames = 0;
    while (y !== 500 && frames < 200) {
      y = nextScrollStep(y, 500);
      frames += 1;
    }
    expect(y).toBe(500);
    expect(frames).toBeLessThan(60);
  });
});

describe('withoutHtmlExtension', () => {
  it('normalises .html and /index.html', () => {
    expect(withoutHtmlExtension('/docs/intro/cli.html')).toBe('/docs/intro/cli');
    expect(withoutHtmlExtension('/docs/intro/index.html')).toBe('/docs/intro');
    expect(withoutHtmlExtension('/docs/intro/cli')).toBeNull();
  });
});

describe('HTML_CLEANUP_SCRIPT', () => {
  it('shows the extensionless address and remembers the original', () => {
    const replaced: string[] = [];
    const win: Record<string, unknown> = {};
    const run = (pathname: string) =>
      new Function('location', 'history', 'window', HTML_CLEANUP_SCRIPT)(
        { pathname, search: '?q=1', hash: '#a' },
        { state: null, replaceState: (_s: unknown, _t: string, url: string) => replaced.push(url) },
        win,
      );
    run('/docs/intro/cli/index.html');
    run('/docs/intro/cli');
    expect(replaced).toEqual(['/docs/intro/cli?q=1#a']);
    expect(win.___cleanedFromHtml).toBe('/docs/intro/cli/index.html');
  });
});
