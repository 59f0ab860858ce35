import React, { useRef, useState } from 'react';
import { useTranslate } from '../i18n/Translate';
import { Icon } from '../components/Icon';

/** What the copy button puts on the clipboard: for shell sessions only the commands, without "$ ". */
export function copyableText(text: string, language: string | undefined): string {
  const trimmed = text.replace(/\n$/, '');
  if (language !== 'shell-session' && language !== 'console') return trimmed;
  const commands = trimmed.split('\n').filter((line) => /^\s*[$#>] /.test(line)).map((line) => line.replace(/^\s*[$#>] /, ''));
  return commands.length ? commands.join('\n') : trimmed;
}

interface CodeChildProps {
  className?: string;
  children?: React.ReactNode;
  'data-title'?: string;
  'data-language'?: string;
}

/** MDX `pre`: highlighted at build time; adds the title bar and copy button. */
export function CodeBlock({ children, ...rest }: React.HTMLAttributes<HTMLPreElement>) {
  const translate = useTranslate();
  const ref = useRef<HTMLPreElement>(null);
  const [copied, setCopied] = useState(false);
  const code = React.isValidElement<CodeChildProps>(children) ? children : null;
  const title = code?.props['data-title'];
  const language = code?.props['data-language'];
  const copy = async () => {
    const text = ref.current?.querySelector('code')?.textContent ?? '';
    try {
      await navigator.clipboard.writeText(copyableText(text, language));
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className={`code-block${title ? ' code-block--titled' : ''}`} data-language={language}>
      {title && <div className="code-block__title">{title}</div>}
      <div className="code-block__body">
        {/* Code samples count less than prose for search ranking. */}
        <pre ref={ref} {...rest} className={`code-block__pre ${code?.props.className ?? ''}`} tabIndex={0} data-pagefind-weight="0.3">
          {children}
        </pre>
        <button type="button" className="code-block__copy" aria-label={translate({ id: 'code.copyLabel' })} onClick={copy}>
          <Icon name={copied ? 'check' : 'copy'} size={16} />
          <span className="code-block__copy-text" aria-live="polite">
            {copied ? translate({ id: 'code.copied' }) : translate({ id: 'code.copy' })}
          </span>
        </button>
      </div>
    </div>
  );
}
