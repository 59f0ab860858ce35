import { Slice, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { DocPage } from '../components/DocPage';
import { Seo } from '../components/Seo';
import { siteConfig } from '../../content/site/config';
import { isUnlisted } from '../lib/routes';
import type { PageModel } from '../lib/types';

interface Context {
  model: PageModel;
}

/** Every docs page (written, generated or both): the frame, and the body slice inside it. */
export default function DocTemplate({ pageContext }: PageProps<unknown, Context>) {
  return (
    <DocPage model={pageContext.model}>
      <Slice alias="body" />
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
      noIndex={siteConfig.noIndex || isUnlisted(model.id)}
    />
  );
}
