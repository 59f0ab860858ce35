#!/usr/bin/env node
// Serves the production build (public/) under /docs/ as the host Ionic uses would: the routes
// of the vercel.json the build wrote (redirects, cache headers, the not-found page of the
// reader's language; applied by ./vercel-routes.mjs) in front of serve-handler (the file
// serving of Vercel's `serve`: folders' index.html, ETags, ranges, types), gzip-compressed.
// With --no-rules it is a plain static host: files, folders' index.html and the English
// not-found page (404.html, what such hosts serve), nothing else.
// Usage: node scripts/serve.mjs [--port 9000] [--host 127.0.0.1] [--dir public] [--no-rules]
// The one static server of the project: scripts import startStaticServer (port 0 picks a free one).
import { createServer } from 'node:http';
import { createReadStream, existsSync, mkdtempSync, readFileSync, symlinkSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import compression from 'compression';
import handler from 'serve-handler';
import { beforeFilesystem, onError } from './vercel-routes.mjs';

const PREFIX = '/docs';

/** serve-handler's configuration: files only; the rules are vercel.json's. */
function fileConfig(mount) {
  return {
    public: mount,
    symlinks: true,
    directoryListing: false,
    etag: true,
    // Folders' index.html and extensionless files, without serve-handler's own .html redirects.
    cleanUrls: [`${PREFIX}/**/!(*.html|index)`, PREFIX],
  };
}

/** The routes of the build's vercel.json (none without it or with `rules` off). */
function hostRoutes(root, rules) {
  const file = join(root, 'vercel.json');
  return rules && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')).routes ?? []) : [];
}

/** A server for the site in `dir` (what `gatsby build --prefix-paths` writes) under /docs/. */
export function createStaticServer(dir, { rules = true } = {}) {
  const root = resolve(dir);
  const mount = mkdtempSync(join(tmpdir(), 'ionic-docs-serve-'));
  symlinkSync(root, join(mount, 'docs'));
  const config = fileConfig(mount);
  const routes = hostRoutes(root, rules);
  const compress = compression();
  const methods = {
    // An address with no file: the page the rules name (else 404.html), with their status.
    sendError: async (absolutePath, response, _acceptsJSON, _current, _handlers, _config, spec) => {
      const pathname = `/${relative(mount, absolutePath).split(sep).join('/')}`;
      const answer = spec.statusCode === 404 ? (onError(routes, pathname) ?? { status: 404, file: '/404.html' }) : null;
      const page = answer && join(root, answer.file);
      if (page && existsSync(page)) {
        response.writeHead(answer.status, {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'public, max-age=0, must-revalidate',
        });
        createReadStream(page).pipe(response);
        return;
      }
      response.writeHead(spec.statusCode, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end(spec.message);
    },
  };
  return createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    const { status, location, headers } = beforeFilesystem(routes, pathname);
    for (const [key, value] of Object.entries(headers)) res.setHeader(key, value);
    if (status) {
      res.writeHead(status, { Location: location });
      res.end();
      return;
    }
    compress(req, res, () => handler(req, res, config, methods));
  });
}

/** Serves `dir` on host:port (0: a free port); resolves once listening, with the origin. */
export function startStaticServer({ dir = 'public', port = 0, host = '127.0.0.1', rules = true } = {}) {
  const server = createStaticServer(dir, { rules });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolvePromise({ server, origin: `http://${host}:${server.address().port}` }));
  });
}

// Run as a command (not when imported: the tests and the bench start it in their process).
if (process.argv[1] && /[/\\]serve\.mjs$/.test(resolve(process.argv[1]))) {
  const args = process.argv.slice(2);
  const opt = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : fallback;
  };
  const dir = resolve(opt('dir', 'public'));
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
    console.error(`No build in ${dir}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const rules = !args.includes('--no-rules');
  startStaticServer({
    dir,
    port: Number(opt('port', process.env.PORT ?? 9000)),
    host: opt('host', '127.0.0.1'),
    rules,
  }).then(({ origin }) => {
    console.log(
      `Serving ${dir} at ${origin}${PREFIX}/${rules ? ' with its host rules (vercel.json)' : ' (no host rules)'}`,
    );
  });
}
