import React from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon';

/** A plain GET form to the search page: works before (and without) JavaScript. */
export function SearchBox({ action }: { action: string }) {
  const { t } = useTranslation('common');
  return (
    <form className="navbar-search" role="search" action={action} method="get">
      <label className="visually-hidden" htmlFor="navbar-search-input">
        {t('nav.searchLabel')}
      </label>
      <Icon name="search" size={16} className="navbar-search__icon" />
      <input id="navbar-search-input" className="navbar-search__input" type="search" name="q" placeholder={t('nav.searchPlaceholder')} autoComplete="off" />
    </form>
  );
}
