// Work shared out between threads (src/node/threads.ts): a worker calls the named function of the
// named module, and the results are those this thread would make.
import { markdownTwin } from '../../src/node/markdown/twin';
import { shareOut } from '../../src/node/threads';

describe('shareOut', () => {
  const meta = { title: 'T', description: 'D', version: 'v8', language: 'en', canonical: 'https://x/docs/t' };
  const items = Array.from({ length: 6 }, (_, i): Parameters<typeof markdownTwin> => [
    { ...meta, title: `Page ${i}` },
    `<h2 id="a">Part ${i}</h2><p>Text with <code>ion-button</code> and <a href="/docs/api/button">a link</a>.</p>`,
    'https://ionicframework.com',
  ]);

  it('converts Markdown twins in worker threads exactly as this thread does', async () => {
    const { results, byWorkers } = await shareOut(
      process.cwd(),
      { module: 'src/node/markdown/twin.ts', fn: 'markdownTwin' },
      items,
      markdownTwin,
      2,
      false,
    );
    expect(byWorkers).toBe(items.length);
    items.forEach((args, i) => expect(results.get(i)).toBe(markdownTwin(...args)));
  }, 60000);

  it('does the work here when the worker cannot start', async () => {
    const { results, byWorkers } = await shareOut(
      '/nonexistent',
      { module: 'x.ts', fn: 'y' },
      items,
      markdownTwin,
      2,
      false,
    );
    expect(byWorkers).toBe(0);
    expect(results.size).toBe(items.length);
  });
});
