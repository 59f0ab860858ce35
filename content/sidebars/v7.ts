import type { SidebarsInput } from '../../src/lib/types';

/**
 * Sidebars of the archived v7 docs: the v8 order, with only the pages v7 has (no JavaScript
 * guides, high-contrast mode, 8.0 upgrade guide, Angular injection tokens and overlays, and
 * no add-to-existing, build-options or testing pages where Ionic 7's docs had none).
 * Items are doc ids; see docs/AUTHORING.md.
 */
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
      label: 'Angular',
      items: [
        'angular/overview',
        'angular/quickstart',
        {
          type: 'category',
          label: 'Your First App',
          link: 'angular/your-first-app',
          items: [
            'angular/your-first-app/taking-photos',
            'angular/your-first-app/saving-photos',
            'angular/your-first-app/loading-photos',
            'angular/your-first-app/adding-mobile',
            'angular/your-first-app/deploying-mobile',
            'angular/your-first-app/live-reload',
            'angular/your-first-app/distribute',
          ],
        },
        'angular/build-options',
        'angular/lifecycle',
        'angular/navigation',
        'angular/virtual-scroll',
        'angular/slides',
        'angular/platform',
        'angular/testing',
        'angular/storage',
        'angular/performance',
        'angular/pwa',
      ],
    },
    {
      type: 'category',
      label: 'React',
      items: [
        'react/overview',
        'react/quickstart',
        {
          type: 'category',
          label: 'Your First App',
          link: 'react/your-first-app',
          items: [
            'react/your-first-app/taking-photos',
            'react/your-first-app/saving-photos',
            'react/your-first-app/loading-photos',
            'react/your-first-app/adding-mobile',
            'react/your-first-app/deploying-mobile',
            'react/your-first-app/live-reload',
            'react/your-first-app/distribute',
          ],
        },
        'react/navigation',
        'react/lifecycle',
        'react/overlays',
        'react/platform',
        'react/storage',
        'react/add-to-existing',
        'react/virtual-scroll',
        'react/slides',
        'react/performance',
        'react/pwa',
        {
          type: 'category',
          label: 'Testing',
          link: 'react/testing/introduction',
          items: [
            'react/testing/unit-testing/setup',
            'react/testing/unit-testing/examples',
            'react/testing/unit-testing/best-practices',
          ],
        },
      ],
    },
    {
      type: 'category',
      label: 'Vue',
      items: [
        'vue/overview',
        'vue/quickstart',
        {
          type: 'category',
          label: 'Your First App',
          link: 'vue/your-first-app',
          items: [
            'vue/your-first-app/taking-photos',
            'vue/your-first-app/saving-photos',
            'vue/your-first-app/loading-photos',
            'vue/your-first-app/adding-mobile',
            'vue/your-first-app/deploying-mobile',
            'vue/your-first-app/live-reload',
            'vue/your-first-app/distribute',
          ],
        },
        'vue/navigation',
        'vue/lifecycle',
        'vue/utility-functions',
        'vue/build-options',
        'vue/platform',
        'vue/storage',
        'vue/performance',
        'vue/virtual-scroll',
        'vue/slides',
        'vue/pwa',
        'vue/troubleshooting',
      ],
    },
    {
      type: 'category',
      label: 'Core Concepts',
      items: [
        'core-concepts/fundamentals',
        'core-concepts/cross-platform',
        'core-concepts/webview',
        'core-concepts/what-are-progressive-web-apps',
      ],
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
      label: 'Deployment',
      items: ['deployment/app-store', 'deployment/play-store', 'deployment/progressive-web-app'],
    },
    {
      type: 'category',
      label: 'Troubleshooting',
      items: [
        'troubleshooting/debugging',
        'troubleshooting/build',
        'troubleshooting/runtime',
        'troubleshooting/native',
        'troubleshooting/cors',
      ],
    },
    {
      type: 'category',
      label: 'Techniques',
      items: ['techniques/security'],
    },
    {
      type: 'category',
      label: 'Updating',
      items: ['updating/7-0', 'updating/6-0', 'updating/5-0', 'updating/4-0'],
    },
    {
      type: 'category',
      label: 'Reference',
      items: [
        'reference/glossary',
        'reference/versioning',
        'reference/release-notes',
        'reference/support',
        'reference/browser-support',
      ],
    },
    {
      type: 'category',
      label: 'Contributing',
      items: ['contributing/how-to-contribute', 'contributing/coc'],
    },
  ],
  // The api, cli and native sidebars are generated from the packages; items written here
  // come first (see mergeSidebars).
  cli: [
    'cli',
    { type: 'category', label: 'CLI Guides', items: ['cli/configuration', 'cli/livereload', 'cli/using-a-proxy'] },
  ],
  native: ['native', { type: 'category', label: 'Native Guides', items: ['native/setup', 'native/faq'] }],
};

export default sidebars;
