// A code block of a page body: highlighted at build time (src/node/mdx/remark-code.ts), with an
// optional title bar and a copy button that works from the first paint (./element.ts).
import React from 'react';
import { useT } from '../../i18n';
import { Icon } from '../Icon';

interface CodeChildProps {
  className?: string;
  children?: React.ReactNode;
  'data-title'?: string;
  'data-language'?: string;
  'data-one-line'?: string;
}

/** MDX `pre`: the language and title move from the <code> to the block. */
export function CodeBlock({ children, ...rest }: React.HTMLAttributes<HTMLPreElement>) {
  const t = useT();
  const code = React.isValidElement<CodeChildProps>(children) ? children : null;
  const title = code?.props['data-title'];
  const language = code?.props['data-language'];
  const oneLine = code?.props['data-one-line'] !== undefined;
  const inner = code
    ? React.cloneElement(code, { 'data-title': undefined, 'data-language': undefined, 'data-one-line': undefined })
    : children;
  const className = `code-block${title ? ' code-block--titled' : ''}${oneLine ? ' code-block--one-line' : ''}`;
  return (
    <docs-code-block class={className} data-language={language}>
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
        <button
          type="button"
          className="control code-block__copy"
          aria-label={t('code.copyLabel')}
          data-copied={t('code.copied')}
          data-pagefind-ignore=""
        >
          <Icon name="copy" size={16} />
          <span className="code-block__copy-text" aria-live="polite">
            {t('code.copy')}
          </span>
        </button>
      </div>
    </docs-code-block>
  );
}
