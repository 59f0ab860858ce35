import React from 'react';
import { linkGlobalStyles } from '../../src/node/head';

describe('linkGlobalStyles', () => {
  it('swaps Gatsby\'s inlined global CSS for a link to the same file and keeps the rest', () => {
    const meta = <meta key="m" name="x" content="y" />;
    const other = <style key="s" dangerouslySetInnerHTML={{ __html: 'a{}' }} />;
    const global = <style key="g" data-identity="gatsby-global-css" data-href="/docs/styles.abc.css" dangerouslySetInnerHTML={{ __html: 'body{}' }} />;
    const out = linkGlobalStyles([meta, global, other, 'text']) as React.ReactElement[];
    expect(out[0]).toBe(meta);
    expect(out[1].type).toBe('link');
    expect(out[1].props).toEqual({ rel: 'stylesheet', href: '/docs/styles.abc.css' });
    expect(out[1].key).toBe('/docs/styles.abc.css');
    expect(out[2]).toBe(other);
    expect(out[3]).toBe('text');
  });

  it('keeps a global style without a file to link to', () => {
    const inline = <style key="g" data-identity="gatsby-global-css" dangerouslySetInnerHTML={{ __html: 'body{}' }} />;
    expect(linkGlobalStyles([inline])[0]).toBe(inline);
  });
});
