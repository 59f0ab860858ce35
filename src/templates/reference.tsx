import { graphql, withPrefix, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { AdCard } from '../components/AdCard';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { Layout, MAIN_CONTENT_ID } from '../components/Layout';
import { Pagination } from '../components/Pagination';
import { CliCommand, ComponentApi, IconReference, NativePlugin, ReferenceIndex } from '../components/reference';
import '../components/reference/reference.css';
import { Seo } from '../components/Seo';
import { Sidebar } from '../components/Sidebar';
import { TableOfContents } from '../components/TableOfContents';
import type { PageModel } from '../lib/types';
import type { ReferenceRender } from '../node/reference-pages';

interface Context {
  model: PageModel;
  render: ReferenceRender;
}

function Body({ render, model }: Context) {
  const locale = model.locale;
  switch (render.kind) {
    case 'component':
      return <ComponentApi data={render.data as Parameters<typeof ComponentApi>[0]['data']} locale={locale} />;
    case 'icon':
      return <IconReference data={render.data as Parameters<typeof IconReference>[0]['data']} locale={locale} assetBase={withPrefix('/icons/svg/')} />;
    case 'cli-command':
      return <CliCommand data={render.data as Parameters<typeof CliCommand>[0]['data']} locale={locale} />;
    case 'native-plugin':
      return <NativePlugin data={render.data as Parameters<typeof NativePlugin>[0]['data']} locale={locale} />;
    default:
      return <ReferenceIndex groups={render.data as Parameters<typeof ReferenceIndex>[0]['groups']} locale={locale} />;
  }
}

/** Pages generated from package metadata: component API, icons, CLI commands, plugins, indexes. */
export default function ReferenceTemplate({ pageContext }: PageProps<unknown, Context>) {
  const { model, render } = pageContext;
  return (
    <Layout shell={model}>
      <div className={`doc-layout${model.sidebar ? ' doc-layout--with-sidebar' : ''}`}>
        {model.sidebar && (
          <aside className="doc-layout__sidebar">
            <Sidebar items={model.sidebar} activeId={model.id} />
          </aside>
        )}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="doc-layout__main">
          <div className="doc-layout__content">
            <Breadcrumbs crumbs={model.breadcrumbs} homeHref={model.nav[''] ?? '/docs/'} />
            <article className="markdown">
              <h1>{model.title}</h1>
              {render.kind === 'index' && model.description && <p className="reference-lead">{model.description}</p>}
              <Body render={render} model={model} />
            </article>
            <Pagination previous={model.previous} next={model.next} />
          </div>
          {model.toc.length > 0 && (
            <div className="doc-layout__toc">
              <div className="doc-layout__toc-inner">
                <TableOfContents items={model.toc} />
                <AdCard seed={model.path} />
              </div>
            </div>
          )}
        </main>
      </div>
    </Layout>
  );
}

export function Head({ pageContext }: HeadProps<unknown, Context>) {
  const { model } = pageContext;
  return <Seo title={model.title} description={model.description} path={model.path} locale={model.locale} alternates={model.alternates} keywords={model.keywords} />;
}

export const query = graphql`
  query ReferencePage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;
