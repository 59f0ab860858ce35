// Japanese typography in the translated pages (docs/i18n/ja-glossary.md, "Style"): no space
// between a link and the Japanese text on its Japanese side, the full-width ： after Japanese,
// 関連ページ rather than 関連項目, 注入 rather than インジェクト. Prose only: code fences, inline
// code, frontmatter, JSX tags and MDX comments are left alone.
import fs from 'fs';
import path from 'path';

const repo = path.resolve(__dirname, '../..');
const jaRoot = path.join(repo, 'content/i18n/ja');

// Kana, CJK ideographs and full-width punctuation (、。「」（）：！？ and the like).
const JA =
  '\\u3000-\\u303F\\u3040-\\u309F\\u30A0-\\u30FF\\u3400-\\u4DBF\\u4E00-\\u9FFF' +
  '\\uF900-\\uFAFF\\uFF01-\\uFF60\\uFF61-\\uFF9F';
const isJa = (c: string | undefined) => c !== undefined && new RegExp(`[${JA}]`).test(c);
// [text](url), not ![image](src); the text may hold one level of brackets, the url one of parentheses.
const LINK = /(?<!!)\[((?:[^[\]]|\[[^\]]*\])+)\]\(([^()\s]*(?:\([^()]*\)[^()\s]*)*)\)/g;
// A half-width colon after Japanese, also when a bold/italic marker or a link closes in between.
const COLON = new RegExp(`[${JA}](?:\\*\\*|\\*|_|\\]\\([^)]*\\))?:(?!:)`);

function mdxFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return mdxFiles(full);
    return e.name.endsWith('.mdx') ? [full] : [];
  });
}

/** Lines outside frontmatter and fenced code, with their 1-based numbers. */
function proseLines(source: string): { line: number; text: string }[] {
  const lines = source.split('\n');
  const out: { line: number; text: string }[] = [];
  let i = 0;
  if (lines[0] === '---') {
    i = lines.indexOf('---', 1) + 1;
    if (i === 0) return out;
  }
  let fence: string | null = null;
  for (; i < lines.length; i++) {
    const text = lines[i];
    const m = /^\s*(`{3,}|~{3,})/.exec(text);
    if (fence) {
      if (m && m[1][0] === fence[0] && m[1].length >= fence.length && text.trim() === m[1]) fence = null;
      continue;
    }
    if (m) {
      fence = m[1];
      continue;
    }
    out.push({ line: i + 1, text });
  }
  return out;
}

/** Blanks inline code, MDX comments and JSX tags (same length, so positions stay). */
function mask(text: string): string {
  const blank = (s: string) => '\u0000'.repeat(s.length);
  return text
    .replace(/(`+)(.+?)\1/g, blank)
    .replace(/\{\/\*.*?\*\/\}/g, blank)
    .replace(/<\/?[A-Za-z][^<>]*>/g, blank);
}

/** Problems of one file's text, as "line: message", in line order. */
function typographyProblems(source: string): string[] {
  const problems: { line: number; message: string }[] = [];
  const add = (line: number, message: string) => problems.push({ line, message });
  source.split('\n').forEach((text, i) => {
    if (text.includes('関連項目')) add(i + 1, '関連項目 (the glossary says 関連ページ)');
    if (text.includes('インジェクト')) add(i + 1, 'インジェクト (the glossary says 注入)');
  });
  for (const { line, text } of proseLines(source)) {
    if (text.trimStart().startsWith(':::')) continue;
    const masked = mask(text);
    for (const m of masked.matchAll(LINK)) {
      const linkText = m[1];
      const start = m.index ?? 0;
      const end = start + m[0].length;
      if (masked[end] === ' ' && isJa(masked[end + 1]) && isJa(linkText[linkText.length - 1]))
        add(line, `space between the link ${text.slice(start, end)} and the Japanese text after it`);
      if (start >= 2 && masked[start - 1] === ' ' && isJa(masked[start - 2]) && isJa(linkText[0]))
        add(line, `space between Japanese text and the link ${text.slice(start, end)}`);
    }
    const colon = COLON.exec(masked);
    if (colon) add(line, `half-width ":" after Japanese text (use ：): …${colon[0]}`);
  }
  return problems.sort((a, b) => a.line - b.line).map((p) => `${p.line}: ${p.message}`);
}

describe('Japanese typography', () => {
  const files = mdxFiles(jaRoot);

  it('finds the Japanese pages', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it('has no space between a link and Japanese text nor half-width colon after Japanese; the glossary words', () => {
    const problems = files.flatMap((file) =>
      typographyProblems(fs.readFileSync(file, 'utf8')).map((p) => `${path.relative(repo, file)}:${p}`),
    );
    expect(problems).toEqual([]);
  });
});

describe('the checker itself', () => {
  const page = (body: string) => `---\ntitle: 例: テスト\n---\n\n${body}\n`;

  it('catches each rule, naming the line', () => {
    const found = typographyProblems(
      page(
        [
          '詳しくは [アプリの構造](/layout/structure) を参照してください。',
          '- 複数行のテキスト: [`ion-textarea`](/api/textarea)',
          '- **メンテナンス**: 重大なバグの修正のみ。',
          '## 関連項目 \\{#related\\}',
          'コントローラーをインジェクトします。',
        ].join('\n'),
      ),
    );
    expect(found).toEqual([
      '5: space between the link [アプリの構造](/layout/structure) and the Japanese text after it',
      '5: space between Japanese text and the link [アプリの構造](/layout/structure)',
      '6: half-width ":" after Japanese text (use ：): …ト:',
      '7: half-width ":" after Japanese text (use ：): …ス**:',
      '8: 関連項目 (the glossary says 関連ページ)',
      '9: インジェクト (the glossary says 注入)',
    ]);
  });

  it('accepts Latin-edged links, code, frontmatter, JSX, emphasis and admonitions', () => {
    const found = typographyProblems(
      page(
        [
          '[Capacitor](/native) を使い、下の [CSS Shadow Parts](#css-shadow-parts) と ' +
            '[`ion-input`](/api/input) を参照します。',
          '詳しくは[アプリの構造](/layout/structure)を参照してください。関連ページ：[テーマ](/theming/themes)',
          "`console.log('結果:', x)` と **[モーダル](/api/modal)** を使います。",
          '<TabItem value="ja" label="例: 日本語">',
          '{/* メモ: あとで書く */}',
          ':::note 注意',
          '```ts',
          "console.log('選択:', value); // [リンク](/x) を",
          '```',
        ].join('\n'),
      ),
    );
    expect(found).toEqual([]);
  });
});
