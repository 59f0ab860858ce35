import type { SidebarsInput } from '../../src/lib/types';

/** Sidebars of the archived v7 docs. Items are doc ids; see docs/AUTHORING.md. */
const sidebars: SidebarsInput = {
  docs: [
    '',
    {
      type: 'category',
      label: 'Getting Started',
      items: ['intro/environment', 'intro/cli', 'intro/cdn', 'intro/vscode-extension', 'intro/next'],
    },
  ],
};

export default sidebars;
