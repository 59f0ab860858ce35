// The components a page body is rendered with at build time (MDX elements and the global
// components pages use without an import). They produce static HTML; what is interactive
// (tabs, copy buttons, link navigation) is wired in the browser by src/browser/body.ts, and
// widgets (colour generator, playgrounds) are islands mounted by the body slice.
import React from 'react';
import { linkHref, resolveLink } from '../../lib/links';
import { toPath } from '../../lib/routes';
import { Island } from '../../components/Island/index';
import { useLocale, useT } from '../../i18n';
import { useRender } from './context';

export type AdmonitionType = 'note' | 'tip' | 'info' | 'warning' | 'caution' | 'danger';
const ADMONITION_ICONS: Record<AdmonitionType, string> = {
  note: 'ℹ',
  info: 'ℹ',
  tip: '✓',
  warning: '!',
  caution: '!',
  danger: '!',
};

export function Admonition({
  type = 'note',
  title,
  children,
}: {
  type?: AdmonitionType;
  title?: string;
  children?: React.ReactNode;
}) {
  const t = useT();
  const kind: AdmonitionType = type in ADMONITION_ICONS ? type : 'note';
  return (
    <div className={`admonition admonition--${kind}`} role="note">
      <p className="admonition__heading">
        <span className="admonition__icon" aria-hidden="true">
          {ADMONITION_ICONS[kind]}
        </span>
        {title ?? t(`admonition.${kind}`)}
      </p>
      <div className="admonition__content">{children}</div>
    </div>
  );
}

/** Links in Markdown: doc ids and relative paths resolve within the page's version and locale. */
export function MdxLink({ href = '', children, ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  const locale = useLocale();
  const { version, file } = useRender();
  const resolved = resolveLink(href, { kind: 'page', locale, version, file });
  if (resolved) {
    return (
      <a href={toPath(resolved.route, resolved.hash)} {...rest}>
        {children}
      </a>
    );
  }
  const external = /^https?:\/\//.test(href);
  return (
    <a href={href} {...rest} {...(external ? { rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

type Level = 2 | 3 | 4 | 5 | 6;

/** A heading with a "#" link to itself (ids come from remark-heading-ids). */
export function makeHeading(level: Level) {
  const Tag = `h${level}` as const;
  function Heading({ id, children, ...rest }: React.HTMLAttributes<HTMLHeadingElement>) {
    const t = useT();
    if (!id) return <Tag {...rest}>{children}</Tag>;
    const title = typeof children === 'string' ? children : id;
    return (
      <Tag id={id} className="anchor-heading" {...rest}>
        {children}
        <a className="hash-link" href={`#${id}`} aria-label={t('doc.headingLink', { title })}>
          #
        </a>
      </Tag>
    );
  }
  Heading.displayName = `H${level}`;
  return Heading;
}

interface CodeChildProps {
  className?: string;
  children?: React.ReactNode;
  'data-title'?: string;
  'data-language'?: string;
}

/**
 * MDX `pre`: highlighted by remark-code; adds the title bar. The language and title move from
 * the <code> to the block. The copy button works only with the app, which adds it
 * (src/browser/body.ts addCopyButtons).
 */
export function CodeBlock({ children, ...rest }: React.HTMLAttributes<HTMLPreElement>) {
  const code = React.isValidElement<CodeChildProps>(children) ? children : null;
  const title = code?.props['data-title'];
  const language = code?.props['data-language'];
  const inner = code ? React.cloneElement(code, { 'data-title': undefined, 'data-language': undefined }) : children;
  return (
    <div className={`code-block${title ? ' code-block--titled' : ''}`} data-language={language}>
      {title && <div className="code-block__title">{title}</div>}
      <div className="code-block__body">
        {/* Code samples count less than prose for search ranking. */}
        <pre
          {...rest}
          className={`code-block__pre ${code?.props.className ?? ''}`}
          tabIndex={0}
          data-pagefind-weight="0.3"
        >
          {inner}
        </pre>
      </div>
    </div>
  );
}

export function Table(props: React.TableHTMLAttributes<HTMLTableElement>) {
  return (
    <div className="table-wrapper" tabIndex={0}>
      <table {...props} />
    </div>
  );
}

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children?: React.ReactNode;
}

/** One panel of <Tabs>; rendered by its parent. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

/**
 * Accessible tabs (WAI-ARIA tabs pattern; keys and syncing in src/browser/tabs.ts). Every panel
 * is in the HTML, so search and readers without JavaScript get all of them.
 */
export function Tabs({
  groupId,
  defaultValue,
  children,
}: {
  groupId?: string;
  defaultValue?: string;
  children?: React.ReactNode;
}) {
  const { nextId } = useRender();
  const items = React.Children.toArray(children).filter(
    (c): c is React.ReactElement<TabItemProps> =>
      React.isValidElement(c) && typeof (c.props as TabItemProps).value === 'string',
  );
  const values = items.map((i) => i.props.value);
  const selected = defaultValue ?? items.find((i) => i.props.default)?.props.value ?? values[0] ?? '';
  const base = nextId('tabs');
  return (
    <div className="tabs" data-group={groupId} data-default={selected}>
      <div role="tablist" className="tabs__list" aria-orientation="horizontal">
        {items.map((item, index) => {
          const active = item.props.value === selected;
          return (
            <button
              key={item.props.value}
              type="button"
              role="tab"
              id={`${base}-tab-${index}`}
              aria-selected={active}
              aria-controls={`${base}-panel-${index}`}
              tabIndex={active ? 0 : -1}
              className={`tabs__tab${active ? ' tabs__tab--active' : ''}`}
              data-value={item.props.value}
            >
              {item.props.label ?? item.props.value}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.props.value}
          role="tabpanel"
          id={`${base}-panel-${index}`}
          aria-labelledby={`${base}-tab-${index}`}
          hidden={item.props.value !== selected}
          className="tabs__panel"
          data-value={item.props.value}
        >
          {item.props.children}
        </div>
      ))}
    </div>
  );
}

export function CardGrid({ children }: { children?: React.ReactNode }) {
  return <div className="card-grid">{children}</div>;
}

/** A linked card; `href` is a doc id or relative link like any Markdown link. */
export function Card({ title, href, children }: { title: string; href: string; children?: React.ReactNode }) {
  const locale = useLocale();
  const { version, file } = useRender();
  return (
    <a className="card" href={linkHref(href, { kind: 'page', locale, version, file })}>
      <span className="card__title">{title}</span>
      {children && <span className="card__body">{children}</span>}
    </a>
  );
}

/** The colour generator tool, with the default colours of the page's version. */
export function ColorGenerator() {
  const locale = useLocale();
  const { version } = useRender();
  const t = useT();
  return <Island name="ColorGenerator" props={{ version, locale }} label={t('colorGenerator.title')} minHeight={640} />;
}
