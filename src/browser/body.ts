// What a page body (static HTML rendered at build time) does in the browser, with one set of
// delegated listeners per body: tabs (WAI-ARIA keys, synced by groupId and remembered) and
// copy buttons. No framework code. (Links are handled for the whole page: src/browser/links.ts.)
import { iconHtml } from '../components/Icon';
import { safeStorage, tabsKey } from '../lib/storage';

/** What the copy button puts on the clipboard: for shell sessions only the commands, without "$ ". */
export function copyableText(text: string, language: string | undefined): string {
  const trimmed = text.replace(/\n$/, '');
  if (language !== 'shell-session' && language !== 'console') return trimmed;
  const commands = trimmed
    .split('\n')
    .filter((line) => /^\s*[$#>] /.test(line))
    .map((line) => line.replace(/^\s*[$#>] /, ''));
  return commands.length ? commands.join('\n') : trimmed;
}

/** Selects `value` in one tab group (no-op when the group has no such tab). */
export function selectTab(tabs: Element, value: string, focus = false): boolean {
  const buttons = [...tabs.querySelectorAll<HTMLButtonElement>(':scope > [role="tablist"] > [role="tab"]')];
  if (!buttons.some((b) => b.dataset.value === value)) return false;
  for (const b of buttons) {
    const active = b.dataset.value === value;
    b.setAttribute('aria-selected', String(active));
    b.tabIndex = active ? 0 : -1;
    b.classList.toggle('tabs__tab--active', active);
    if (active && focus) b.focus();
  }
  for (const panel of tabs.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]'))
    panel.hidden = panel.dataset.value !== value;
  return true;
}

/** Applies a group's choice to every tab set of that group inside `root`. */
export function syncGroup(root: ParentNode, groupId: string, value: string): void {
  for (const tabs of root.querySelectorAll<HTMLElement>('.tabs[data-group]'))
    if (tabs.dataset.group === groupId) selectTab(tabs, value);
}

/** The remembered choices, applied once when a body appears. */
export function applyStoredTabs(root: ParentNode): void {
  const groups = new Set(
    [...root.querySelectorAll<HTMLElement>('.tabs[data-group]')].map((t) => t.dataset.group as string),
  );
  for (const group of groups) {
    const stored = safeStorage.get(tabsKey(group));
    if (stored) syncGroup(root, group, stored);
  }
}

function chooseTab(root: ParentNode, tab: HTMLButtonElement, focus: boolean): void {
  const tabs = tab.closest('.tabs');
  const value = tab.dataset.value;
  if (!tabs || !value) return;
  const group = (tabs as HTMLElement).dataset.group;
  selectTab(tabs, value, focus);
  if (!group) return;
  safeStorage.set(tabsKey(group), value);
  // Every group of the page follows, and other bodies (a second page in this tab) too.
  syncGroup(document, group, value);
}

function onTabKey(root: ParentNode, event: KeyboardEvent, tab: HTMLButtonElement): void {
  const buttons = [...(tab.parentElement?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
  const index = buttons.indexOf(tab);
  let next = -1;
  if (event.key === 'ArrowRight') next = (index + 1) % buttons.length;
  else if (event.key === 'ArrowLeft') next = (index - 1 + buttons.length) % buttons.length;
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = buttons.length - 1;
  if (next < 0) return;
  event.preventDefault();
  chooseTab(root, buttons[next], true);
}

/** The labels of the controls the app adds to a body, in the page's language. */
export interface BodyLabels {
  copy: string;
  copied: string;
  /** The copy button's accessible name. */
  copyLabel: string;
}

/**
 * Gives each code block its copy button, once. The button is made here because it works only
 * with the app: the page's HTML stays smaller by it, and it never shows a control that cannot act.
 */
export function addCopyButtons(root: ParentNode, labels: BodyLabels): void {
  for (const body of root.querySelectorAll<HTMLElement>('.code-block > .code-block__body')) {
    if (body.querySelector(':scope > .code-block__copy')) continue;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'code-block__copy';
    button.setAttribute('aria-label', labels.copyLabel);
    button.dataset.copied = labels.copied;
    button.innerHTML = `${iconHtml('copy', 16)}<span class="code-block__copy-text" aria-live="polite"></span>`;
    (button.lastElementChild as HTMLElement).textContent = labels.copy;
    body.appendChild(button);
  }
}

async function copy(button: HTMLButtonElement): Promise<void> {
  const block = button.closest('.code-block');
  const text = block?.querySelector('code')?.textContent ?? '';
  const label = button.querySelector<HTMLElement>('.code-block__copy-text');
  const original = label?.textContent ?? '';
  try {
    await navigator.clipboard.writeText(copyableText(text, (block as HTMLElement | null)?.dataset.language));
    if (label) label.textContent = button.dataset.copied ?? original;
    button.classList.add('code-block__copy--done');
    window.setTimeout(() => {
      if (label) label.textContent = original;
      button.classList.remove('code-block__copy--done');
    }, 2000);
  } catch {
    /* clipboard refused (permissions): nothing to confirm */
  }
}

/** Wires a body; returns the cleanup. */
export function enhanceBody(root: HTMLElement, labels?: BodyLabels): () => void {
  applyStoredTabs(root);
  if (labels) addCopyButtons(root, labels);

  const onClick = (event: MouseEvent) => {
    const target = event.target as Element | null;
    const tab = target?.closest<HTMLButtonElement>('[role="tab"]');
    if (tab && root.contains(tab)) {
      chooseTab(root, tab, false);
      return;
    }
    const copyButton = target?.closest<HTMLButtonElement>('.code-block__copy');
    if (copyButton) void copy(copyButton);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const tab = (event.target as Element | null)?.closest<HTMLButtonElement>('[role="tab"]');
    if (tab && root.contains(tab)) onTabKey(root, event, tab);
  };
  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKeyDown);
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKeyDown);
  };
}
