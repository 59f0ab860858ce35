#!/usr/bin/env node
// Serves the production build (public/) under /docs/ as a static host would:
// directory index.html, extensionless and .html paths, gzip, and the not-found page
// in the reader's language (/docs/ja/… → ja/404) with status 404.
// Usage: node scripts/serve.mjs [--port 9000] [--host 127.0.0.1] [--dir public]
// The one static server of the project: scripts import startStaticServer (port 0 picks a free one).
import { createServer } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { createGzip } from 'node:zlib';

const PREFIX = '/docs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml',
  '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pagefind': 'application/octet-stream',
};

function fileFor(root, pathname) {
  const rel = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const base = join(root, rel);
  if (!base.startsWith(root)) return null;
  const candidates = [base, join(base, 'index.html'), `${base}.html`];
  for (const c of candidates) {
    if (existsSync(c) && statSync(c).isFile()) return c;
  }
  return null;
}

function send(req, res, file, status = 200) {
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  const headers = { 'Content-Type': type };
  // Hashed assets are immutable; HTML and page data are revalidated.
  if (/-[0-9a-f]{12,}\.(js|css)$/.test(file)) headers['Cache-Control'] = 'public, max-age=31536000, immutable';
  else headers['Cache-Control'] = 'public, max-age=0, must-revalidate';
  const compressible = /text|json|javascript|svg|xml/.test(type);
  if (compressible && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
    headers['Content-Encoding'] = 'gzip';
    headers.Vary = 'Accept-Encoding';
    res.writeHead(status, headers);
    if (req.method === 'HEAD') return res.end();
    createReadStream(file).pipe(createGzip()).pipe(res);
    return;
  }
  res.writeHead(status, headers);
  if (req.method === 'HEAD') return res.end();
  createReadStream(file).pipe(res);
}

/** A server for the site in `dir` (what `gatsby build --prefix-paths` writes) under /docs/. */
export function createStaticServer(dir) {
  const root = resolve(dir);
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/' || url.pathname === '') {
      res.writeHead(302, { Location: `${PREFIX}/` });
      return res.end();
    }
    if (url.pathname !== PREFIX && !url.pathname.startsWith(`${PREFIX}/`)) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      return res.end('Not found');
    }
    const inner = url.pathname.slice(PREFIX.length) || '/';
    const file = fileFor(root, inner);
    if (file) return send(req, res, file);
    // /x.html and /x/index.html lead to /x when no such file exists.
    const clean = inner.endsWith('/index.html')
      ? inner.slice(0, -'/index.html'.length) || '/'
      : inner.endsWith('.html')
        ? inner.slice(0, -5)
        : null;
    if (clean !== null && fileFor(root, clean)) {
      res.writeHead(301, { Location: `${PREFIX}${clean === '/' ? '/' : clean}${url.search}` });
      return res.end();
    }
    const localized = inner.startsWith('/ja/') ? fileFor(root, '/ja/404/index.html') : null;
    const notFound = localized ?? fileFor(root, '/404.html');
    if (notFound) return send(req, res, notFound, 404);
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end('Not found');
  });
}

/** Serves `dir` on host:port (0: a free port); resolves once listening, with the origin. */
export function startStaticServer({ dir = 'public', port = 0, host = '127.0.0.1' } = {}) {
  const server = createStaticServer(dir);
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
  startStaticServer({ dir, port: Number(opt('port', process.env.PORT ?? 9000)), host: opt('host', '127.0.0.1') }).then(
    ({ origin }) => {
      console.log(`Serving ${dir} at ${origin}${PREFIX}/`);
    },
  );
}
