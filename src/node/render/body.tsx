// A page's body as HTML: the written MDX (the overview, for reference pages) followed by the
// sections generated from package metadata. Rendered once per page at build time.
import React from 'react';
import {
  CliCommand,
  ComponentApi,
  ComponentHistoryIntro,
  IconReference,
  NativePlugin,
  ReferenceIndex,
} from './reference';
import { escapeHtml } from '../../lib/html';
import { englishTextLang, PATH_PREFIX } from '../../lib/routes';
import { ICON_ASSET_DIR, ICON_LIST_FILE } from '../assets';
import type { BuiltPage } from '../pages';
import type { ReferenceRender } from '../../lib/reference-types';
import type { PlaygroundExample } from '../playgrounds/load';
import { useT } from '../../i18n';
import { pageTarget, renderElement, renderMdx, type BodyTarget } from './mdx';
import { Playground } from './Playground';

function Generated({ render, locale }: { render: ReferenceRender; locale: BuiltPage['model']['locale'] }) {
  switch (render.kind) {
    case 'component':
      return <ComponentApi data={render.data} locale={locale} />;
    case 'icon':
      return (
        <IconReference
          data={render.data}
          locale={locale}
          assetBase={`${PATH_PREFIX}/${ICON_ASSET_DIR}/`}
          dataUrl={`${PATH_PREFIX}/${ICON_LIST_FILE}`}
        />
      );
    case 'cli-command':
      return <CliCommand data={render.data} locale={locale} />;
    case 'native-plugin':
      return <NativePlugin data={render.data} locale={locale} />;
    case 'index':
      return <ReferenceIndex groups={render.data} locale={locale} />;
  }
}

/** Examples of a component that its page does not show itself (a generated page has no MDX). */
function Examples({
  component,
  playgrounds,
}: {
  component: string;
  playgrounds: ReadonlyMap<string, PlaygroundExample>;
}) {
  const t = useT();
  const mine = [...playgrounds.values()].filter((e) => e.component === component);
  if (!mine.length) return null;
  return (
    <section className="ref-section">
      <h2 id="examples">{t('playground.examples')}</h2>
      {mine.map((e) => (
        <React.Fragment key={e.id}>
          <h3 id={`example-${e.name}`}>{e.title}</h3>
          <Playground id={e.id} />
        </React.Fragment>
      ))}
    </section>
  );
}

export function renderPageBody(page: BuiltPage, playgrounds?: ReadonlyMap<string, PlaygroundExample>): string {
  const { model, reference: render } = page;
  const target: BodyTarget = pageTarget({
    locale: model.locale,
    version: model.version,
    file: model.file,
    repoPath: model.editUrl ?? `${model.version}/${model.file}`,
    playgrounds,
  });
  // A component's history (and the "My Ionic version" control) comes first, under the title.
  const intro =
    render?.kind === 'component'
      ? renderElement(<ComponentHistoryIntro data={render.data} locale={model.locale} />, target)
      : '';
  let written = '';
  if (page.code) {
    written = renderMdx(page.code, target);
    // An untranslated page shows the English text: say so to browsers and screen readers.
    if (!model.translated) written = `<div lang="en">${written}</div>`;
  } else {
    // A page with no written text opens with one sentence: an index page's description, or what
    // a component is for (src/node/component-descriptions.ts), English where not translated.
    const lead =
      render?.kind === 'index' && model.description
        ? { text: model.description, english: false }
        : render?.kind === 'component'
          ? render.lead
          : undefined;
    const lang = lead?.english ? englishTextLang(model.locale) : undefined;
    if (lead) written = `<p class="reference-lead"${lang ? ` lang="${lang}"` : ''}>${escapeHtml(lead.text)}</p>`;
  }
  // A component page without a written overview shows its examples, above the API.
  const examples =
    render?.kind === 'component' && !page.code && playgrounds
      ? renderElement(<Examples component={model.id.replace(/^api\//, '')} playgrounds={playgrounds} />, target)
      : '';
  const generated = render ? renderElement(<Generated render={render} locale={model.locale} />, target) : '';
  return intro + written + examples + generated;
}
