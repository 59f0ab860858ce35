import type { Kit } from '../../lib/kit';

/**
 * The copy button of a code block: the code to the clipboard and "Copied" for two seconds. In
 * a shell session only the commands are copied, without their "$ " prompts (a session without
 * prompts is copied whole).
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
}
