// ion-icon properties and the searchable gallery of every Ionicon. The gallery is an island
// (src/components/IconGallery): its list and the SVGs are static files copied by the build.
import type { IconData, Locale } from '../../../lib/reference-types';
import { Island } from '../island';
import { Html, NamedRow, Section, RefTable } from './shared';
import { OTHER_IDS, SECTION_IDS } from './ids';
import { tFor } from '../../../i18n';

export function IconReference(props: {
  data: IconData;
  locale: Locale;
  assetBase: string;
  dataUrl: string;
}): JSX.Element {
  const { data, locale } = props;
  const t = tFor(locale);
  const base = props.assetBase.endsWith('/') ? props.assetBase : `${props.assetBase}/`;
  return (
    <div className="ref-icon-page">
      <Html html={data.descriptionHtml} locale={locale} className="ref-lead" />
      <Section id={SECTION_IDS.properties} title={t('reference.properties')}>
        <RefTable
          label={t('reference.properties')}
          columns={[t('reference.name'), t('reference.description'), t('reference.type')]}
        >
          {data.properties.map((p) => (
            <NamedRow key={p.name} id={`property-${p.name}`} name={p.name} html={p.descriptionHtml} locale={locale}>
              <td>
                <code className="ref-type">{p.type}</code>
              </td>
            </NamedRow>
          ))}
        </RefTable>
      </Section>

      <Section id={OTHER_IDS.icons} title={t('reference.icons')}>
        <Island
          name="IconGallery"
          props={{ src: props.dataUrl, assetBase: base }}
          className="ref-icons"
          label={t('reference.icons')}
        />
      </Section>
    </div>
  );
}
