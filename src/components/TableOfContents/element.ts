// <docs-toc>, around "On this page" (./index.tsx): marks the entry of the heading being read,
// the last heading whose top is above a line 100 px below the viewport top (under the navbar),
// else the first. Measured in a frame after a scroll or resize, reading positions only. Part of
// the head script.
import { define, ShellElement } from '../shell/kit';

export const TOC_TAG = 'docs-toc';
const OFFSET = 100;

export class DocsToc extends ShellElement {
  private _frame = 0;

  private readonly _schedule = () => {
    cancelAnimationFrame(this._frame);
    this._frame = requestAnimationFrame(() => {
      const links = this.querySelectorAll<HTMLAnchorElement>('a[href^="#"]');
      if (!links.length) return;
      let current = links[0];
      for (let i = 0; i < links.length; i += 1) {
        const heading = document.getElementById(decodeURIComponent(links[i].hash.slice(1)));
        if (!heading) continue;
        if (heading.getBoundingClientRect().top - OFFSET <= 0) current = links[i];
        else break;
      }
      links.forEach((a) => {
        const on = a === current;
        a.classList.toggle('toc__link--active', on);
        if (on) a.setAttribute('aria-current', 'location');
        else a.removeAttribute('aria-current');
      });
    });
  };

  protected _connect(): void {
    this._listen(window, 'scroll', this._schedule, { passive: true });
    this._listen(window, 'resize', this._schedule);
  }

  _parsed(): void {
    this._schedule();
  }
}

export function defineTableOfContents(): void {
  define(TOC_TAG, DocsToc);
}
