// The build-time parts of a page body (MDX elements and the global components pages use
// without an import) that need the page's version and file: links, cards, admonitions,
// headings, tables and the colour generator's island. Interactive components (tabs, code
// blocks) are shared ones, in src/components, with their behaviour beside them.
import React from 'react';
import { linkHref, resolveLink } from '../../lib/links';
import { toPath } from '../../lib/routes';
import { Island } from './island';
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

/**
 * An admonition's title, written after `:::kind` (src/node/mdx/remark-admonitions.ts): inline
 * Markdown, so it arrives as a child element rather than a string. It renders only inside the
 * admonition's heading.
 */
export function AdmonitionTitle({ children }: { children?: React.ReactNode }) {
  return <>{children}</>;
}

/**
 * A task list's checkbox ("- [ ]" in Markdown), which has no text of its own: it is named by
 * its state, so a screen reader says "To do" or "Done" before the item's text.
 */
export function TaskCheckbox(props: React.InputHTMLAttributes<HTMLInputElement>) {
  const t = useT();
  if (props.type !== 'checkbox') return <input {...props} />;
  return <input {...props} aria-label={t(props.checked ? 'doc.taskDone' : 'doc.taskTodo')} />;
}

function isTitle(node: React.ReactNode): node is React.ReactElement<{ children?: React.ReactNode }> {
  return React.isValidElement(node) && node.type === AdmonitionTitle;
}

export function Admonition({ type = 'note', children }: { type?: AdmonitionType; children?: React.ReactNode }) {
  const t = useT();
  const kind: AdmonitionType = type in ADMONITION_ICONS ? type : 'note';
  const parts = React.Children.toArray(children);
  const title = parts.find(isTitle);
  return (
    <div className={`admonition admonition--${kind}`} role="note">
      <p className="admonition__heading">
        <span className="admonition__icon" aria-hidden="true">
          {ADMONITION_ICONS[kind]}
        </span>
        <span className="admonition__title">{title ? title.props.children : t(`admonition.${kind}`)}</span>
      </p>
      <div className="admonition__content">{parts.filter((part) => !isTitle(part))}</div>
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

export function Table(props: React.TableHTMLAttributes<HTMLTableElement>) {
  return (
    <div className="table-wrapper" tabIndex={0}>
      <table {...props} />
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
  const { version } = useRender();
  const t = useT();
  return <Island name="ColorGenerator" props={{ version }} label={t('colorGenerator.title')} />;
}
