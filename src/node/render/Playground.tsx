// <Playground id="button/basic" />: a live demo of a component on top (an island,
// src/components/PlaygroundDemo, running the example's demo page, src/node/playgrounds/demo.ts)
// and the example's code below in JavaScript, Angular, React and Vue tabs (synced with the
// page's other framework tabs).
import React from 'react';
import { demoPath } from '../playgrounds/demo';
import { FRAMEWORK_LABELS, FRAMEWORK_TABS, FRAMEWORKS } from '../../lib/frameworks';
import { HighlightedCode } from './Code';
import { TabItem, Tabs } from '../../components/Tabs';
import { useT } from '../../i18n';
import { Island } from './island';
import { useRender } from './context';

export function Playground({ id }: { id: string }) {
  const { version, playgrounds } = useRender();
  const t = useT();
  const example = playgrounds?.get(id);
  if (!example) {
    const known = [...(playgrounds?.keys() ?? [])].sort();
    throw new Error(
      `<Playground id="${id}">: no such example for ${version} (content/playgrounds/${version}/${id}.md). ` +
        `Known: ${known.join(', ') || 'none'}`,
    );
  }
  const demo = demoPath(version, example.id);
  const tag = `ion-${example.component}`;
  return (
    <figure className="playground" data-playground={example.id}>
      <Island
        name="PlaygroundDemo"
        props={{
          src: demo,
          title: t('playground.frameTitle', { title: example.title, tag }),
          height: example.height,
          layout: example.layout,
        }}
        label={example.title}
      />
      <Tabs groupId={FRAMEWORK_TABS}>
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
