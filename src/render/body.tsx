// A page's body as HTML: the written MDX (the overview, for reference pages) followed by the
// sections generated from package metadata. Rendered once per page at build time.
import React from 'react';
import { CliCommand, ComponentApi, IconReference, NativePlugin, ReferenceIndex } from '../components/reference';
import { PATH_PREFIX } from '../lib/routes';
import { ICON_ASSET_DIR, ICON_LIST_FILE } from '../node/assets';
import type { BuiltPage } from '../node/pages';
import type { ReferenceRender } from '../node/reference-pages';
import { renderElement, renderMdx, type BodyTarget } from './mdx';

function Generated({ render, locale }: { render: ReferenceRender; locale: BuiltPage['model']['locale'] }) {
  switch (render.kind) {
    case 'component':
      return <ComponentApi data={render.data as Parameters<typeof ComponentApi>[0]['data']} locale={locale} />;
    case 'icon':
      return <IconReference data={render.data as Parameters<typeof IconReference>[0]['data']} locale={locale} assetBase={`${PATH_PREFIX}/${ICON_ASSET_DIR}/`} dataUrl={`${PATH_PREFIX}/${ICON_LIST_FILE}`} />;
    case 'cli-command':
      return <CliCommand data={render.data as Parameters<typeof CliCommand>[0]['data']} locale={locale} />;
    case 'native-plugin':
      return <NativePlugin data={render.data as Parameters<typeof NativePlugin>[0]['data']} locale={locale} />;
    default:
      return <ReferenceIndex groups={render.data as Parameters<typeof ReferenceIndex>[0]['groups']} locale={locale} />;
  }
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function renderPageBody(page: BuiltPage, render: ReferenceRender | undefined): string {
  const { model } = page;
  const target: BodyTarget = { locale: model.locale, version: model.version, file: model.file, repoPath: model.editUrl ?? `${model.version}/${model.file}` };
  let written = '';
  if (page.code) {
    written = renderMdx(page.code, target);
    // An untranslated page shows the English text: say so to browsers and screen readers.
    if (!model.translated) written = `<div lang="en">${written}</div>`;
  } else if (render?.kind === 'index' && model.description) {
    written = `<p class="reference-lead">${escapeHtml(model.description)}</p>`;
  }
  const generated = render ? renderElement(<Generated render={render} locale={model.locale} />, target) : '';
  return written + generated;
}
