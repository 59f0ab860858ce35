import { Slice, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { DocPage } from '../components/DocPage';
import { Seo } from '../components/Seo';
import { siteConfig } from '../../content/site/config';
import { useT } from '../i18n';
import { isUnlisted } from '../lib/routes';
import type { PageModel } from '../lib/types';

interface Context {
  model: PageModel;
}

/** The body slice, with the labels of the controls the app adds to it (copy buttons). */
function Body() {
  const t = useT();
  const labels = {
    copy: t('code.copy'),
    copied: t('code.copied'),
    copyLabel: t('code.copyLabel'),
  };
  return <Slice alias="body" labels={labels} />;
}

/** Every docs page (written, generated or both): the frame, and the body slice inside it. */
export default function DocTemplate({ pageContext }: PageProps<unknown, Context>) {
  return (
    <DocPage model={pageContext.model}>
      <Body />
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
