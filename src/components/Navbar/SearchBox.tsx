import React from 'react';
import { useTranslate } from '../../i18n/Translate';
import { Icon } from '../Icon';

/** A plain GET form to the search page: works before (and without) JavaScript. */
export function SearchBox({ action }: { action: string }) {
  const translate = useTranslate();
  return (
    <form className="navbar-search" role="search" action={action} method="get">
      <label className="visually-hidden" htmlFor="navbar-search-input">
        {translate({ id: 'nav.searchLabel' })}
      </label>
      <Icon name="search" size={16} className="navbar-search__icon" />
      <input id="navbar-search-input" className="navbar-search__input" type="search" name="q" placeholder={translate({ id: 'nav.searchPlaceholder' })} autoComplete="off" />
    </form>
  );
}
