/**
 * @jest-environment jsdom
 */
import { installLinks, type LinkHost } from '../../src/browser/app/links';

function host(): jest.Mocked<LinkHost> {
  return { navigate: jest.fn(), prefetch: jest.fn(), intent: jest.fn(), ready: jest.fn(() => false) };
}

beforeEach(() => window.history.replaceState(null, '', '/docs/intro/environment'));

describe('links', () => {
  it('on intent on a link to another page, asks for the app and prefetches the page', () => {
    const h = host();
    const stop = installLinks(h);
    document.body.innerHTML = '<a href="/docs/intro/cli#install">CLI</a><a href="/docs/intro/environment">Here</a>';
    document.querySelectorAll('a')[1].dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(h.intent).not.toHaveBeenCalled();
    document.querySelectorAll('a')[0].dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(h.intent).toHaveBeenCalledTimes(1);
    expect(h.prefetch).toHaveBeenCalledWith('/intro/cli');
    stop();
  });

  it('takes a link the reader pointed at before the app ran (its href) the same way', () => {
    const h = host();
    const links = installLinks(h);
    links.intent('/docs/theming/colors');
    expect(h.intent).toHaveBeenCalledTimes(1);
    expect(h.prefetch).toHaveBeenCalledWith('/theming/colors');
    links.intent('/docs/intro/environment');
    links.intent('https://github.com/ionic-team');
    links.intent('/docs/intro/cli.md');
    expect(h.intent).toHaveBeenCalledTimes(1);
    links();
  });
});
