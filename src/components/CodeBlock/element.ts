// <docs-code-block>: a code block (./index.tsx). Its copy button puts the code on the clipboard
// and says "Copied" for two seconds; in a shell session only the commands are copied, without
// their "$ " prompts (a session without prompts is copied whole). Escape hides the types
// identifiers show on hover or focus (their text is in attributes, src/node/mdx/highlight.ts,
// so it is not copied) until the pointer enters an identifier again or another key is pressed.
// Part of the head script.
import { define, html, ShellElement } from '../shell/kit';

export const CODE_BLOCK_TAG = 'docs-code-block';

const tipsOff = (on: boolean) => html().toggleAttribute('data-tips-off', on);

export class DocsCodeBlock extends ShellElement {
  constructor() {
    super();
    this._delegate('mouseover', '.ty', () => tipsOff(false));
    this._delegate('click', '.code-block__copy', (button) => {
      const code = this.querySelector('code');
      const label = button.querySelector('.code-block__copy-text');
      if (!code || !label) return;
      let text = (code.textContent || '').replace(/\n$/, '');
      const language = this.getAttribute('data-language');
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
}

export function defineCodeBlock(): void {
  if (!define(CODE_BLOCK_TAG, DocsCodeBlock)) return;
  document.addEventListener('keydown', (event) => tipsOff(event.key === 'Escape'));
}
