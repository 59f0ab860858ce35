import React from 'react';
import { arrangeHead } from '../../src/node/head';

const globalStyle = (
  <style
    key="g"
    data-identity="gatsby-global-css"
    data-href="/docs/styles.abc.css"
    dangerouslySetInnerHTML={{ __html: 'body{}' }}
  />
);

describe('arrangeHead', () => {
  it("swaps Gatsby's inlined global CSS for a link to the same file and keeps the rest in order", () => {
    const meta = <meta key="m" name="x" content="y" />;
    const other = <style key="s" dangerouslySetInnerHTML={{ __html: 'a{}' }} />;
    const out = arrangeHead([meta, globalStyle, other, 'text']) as React.ReactElement[];
    expect(out[0]).toBe(meta);
    expect(out[1].type).toBe('link');
    expect(out[1].props).toEqual({ rel: 'stylesheet', href: '/docs/styles.abc.css' });
    expect(out[1].key).toBe('/docs/styles.abc.css');
    expect(out[2]).toBe(other);
    expect(out[3]).toBe('text');
  });

  it('puts the stylesheet after the inline scripts, so they run without waiting for it', () => {
    const meta = <meta key="m" name="x" content="y" />;
    const mode = <script key="a" dangerouslySetInnerHTML={{ __html: 'mode()' }} />;
    const bar = <script key="b" dangerouslySetInnerHTML={{ __html: 'bar()' }} />;
    const external = <script key="c" src="/x.js" />;
    const out = arrangeHead([meta, globalStyle, mode, external, bar]) as React.ReactElement[];
    expect(out.map((el) => el.key)).toEqual(['m', 'a', 'c', 'b', '/docs/styles.abc.css']);
  });

  it('keeps a global style without a file to link to', () => {
    const inline = <style key="g" data-identity="gatsby-global-css" dangerouslySetInnerHTML={{ __html: 'body{}' }} />;
    expect(arrangeHead([inline])[0]).toBe(inline);
  });
});

describe('arrangeHead: the not-found page', () => {
  it("puts that page's own script before every other", () => {
    const inline = <script key="i" id="docs-inline" dangerouslySetInnerHTML={{ __html: 'a()' }} />;
    const own = <script key="n" id="docs-not-found" dangerouslySetInnerHTML={{ __html: 'b()' }} />;
    const out = arrangeHead([inline, <meta key="m" name="x" />, own]) as React.ReactElement[];
    expect(out.map((el) => el.key)).toEqual(['n', 'i', 'm']);
  });
});
