/**
 * @jest-environment jsdom
 */
// The app's scroll after it puts a page in place (src/browser/app/navigation.ts).
import { applyScroll } from '../../src/browser/app/navigation';
import { ANCHOR_ATTRIBUTE } from '../../src/lib/navigation';

jest.mock('gatsby', () => ({ navigate: jest.fn() }));

const loc = (pathname: string, hash = '', search = '') => ({ pathname, hash, search });
const anchored = () => document.documentElement.hasAttribute(ANCHOR_ATTRIBUTE);

describe('applyScroll', () => {
  let scrolls: number[];
  let renderedWhenMeasured: boolean[];

  beforeEach(() => {
    scrolls = [];
    renderedWhenMeasured = [];
    document.documentElement.removeAttribute(ANCHOR_ATTRIBUTE);
    document.body.innerHTML = '<h2 id="events">Events</h2>';
    // jsdom has no layout: the target says where it is, and whether the page was whole then.
    document.getElementById('events')!.getBoundingClientRect = () => {
      renderedWhenMeasured.push(anchored());
      return { top: 900 } as DOMRect;
    };
    window.scrollTo = ((a: number | ScrollToOptions, y?: number) =>
      scrolls.push(typeof a === 'object' ? a.top! : y!)) as typeof window.scrollTo;
  });

  it('renders the page whole before it measures a hash target, and scrolls to it', () => {
    applyScroll(loc('/docs/api/badge'), loc('/docs/api/button', '#events'));
    expect(renderedWhenMeasured).toEqual([true]);
    expect(scrolls).toEqual([900]);
    expect(anchored()).toBe(true);
  });

  it('lets blocks wait again on the next page scrolled to its top', () => {
    applyScroll(loc('/docs/api/badge'), loc('/docs/api/button', '#events'));
    applyScroll(loc('/docs/api/button', '#events'), loc('/docs/api/toast'));
    expect(anchored()).toBe(false);
    expect(scrolls).toEqual([900, 0]);
  });

  it('keeps the state when only the query changes (nothing scrolls), drops it for a missing target', () => {
    applyScroll(loc('/docs/api/badge'), loc('/docs/api/button', '#events'));
    applyScroll(loc('/docs/api/button'), loc('/docs/api/button', '', '?tab=1'));
    expect(anchored()).toBe(true);
    applyScroll(loc('/docs/api/badge'), loc('/docs/api/toast', '#nowhere'));
    expect(anchored()).toBe(false);
    expect(scrolls).toEqual([900, 0]);
  });
});
