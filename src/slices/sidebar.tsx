// A version's sidebar in one language: its items are slice data, loaded once and cached by
// the browser for every page of that sidebar; the page passes only which doc is active.
import React from 'react';
import { Sidebar } from '../components/Sidebar';
import { LocaleProvider } from '../i18n';
import type { Locale, SidebarItem } from '../lib/types';

export default function SidebarSlice({
  sliceContext,
  activeId,
}: {
  sliceContext: { items: SidebarItem[]; locale: Locale };
  activeId: string;
}) {
  return (
    <LocaleProvider locale={sliceContext.locale}>
      <Sidebar items={sliceContext.items} activeId={activeId} />
    </LocaleProvider>
  );
}
