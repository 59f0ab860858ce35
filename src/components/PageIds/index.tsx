// Element ids unique within one page body (tab sets and their panels), readable in the HTML
// ("tabs-2-panel-1"). A body is rendered once, at build time, inside <PageIdsProvider>.
import React, { createContext, useContext, useState } from 'react';

export type NextId = (prefix: string) => string;

export function createIdCounter(): NextId {
  const counters = new Map<string, number>();
  return (prefix) => {
    const n = (counters.get(prefix) ?? 0) + 1;
    counters.set(prefix, n);
    return `${prefix}-${n}`;
  };
}

const PageIdsContext = createContext<NextId | null>(null);

/** Ids unique in the page: `next` when the page is rendered in parts (one counter for all). */
export function PageIdsProvider({ next, children }: { next?: NextId; children: React.ReactNode }) {
  const [own] = useState(createIdCounter);
  return <PageIdsContext.Provider value={next ?? own}>{children}</PageIdsContext.Provider>;
}

/** The page's id counter; outside a page body (a component rendered alone), a fresh one. */
export function useNextId(): NextId {
  const [own] = useState(createIdCounter);
  return useContext(PageIdsContext) ?? own;
}
