// ion-icon properties and the searchable gallery of every Ionicon. The gallery is an island
// (src/components/IconGallery): its list and the SVGs are static files copied by the build.
import type { IconData, Locale } from '../../node/reference/types';
import { Island } from '../../render/Island';
import { Html, NamedRow, Section, RefTable } from './shared';
import { strings, OTHER_IDS, SECTION_IDS } from './strings';

export function IconReference(props: {
  data: IconData;
  locale: Locale;
  assetBase: string;
  dataUrl: string;
}): JSX.Element {
  const { data, locale } = props;
  const s = strings[locale];
  const base = props.assetBase.endsWith('/') ? props.assetBase : `${props.assetBase}/`;
  return (
    <div className="ref-icon-page">
      <Html html={data.descriptionHtml} locale={locale} className="ref-lead" />
      <Section id={SECTION_IDS.properties} title={s.properties}>
        <RefTable label={s.properties} columns={[s.name, s.description, s.type]}>
          {data.properties.map((p) => (
            <NamedRow key={p.name} id={`property-${p.name}`} name={p.name} html={p.descriptionHtml} locale={locale}>
              <td>
                <code className="ref-type">{p.type}</code>
              </td>
            </NamedRow>
          ))}
        </RefTable>
      </Section>

      <Section id={OTHER_IDS.icons} title={s.icons}>
        <Island name="IconGallery" props={{ src: props.dataUrl, assetBase: base }} label={s.icons} minHeight={480} />
      </Section>
    </div>
  );
}
