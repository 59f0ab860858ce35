import { nextScrollStep, scrollAction, showsProgress } from '../../src/lib/navigation';

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
