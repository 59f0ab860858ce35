import { graphql, withPrefix, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { DocPage, MdxBody } from '../components/DocPage';
import { CliCommand, ComponentApi, IconReference, NativePlugin, ReferenceIndex } from '../components/reference';
import '../components/reference/reference.css';
import { Seo } from '../components/Seo';
import type { PageModel } from '../lib/types';
import type { ReferenceRender } from '../node/reference-pages';

interface Context {
  model: PageModel;
  render: ReferenceRender;
}

function Generated({ render, model }: Context) {
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

/**
 * Pages generated from package metadata (component API, icons, CLI commands, plugins,
 * indexes). A written overview at the same doc id arrives as children and goes first.
 */
export default function ReferenceTemplate({ pageContext, children }: PageProps<unknown, Context>) {
  const { model, render } = pageContext;
  return (
    <DocPage model={model}>
      {children ? (
        <div lang={model.translated ? undefined : 'en'}>
          <MdxBody model={model}>{children}</MdxBody>
        </div>
      ) : (
        render.kind === 'index' && model.description && <p className="reference-lead">{model.description}</p>
      )}
      <Generated render={render} model={model} />
    </DocPage>
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
