// The translation helper every UI string of the shell goes through (over react-i18next).
// A declaration needs an id or a default message; <Translate> takes only a plain string.
import React, { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

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
    throw new TranslationDeclarationError(`A translation needs an id or a default message; got ${JSON.stringify(decl)}.`);
  }
}

/** `translate({ id, message?, values? })` in the current page language. */
export function useTranslate(): (decl: TranslateDeclaration) => string {
  const { t } = useTranslation('common');
  return useCallback(
    (decl: TranslateDeclaration) => {
      checkDeclaration(decl);
      const key = decl.id ?? (decl.message as string);
      return t(key, { ...(decl.values ?? {}), ...(decl.message !== undefined ? { defaultValue: decl.message } : {}) });
    },
    [t],
  );
}

/** `<Translate id="doc.editPage">Edit this page</Translate>`: children are the default message. */
export function Translate({ id, values, children }: { id?: string; values?: TranslateDeclaration['values']; children?: React.ReactNode }) {
  if (children !== undefined && typeof children !== 'string') {
    throw new TranslationDeclarationError(`<Translate${id ? ` id="${id}"` : ''}> accepts only a plain string as children (the default message).`);
  }
  const translate = useTranslate();
  return <>{translate({ id, message: children, values })}</>;
}
