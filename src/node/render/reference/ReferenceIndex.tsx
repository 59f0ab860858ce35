// Grouped list of reference pages (/components, /cli, /native). Hrefs come resolved from the build.
import type { ReactNode } from 'react';
import type { Locale, ReferenceIndexGroup } from '../../../lib/reference-types';
import { EnText } from './shared';

import { tFor } from '../../../i18n';

// Descriptions come from the packages (English) except the generated fallback sentences, which are localised.
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

export function ReferenceIndex(props: {
  groups: ReferenceIndexGroup[];
  locale: Locale;
  /** Optional link renderer (e.g. Gatsby's Link); defaults to a plain <a>. */
  renderLink?: (href: string, children: ReactNode) => ReactNode;
}): JSX.Element {
  const { groups, locale } = props;
  const link = props.renderLink ?? ((href: string, children: ReactNode) => <a href={href}>{children}</a>);
  return (
    <div className="ref-index" aria-label={tFor(locale)('reference.referenceIndex')} role="group">
      {groups.map((g, gi) => {
        return (
          <section key={g.label || gi} className="ref-index__group">
            {g.label && <h2 id={g.id}>{g.label}</h2>}
            <ul className="ref-index__list">
              {g.items.map((item) => (
                <li key={item.href} className="ref-index__item">
                  <span className="ref-index__title">{link(item.href, item.title)}</span>
                  {item.description &&
                    (JAPANESE.test(item.description) ? (
                      <p className="ref-index__desc">{item.description}</p>
                    ) : (
                      <EnText as="p" locale={locale} className="ref-index__desc">
                        {item.description}
                      </EnText>
                    ))}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
