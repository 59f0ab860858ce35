// The body of a docs page: HTML rendered at build time (src/render), one slice per page, so
// a page's own data stays small. In the browser it gets its behaviour (src/browser/body.ts)
// and its widgets (src/browser/islands.tsx).
import React, { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { enhanceBody, type BodyLabels } from '../browser/body';
import { enhancePlaygrounds } from '../browser/playground';
import { islandComponent, takeIslands, type IslandMount } from '../browser/islands';

function Body({ html, labels }: { html: string; labels?: BodyLabels }) {
  const ref = useRef<HTMLDivElement>(null);
  const [islands, setIslands] = useState<IslandMount[]>([]);
  // The labels are the page's (one language per body): read once, when the body is wired.
  const labelsRef = useRef(labels);
  useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    const cleanups = [enhanceBody(root, labelsRef.current), enhancePlaygrounds(root)];
    setIslands(takeIslands(root));
    return () => cleanups.forEach((c) => c());
  }, []);
  return (
    <>
      <div ref={ref} className="doc-body" dangerouslySetInnerHTML={{ __html: html }} />
      {islands.map((island) => {
        const Component = islandComponent(island.name, island.label);
        return Component ? createPortal(<Component {...island.props} />, island.element, island.key) : null;
      })}
    </>
  );
}

export default function BodySlice({ sliceContext, labels }: { sliceContext: { html: string }; labels?: BodyLabels }) {
  // A new page is a new body: its widgets unmount before its HTML is replaced.
  return <Body key={sliceContext.html} html={sliceContext.html} labels={labels} />;
}
