import type { SidebarsInput } from '../../src/lib/types';

/** Sidebars of the current docs (v8). Items are doc ids; see docs/AUTHORING.md. */
const sidebars: SidebarsInput = {
  docs: [
    '',
    {
      type: 'category',
      label: 'Getting Started',
      items: ['intro/environment', 'intro/cli', 'intro/cdn', 'intro/vscode-extension', 'intro/next'],
    },
    {
      type: 'category',
      label: 'Core Concepts',
      items: ['core-concepts/fundamentals', 'core-concepts/cross-platform', 'core-concepts/webview', 'core-concepts/what-are-progressive-web-apps'],
    },
    {
      type: 'category',
      label: 'Layout',
      items: ['layout/structure', 'layout/global-stylesheets', 'layout/css-utilities', 'layout/dynamic-font-scaling'],
    },
    {
      type: 'category',
      label: 'Theming',
      items: [
        'theming/basics',
        'theming/platform-styles',
        'theming/css-variables',
        'theming/css-shadow-parts',
        'theming/colors',
        'theming/themes',
        'theming/dark-mode',
        'theming/high-contrast-mode',
        'theming/advanced',
        'theming/color-generator',
      ],
    },
    {
      type: 'category',
      label: 'Developing',
      items: [
        'developing/starting',
        'developing/previewing',
        'developing/scaffolding',
        'developing/ios',
        'developing/android',
        'developing/tips',
        'developing/hardware-back-button',
        'developing/keyboard',
        'developing/managing-focus',
        {
          type: 'category',
          label: 'Config',
          link: 'developing/config',
          items: [
            'developing/config/global',
            'developing/config/per-component',
            'developing/config/per-platform',
            'developing/config/per-platform-fallback',
            'developing/config/per-platform-overrides',
          ],
        },
      ],
    },
    {
      type: 'category',
      label: 'Utilities',
      items: ['utilities/animations', 'utilities/gestures'],
    },
    {
      type: 'category',
      label: 'Updating',
      items: ['updating/8-0'],
    },
  ],
};

export default sidebars;
