// The frameworks the docs write code for, in the site's order (the framework tabs and the
// playgrounds list JavaScript first), with how each is written; one list for the build
// (playgrounds) and the browser (search).

export const FRAMEWORKS = ['javascript', 'angular', 'react', 'vue'] as const;
export type Framework = (typeof FRAMEWORKS)[number];

export const FRAMEWORK_LABELS: Record<Framework, string> = {
  javascript: 'JavaScript',
  angular: 'Angular',
  react: 'React',
  vue: 'Vue',
};

/** The tab group whose stored choice is the reader's framework (<Tabs groupId="framework">). */
export const FRAMEWORK_TABS = 'framework';

export function isFramework(value: string | null | undefined): value is Framework {
  return (FRAMEWORKS as readonly string[]).includes(value ?? '');
}
