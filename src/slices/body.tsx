// The body of a docs page: HTML rendered at build time (src/node/render), one slice per page,
// so a page's own data stays small. React treats it as opaque markup: its controls work from
// the page's inline script, and its islands are hydrated by the app (src/browser/app/islands).
import React from 'react';

export default function BodySlice({ sliceContext }: { sliceContext: { html: string } }) {
  return <div className="doc-body" dangerouslySetInnerHTML={{ __html: sliceContext.html }} />;
}
