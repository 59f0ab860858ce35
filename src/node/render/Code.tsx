// Highlighted code as React elements, from the one build-time highlighter (Prism → hast), for
// code that is not written in MDX (playgrounds, generated pages). Same markup as MDX code blocks.
import React from 'react';
import { highlightToHast, oneLineProperty, type HastElement, type HastText } from '../mdx/highlight';
import { CodeBlock } from '../../components/CodeBlock';

function toReact(node: HastElement | HastText, key: number): React.ReactNode {
  if (node.type === 'text') return node.value;
  const className = (node.properties.className as string[] | undefined)?.join(' ');
  return React.createElement(node.tagName, { key, className }, node.children.map(toReact));
}

export function HighlightedCode({ code, lang, title }: { code: string; lang: string; title?: string | null }) {
  return (
    <CodeBlock>
      <code
        className={`language-${lang}`}
        data-language={lang}
        {...(title ? { 'data-title': title } : {})}
        {...oneLineProperty(code)}
      >
        {highlightToHast(code, lang).map(toReact)}
      </code>
    </CodeBlock>
  );
}
