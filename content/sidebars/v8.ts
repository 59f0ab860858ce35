import type { SidebarsInput } from '../../src/lib/types';

/** Sidebars of the current docs (v8). Items are doc ids; see docs/AUTHORING.md. */
const sidebars: SidebarsInput = {
  docs: [
    '',
    {
      type: 'category',
      label: 'Getting Started',
      items: ['intro/environment', 'intro/cli', 'intro/next', 'intro/cdn', 'intro/vscode-extension'],
    },
    {
      type: 'category',
      label: 'Updating',
      items: ['updating/8-0'],
    },
  ],
};

export default sidebars;
