import { withPrefix } from 'gatsby';
import React from 'react';
import { useT } from '../../i18n';
import { ads } from '../../../content/site/ads';
import { pickAd } from '../../lib/ads';

/** The promotional card of the table-of-contents column, chosen by weight per page path. */
export function AdCard({ seed }: { seed: string }) {
  const t = useT();
  const ad = pickAd(ads, seed);
  if (!ad) return null;
  const { ad_image: image, ad_url: url, ad_copy: copy } = ad.data;
  const oneX = image['1x'];
  return (
    <aside className="ad-card" aria-label={t('doc.sponsored')} data-ad-id={ad.data.ad_id}>
      <a href={url.url} target={url.target} rel="noopener sponsored" className="ad-card__link">
        <img
          className="ad-card__image"
          src={withPrefix(oneX.url)}
          srcSet={`${withPrefix(oneX.url)} 1x, ${withPrefix(image.url)} 2x`}
          width={oneX.dimensions.width}
          height={oneX.dimensions.height}
          alt={t(image.altKey)}
          loading="lazy"
        />
        <span className="ad-card__copy">{t(copy.textKey)}</span>
      </a>
      <span className="ad-card__label">{t('doc.sponsored')}</span>
    </aside>
  );
}
