// Tabs check their input when the page is built: a set that would hide every panel, or that
// cannot tell two tabs apart, fails the build naming the page's file.
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PageIdsProvider } from '../../src/components/PageIds';
import { TabItem, Tabs, TabsError } from '../../src/components/Tabs';
import { compileDoc } from '../../src/node/content/compile';
import { renderMdx } from '../../src/node/render/mdx';

const render = (ui: React.ReactElement) => renderToStaticMarkup(<PageIdsProvider>{ui}</PageIdsProvider>);

describe('Tabs', () => {
  it('selects defaultValue, else the item marked default, else the first; ids are unique in the page', () => {
    const html = render(
      <>
        <Tabs defaultValue="b">
          <TabItem value="a">A</TabItem>
          <TabItem value="b">B</TabItem>
        </Tabs>
        <Tabs>
          <TabItem value="a">A</TabItem>
          <TabItem value="b" default>
            B
          </TabItem>
        </Tabs>
      </>,
    );
    expect(html.match(/aria-selected="true"[^>]*data-value="(\w)"/g)?.map((m) => m.slice(-2, -1))).toEqual(['b', 'b']);
    expect(html).toContain('id="tabs-1-panel-0"');
    expect(html).toContain('id="tabs-2-panel-0"');
  });

  it('fails on a defaultValue that names no tab, listing the values', () => {
    expect(() =>
      render(
        <Tabs groupId="framework" defaultValue="svelte">
          <TabItem value="angular">A</TabItem>
          <TabItem value="react">R</TabItem>
        </Tabs>,
      ),
    ).toThrow(new TabsError('<Tabs groupId="framework">: defaultValue "svelte" names no tab (values: angular, react)'));
  });

  it('fails on two tabs with one value, on a child that is not a TabItem, and on no tab at all', () => {
    expect(() =>
      render(
        <Tabs>
          <TabItem value="a">A</TabItem>
          <TabItem value="a">again</TabItem>
        </Tabs>,
      ),
    ).toThrow('two tabs have the value "a"');
    expect(() =>
      render(
        <Tabs>
          <TabItem value="a">A</TabItem>
          <p>stray</p>
        </Tabs>,
      ),
    ).toThrow('every child must be a <TabItem value="…">');
    expect(() => render(<Tabs>{'\n'}</Tabs>)).toThrow('has no <TabItem>');
  });

  it("fails the page's build with its file named", () => {
    const { doc } = compileDoc(
      '---\ntitle: T\ndescription: D.\n---\n\n<Tabs defaultValue="vue">\n<TabItem value="react">R</TabItem>\n</Tabs>\n',
      'content/docs/v8/broken.mdx',
    );
    expect(() =>
      renderMdx(doc!.code, { locale: 'en', version: 'v8', file: 'broken.mdx', repoPath: 'content/docs/v8/broken.mdx' }),
    ).toThrow(/^content\/docs\/v8\/broken\.mdx \(en, v8\): <Tabs>: defaultValue "vue" names no tab \(values: react\)$/);
  });
});
