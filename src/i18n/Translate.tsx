// The translation helper every UI string goes through. The page's locale comes from a
// context set once per page (and per slice); strings come from locales/<locale>/common.json.
// A declaration needs an id or a default message; <Translate> takes only a plain string.
import React, { createContext, useCallback, useContext } from 'react';
import { DEFAULT_LOCALE } from '../lib/routes';
import type { Locale } from '../lib/types';
import { translate } from './messages';

export interface TranslateDeclaration {
  /** Key in locales/<lang>/common.json, e.g. 'doc.editPage'. */
  id?: string;
  /** Default (English) message, used when the key has no translation, or as the key itself. */
  message?: string;
  /** Interpolation values for {{name}} placeholders. */
  values?: Record<string, string | number>;
}

export class TranslationDeclarationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TranslationDeclarationError';
  }
}

export function checkDeclaration(decl: TranslateDeclaration): void {
  if (!decl.id && !decl.message) {
    throw new TranslationDeclarationError(
      `A translation needs an id or a default message; got ${JSON.stringify(decl)}.`,
    );
  }
}

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function LocaleProvider({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** `translate({ id, message?, values? })` in the current page language. */
export function useTranslate(): (decl: TranslateDeclaration) => string {
  const locale = useLocale();
  return useCallback(
    (decl: TranslateDeclaration) => {
      checkDeclaration(decl);
      return translate(locale, decl.id ?? (decl.message as string), decl.values, decl.message);
    },
    [locale],
  );
}

/** `<Translate id="doc.editPage">Edit this page</Translate>`: children are the default message. */
export function Translate({
  id,
  values,
  children,
}: {
  id?: string;
  values?: TranslateDeclaration['values'];
  children?: React.ReactNode;
}) {
  if (children !== undefined && typeof children !== 'string') {
    throw new TranslationDeclarationError(
      `<Translate${id ? ` id="${id}"` : ''}> accepts only a plain string as children (the default message).`,
    );
  }
  const translate = useTranslate();
  return <>{translate({ id, message: children, values })}</>;
}
