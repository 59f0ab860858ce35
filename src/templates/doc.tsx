import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { DocPage, MdxBody } from '../components/DocPage';
import { Seo } from '../components/Seo';
import type { PageModel } from '../lib/types';

interface Context {
  model: PageModel;
}

/** A written page: gatsby-plugin-mdx passes the MDX body as children. */
export default function DocTemplate({ pageContext, children }: PageProps<unknown, Context>) {
  const { model } = pageContext;
  return (
    <DocPage model={model}>
      <div lang={model.translated ? undefined : 'en'}>
        <MdxBody model={model}>{children}</MdxBody>
      </div>
    </DocPage>
  );
}

export function Head({ pageContext }: HeadProps<unknown, Context>) {
  const { model } = pageContext;
  return (
    <Seo
      title={model.title}
      description={model.description}
      path={model.path}
      locale={model.locale}
      alternates={model.alternates}
      keywords={model.keywords}
      isHome={model.isHome}
    />
  );
}

export const query = graphql`
  query DocPage($language: String!) {
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
