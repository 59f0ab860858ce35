// The shell's custom elements in JSX (each defined in its component's element.ts). React 18
// passes a custom element's props through as attributes, as written: `class`, not `className`.
import type React from 'react';

type ShellElementProps = Omit<React.HTMLAttributes<HTMLElement>, 'className'> & {
  class?: string;
  children?: React.ReactNode;
  [data: `data-${string}`]: string | undefined;
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'docs-announcement': ShellElementProps;
      'docs-code-block': ShellElementProps;
      'docs-color-mode-toggle': ShellElementProps;
      'docs-copy-page': ShellElementProps;
      'docs-dropdown': ShellElementProps;
      'docs-ionic-version': ShellElementProps;
      'docs-mobile-menu': ShellElementProps;
      'docs-navbar': ShellElementProps;
      'docs-search-button': ShellElementProps;
      'docs-search-page': ShellElementProps;
      'docs-sidebar': ShellElementProps;
      'docs-tabs': ShellElementProps;
      'docs-toc': ShellElementProps;
    }
  }
}
