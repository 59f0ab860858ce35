import type { Kit } from '../../lib/kit';

/**
 * The copy button of a code block: the code to the clipboard and "Copied" for two seconds. In
 * a shell session only the commands are copied, without their "$ " prompts (a session without
 * prompts is copied whole). Escape dismisses the type an identifier shows
 * on hover or focus (its text is in attributes, src/node/mdx/highlight.ts, so it is not copied).
 */
export function behaviour(k: Kit): void {
  k.on('click', '.code-block__copy', (button) => {
    const block = button.closest('.code-block');
    const code = block ? block.querySelector('code') : null;
    const label = button.querySelector('.code-block__copy-text');
    if (!block || !code || !label) return;
    let text = (code.textContent || '').replace(/\n$/, '');
    const language = block.getAttribute('data-language');
    if (language === 'shell-session' || language === 'console') {
      const commands = text
        .split('\n')
        .filter((line) => /^\s*[$#>] /.test(line))
        .map((line) => line.replace(/^\s*[$#>] /, ''));
      if (commands.length) text = commands.join('\n');
    }
    const original = label.getAttribute('data-label') || label.textContent || '';
    label.setAttribute('data-label', original);
    navigator.clipboard.writeText(text).then(
      () => {
        label.textContent = button.getAttribute('data-copied') || original;
        button.classList.add('code-block__copy--done');
        setTimeout(() => {
          label.textContent = original;
          button.classList.remove('code-block__copy--done');
        }, 2000);
      },
      () => undefined,
    );
  });
  // Escape hides the types shown on hover or focus (code-block.css) until the pointer enters an
  // identifier again or another key is pressed.
  const hide = (on: boolean) => k.h.toggleAttribute('data-tips-off', on);
  k.d.addEventListener('keydown', (event) => hide(event.key == 'Escape'));
  k.on('mouseover', '.ty', () => hide(false));
}
