import { withPrefix } from 'gatsby';
import React from 'react';
import { useT } from '../../i18n';
import { footer } from '../../../content/site/footer';
import type { ShellModel } from '../../lib/types';
import { DocLink } from '../DocLink';
import { ThemedImage } from '../ThemedImage';

/** The footer's id: the head's render-blocking `expect` link names it (components/Seo). */
export const FOOTER_ID = 'site-footer';

export function Footer({ shell }: { shell: ShellModel }) {
  const t = useT();
  return (
    <footer id={FOOTER_ID} className={`footer footer--${footer.style}`}>
      <div className="footer__inner">
        <div className="footer__columns">
          {footer.columns.map((column) => (
            <div key={column.titleKey} className="footer__column">
              <p className="footer__title">{t(column.titleKey)}</p>
              <ul>
                {column.items.map((item) => {
                  const href = 'docId' in item ? shell.nav[item.docId] : item.href;
                  if (!href) return null;
                  return (
                    <li key={item.labelKey}>
                      <DocLink className="footer__link" href={href}>
                        {t(item.labelKey)}
                      </DocLink>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </div>
        <div className="footer__bottom">
          <a href={footer.logo.href} className="footer__logo">
            {footer.style === 'dark' ? (
              // A dark footer always needs the light-on-dark logo.
              <img
                src={withPrefix(footer.logo.srcDark)}
                alt={t(footer.logo.altKey)}
                width={footer.logo.width}
                height={footer.logo.height}
                loading="lazy"
                decoding="async"
              />
            ) : (
              <ThemedImage
                sources={{ light: footer.logo.src, dark: footer.logo.srcDark }}
                alt={t(footer.logo.altKey)}
                width={footer.logo.width}
                height={footer.logo.height}
              />
            )}
          </a>
          <p className="footer__copyright">{t(footer.copyrightKey, { year: new Date().getFullYear() })}</p>
        </div>
      </div>
    </footer>
  );
}
