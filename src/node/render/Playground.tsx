// <Playground id="button/basic" />: a live demo of a component on top (an iframe of the
// example's demo page, src/node/playgrounds/demo.ts, made when the demo starts) with iOS/MD and
// light/dark switches, and the example's code below in JavaScript, Angular, React and Vue tabs
// (synced with the page's other framework tabs). Behaviour in the browser: src/browser/body.ts.
import React from 'react';
import { demoPath } from '../playgrounds/demo';
import { FRAMEWORK_LABELS, FRAMEWORKS } from '../playgrounds/load';
import { HighlightedCode } from './Code';
import { Tabs, TabItem } from './components';
import { useT } from '../../i18n';
import { useRender } from './context';

export function Playground({ id }: { id: string }) {
  const { version, playgrounds } = useRender();
  const t = useT();
  const example = playgrounds?.get(id);
  if (!example) {
    const known = [...(playgrounds?.keys() ?? [])].sort();
    throw new Error(
      `<Playground id="${id}">: no such example for ${version} (content/playgrounds/${version}/${id}.md). Known: ${known.join(', ') || 'none'}`,
    );
  }
  const demo = demoPath(version, example.id);
  const tag = `ion-${example.component}`;
  return (
    <figure className="playground" data-playground={example.id} data-demo={demo} data-title={example.title}>
      <div className="playground__toolbar">
        <div className="playground__group" role="group" aria-label={t('playground.look')}>
          <button type="button" className="playground__switch" data-mode="ios" aria-pressed="true">
            iOS
          </button>
          <button type="button" className="playground__switch" data-mode="md" aria-pressed="false">
            MD
          </button>
        </div>
        <div className="playground__group" role="group" aria-label={t('playground.colorMode')}>
          <button type="button" className="playground__switch" data-theme="light" aria-pressed="false">
            {t('playground.light')}
          </button>
          <button type="button" className="playground__switch" data-theme="dark" aria-pressed="false">
            {t('playground.dark')}
          </button>
        </div>
        <a className="playground__open" href={demo} target="_blank" rel="noopener">
          {t('playground.open')}
        </a>
      </div>
      <div className="playground__device" data-layout={example.layout}>
        {/* The frame's place: src/browser/playground.ts puts the <iframe> here when the demo
            starts. An <iframe> in the HTML, even one that loads nothing, costs the browser a
            child frame to build while the page loads. */}
        <div
          className="playground__frame"
          data-src={demo}
          data-title={t('playground.frameTitle', { title: example.title, tag })}
          style={{ height: example.height }}
        />
        {/* The demo waits for the reader (src/browser/playground.ts); this starts it at once. */}
        <button type="button" className="playground__start" data-pagefind-ignore="">
          {t('playground.start')}
        </button>
      </div>
      <Tabs groupId="framework">
        {FRAMEWORKS.map((fw) => (
          <TabItem key={fw} value={fw} label={FRAMEWORK_LABELS[fw]}>
            {example.code[fw].map((file, i) => (
              <HighlightedCode key={i} code={file.code} lang={file.lang} title={file.title} />
            ))}
          </TabItem>
        ))}
      </Tabs>
    </figure>
  );
}
