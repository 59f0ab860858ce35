// The build side's seams to Gatsby (src/node/gatsby-seams.ts): each is behaviour Gatsby's docs do
// not promise, so each is checked here against the installed Gatsby. A failure after an upgrade
// names the seam that moved; fix the seam module (and this test), nothing else.
import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';
import {
  APP_ENTRY_CHUNK,
  gatsbyCommand,
  gatsbyRuntime,
  gatsbyWebsocketManager,
  GLOBAL_CSS_IDENTITY,
  isDevelop,
  isStaticHtmlBuild,
  WEBSOCKET_MANAGER_MODULE,
} from '../../src/node/gatsby-seams';

const gatsbyDir = path.dirname(require.resolve('gatsby/package.json'));
const gatsbyFile = (file: string) => fs.readFileSync(path.join(gatsbyDir, file), 'utf8');
/** The text from `start` on, up to (not including) `end`. */
const between = (text: string, start: string, end: string) => {
  const from = text.indexOf(start);
  expect(from).toBeGreaterThanOrEqual(0);
  const to = text.indexOf(end, from);
  expect(to).toBeGreaterThan(from);
  return text.slice(from, to);
};

describe('the running command (gatsby_executing_command)', () => {
  const saved = process.env.gatsby_executing_command;
  afterEach(() => {
    if (saved === undefined) delete process.env.gatsby_executing_command;
    else process.env.gatsby_executing_command = saved;
  });

  it('is set by gatsby-cli to the command before it runs it', () => {
    const cli = path.dirname(require.resolve('gatsby-cli/package.json', { paths: [gatsbyDir] }));
    const createCli = fs.readFileSync(path.join(cli, 'lib/create-cli.js'), 'utf8');
    expect(createCli).toContain('process.env.gatsby_executing_command = command;');
    // …and Gatsby itself still tells develop apart by it.
    expect(gatsbyFile('dist/query/query-compiler.js')).toContain('process.env.gatsby_executing_command === `develop`');
  });

  it('is read by gatsbyCommand and isDevelop', () => {
    process.env.gatsby_executing_command = 'develop';
    expect(gatsbyCommand()).toBe('develop');
    expect(isDevelop()).toBe(true);
    process.env.gatsby_executing_command = 'build';
    expect(isDevelop()).toBe(false);
    delete process.env.gatsby_executing_command;
    expect(isDevelop()).toBe(false);
  });
});

describe("the static HTML stage (BUILD_STAGE 'build-html')", () => {
  const saved = process.env.BUILD_STAGE;
  afterEach(() => {
    if (saved === undefined) delete process.env.BUILD_STAGE;
    else process.env.BUILD_STAGE = saved;
  });

  it('is what Gatsby defines as process.env.BUILD_STAGE in the renderer of gatsby build', () => {
    expect(gatsbyFile('dist/utils/webpack.config.js')).toContain('envObject.BUILD_STAGE = JSON.stringify(stage);');
    expect(gatsbyFile('dist/commands/types.js')).toContain('Stage["BuildHTML"] = "build-html";');
    expect(gatsbyFile('dist/commands/build.js')).toMatch(/buildRenderer\)\(program, _types\.Stage\.BuildHTML\b/);
  });

  it('is read by isStaticHtmlBuild', () => {
    process.env.BUILD_STAGE = 'build-html';
    expect(isStaticHtmlBuild()).toBe(true);
    process.env.BUILD_STAGE = 'develop-html';
    expect(isStaticHtmlBuild()).toBe(false);
  });
});

describe("static-entry.js (a built page's HTML)", () => {
  const staticEntry = gatsbyFile('cache-dir/static-entry.js');

  it('inlines the global CSS in a <style> with this identity and the stylesheet in data-href', () => {
    const style = between(staticEntry, '<style\n', '/>');
    expect(style).toContain('data-href={`${__PATH_PREFIX__}/${style.name}`}');
    expect(style).toContain(`data-identity={\`${GLOBAL_CSS_IDENTITY}\`}`);
  });

  it('puts its runtime (globals, scripts or their slice) in the post-body components before onPreRenderHTML', () => {
    const beforeHook = staticEntry.slice(0, staticEntry.indexOf('apiRunner(`onPreRenderHTML`'));
    expect(beforeHook.length).toBeGreaterThan(0);
    expect(beforeHook).toMatch(/postBodyComponents\.push\(\s*<script\s+key=\{`script-loader`\}/);
    expect(beforeHook).toContain('sliceId: `_gatsby-scripts`');
    expect(beforeHook).toContain('postBodyComponents.push(...bodyScripts)');
    expect(between(staticEntry, 'apiRunner(`onPreRenderHTML`', '})')).toContain('getPostBodyComponents');
    const components = ['globals', 'scripts'];
    expect(gatsbyRuntime(() => components)).toBe(components);
  });
});

it("names Gatsby's production runtime entry", () => {
  expect(gatsbyFile('dist/utils/webpack.config.js')).toContain(
    `${APP_ENTRY_CHUNK}: directoryPath(\`.cache/production-app\`)`,
  );
});

it("finds Gatsby's websocket manager, with emitError, from the project", () => {
  // Resolved the way src/node/dev-overlay.ts loads it (Node's resolution from the project). Read,
  // not loaded: loading it starts Gatsby's store, which takes seconds.
  const projectRequire = createRequire(path.join(process.cwd(), 'package.json'));
  const source = fs.readFileSync(projectRequire.resolve(WEBSOCKET_MANAGER_MODULE), 'utf8');
  expect(source).toContain('exports.websocketManager = websocketManager;');
  expect(source).toContain('const websocketManager = new WebsocketManager();');
  expect(between(source, 'class WebsocketManager {', 'exports.WebsocketManager')).toMatch(
    /\n {2}emitError = \(id, message\) => \{/,
  );
  const emitError = () => undefined;
  expect(gatsbyWebsocketManager(() => ({ websocketManager: { emitError } }))?.emitError).toBe(emitError);
  expect(gatsbyWebsocketManager(() => ({}))).toBeNull();
  expect(
    gatsbyWebsocketManager(() => {
      throw new Error('moved');
    }),
  ).toBeNull();
});
