// `npm run check:samples [-- <path prefix>…]`: compiles every ts/tsx/js/jsx code block of the
// versioned pages against its version's packages and checks the ion-* attributes and events of
// html/vue/ts/tsx/js/jsx blocks (src/node/samples). Prints the diagnostics as file:line:column,
// then per version, language and code language: blocks found, checked, marked not compiled
// (with their reasons) and errors. Exits 1 on an error.
//
// `--as-build`: the check exactly as a build starts it (src/node/samples/build.ts: every content
// file, the files unchanged since the last run skipped), printing the time it adds to the build.
import path from 'path';
import { listFiles } from '../src/node/files';
import { componentMetaByVersion } from '../src/node/playgrounds/check';
import { checkSampleFiles, formatDiagnostic, globalVariablesByVersion } from '../src/node/samples';
import { checkContentSamples, sampleSummary } from '../src/node/samples/build';

const root = path.resolve(__dirname, '..');
const args = process.argv.slice(2);
if (args.includes('--as-build')) {
  const started = Date.now();
  checkContentSamples(root).then((report) => {
    for (const d of report.diagnostics) console.log(formatDiagnostic(d));
    for (const line of sampleSummary(report)) console.log(line);
    console.log(
      `${report.diagnostics.length} errors; ${report.compiled} blocks compiled, the rest unchanged since the last ` +
        `run (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    process.exit(report.diagnostics.length ? 1 : 0);
  });
} else {
  const noCache = args.includes('--no-cache');
  const prefixes = args.filter((a) => !a.startsWith('--')).map((p) => p.replace(/^\.\//, ''));
  const files = ['content/docs', 'content/i18n']
    .flatMap((d) => listFiles(path.join(root, d), '.mdx'))
    .map((f) => path.relative(root, f).split(path.sep).join('/'))
    .filter((f) => prefixes.length === 0 || prefixes.some((p) => f.startsWith(p)))
    .sort();

  const started = Date.now();
  const report = checkSampleFiles(files, {
    meta: componentMetaByVersion(),
    globals: globalVariablesByVersion(),
    cache: !noCache,
  });
  for (const d of report.diagnostics) console.log(formatDiagnostic(d));

  const pad = (s: string | number, n: number) => String(s).padEnd(n);
  console.log(
    `\n${pad('version', 8)}${pad('locale', 7)}${pad('lang', 6)}${pad('found', 7)}${pad('checked', 8)}` +
      `${pad('marked', 7)}${pad('errors', 7)}failing blocks`,
  );
  const reasons = new Map<string, number>();
  for (const s of report.stats) {
    console.log(
      `${pad(s.version, 8)}${pad(s.locale, 7)}${pad(s.lang, 6)}${pad(s.found, 7)}${pad(s.checked, 8)}` +
        `${pad(s.marked, 7)}${pad(s.errors, 7)}${s.failing}`,
    );
    for (const [r, n] of s.reasons) reasons.set(r, (reasons.get(r) ?? 0) + n);
  }
  if (reasons.size) {
    console.log('\nmarked nocheck:');
    for (const [r, n] of [...reasons].sort((a, b) => b[1] - a[1])) console.log(`  ${n} × ${r || '(no reason)'}`);
  }
  console.log(
    `\n${files.length} files, ${report.diagnostics.length} errors; ${report.compiled} blocks compiled, ` +
      `the rest from the cache (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  process.exitCode = report.diagnostics.length ? 1 : 0;
}
