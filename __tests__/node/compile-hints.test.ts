import fs from 'fs';
import os from 'os';
import path from 'path';
import vm from 'vm';
import webpack from 'webpack';
import { COMPILE_HINT, CompileHintsPlugin } from '../../src/node/compile-hints';

// A small project shaped like Gatsby's output: an `app` entry with its runtime and a shared
// vendor chunk, the app's own chunk loaded at start (`app-client`) with a chunk it shares with a
// lazy island (Gatsby's `commons`), and the island.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
const write = (file: string, text: string) => fs.writeFileSync(path.join(root, file), text);
write('vendor.js', 'export function vendor(x) { return `vendor:${x}`; }');
write('shared.js', 'export function shared(x) { return `shared:${x}`; }');
write(
  'client.js',
  'import { vendor } from "./vendor"; import { shared } from "./shared"; export function start() { return ' +
    'vendor(shared("client")); }',
);
write('island.js', 'import { shared } from "./shared"; export default function island() { return shared("island"); }');
write(
  'app.js',
  [
    'import { vendor } from "./vendor";',
    'globalThis.result = vendor("app");',
    'globalThis.client = () => import(/* webpackChunkName: "app-client" */ "./client");',
    'globalThis.island = () => import(/* webpackChunkName: "island" */ "./island");',
  ].join('\n'),
);

function build(plugins: webpack.WebpackPluginInstance[], out: string): Promise<Record<string, string>> {
  const compiler = webpack({
    mode: 'production',
    context: root,
    entry: { app: './app.js' },
    output: {
      path: path.join(root, out),
      publicPath: '/',
      filename: '[name]-[contenthash].js',
      chunkFilename: '[name]-[contenthash].js',
    },
    optimization: {
      runtimeChunk: { name: 'webpack-runtime' },
      splitChunks: {
        chunks: 'all',
        minSize: 0,
        cacheGroups: {
          framework: { test: /vendor/, name: 'framework', enforce: true },
          shared: { test: /shared/, name: 'shared', enforce: true },
        },
      },
    },
    plugins,
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      if (error || !stats || stats.hasErrors()) {
        reject(error ?? new Error(stats?.toString('errors-only')));
        return;
      }
      compiler.close(() => undefined);
      const files: Record<string, string> = {};
      for (const file of fs.readdirSync(path.join(root, out))) {
        files[file] = fs.readFileSync(path.join(root, out, file), 'utf8');
      }
      resolve(files);
    });
  });
}

const byName = (files: Record<string, string>, name: string) =>
  Object.entries(files).find(([file]) => file.startsWith(`${name}-`)) ?? ['', ''];

describe('V8 compile hints on the scripts every page runs at once', () => {
  let plain: Record<string, string>;
  let hinted: Record<string, string>;
  beforeAll(async () => {
    plain = await build([], 'plain');
    hinted = await build([new CompileHintsPlugin()], 'hinted');
  }, 60_000);

  it.each(['webpack-runtime', 'framework', 'app', 'app-client', 'shared'])(
    '%s starts with the hint, on its first line',
    (name) => {
      const [file, text] = byName(hinted, name);
      expect(file).not.toBe('');
      expect(text.split('\n')[0]).toBe(COMPILE_HINT);
    },
  );

  it('leaves lazily loaded chunks (islands) alone, and the plain build has no hint anywhere', () => {
    expect(byName(hinted, 'island')[1]).not.toContain(COMPILE_HINT);
    expect(Object.values(plain).join('\n')).not.toContain(COMPILE_HINT);
  });

  it('survives minification and changes the content hash of the files it marks', () => {
    const [plainApp, plainText] = byName(plain, 'app');
    const [hintedApp, hintedText] = byName(hinted, 'app');
    expect(hintedText).toBe(`${COMPILE_HINT}\n${plainText}`);
    expect(hintedApp).not.toBe(plainApp);
    expect(byName(hinted, 'island')[0]).toBe(byName(plain, 'island')[0]);
  });

  it('keeps the scripts working: the entry runs once runtime, framework and app are evaluated', () => {
    const context = vm.createContext({ self: {} as Record<string, unknown>, globalThis: undefined as unknown });
    (context as { globalThis: unknown }).globalThis = context;
    (context as { self: unknown }).self = context;
    for (const name of ['webpack-runtime', 'framework', 'app']) vm.runInContext(byName(hinted, name)[1], context);
    expect((context as { result?: string }).result).toBe('vendor:app');
  });
});
