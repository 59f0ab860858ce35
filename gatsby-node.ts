// Thin on purpose: every hook delegates to a module in src/node/.
import type { NextFunction, Request, Response } from 'express';
import type { GatsbyNode } from 'gatsby';
import { onCreateDocNode } from './src/node/content-node';
import { compileContentTree } from './src/node/content/store';
import { formatProblems } from './src/node/content/problems';
import { createDocPages } from './src/node/create-pages';
import { createSchema } from './src/node/schema';
import path from 'path';
import { copyIconAssets, iconAssets, writeFiles } from './src/node/assets';
import { playgroundFiles } from './src/node/playgrounds/demo';
import { loadPlaygrounds } from './src/node/playgrounds/load';
import { configureWebpack } from './src/node/webpack';
import { markdownFile, markdownFiles } from './src/node/markdown/store';

// Every content file is compiled here, once, and all problems are reported together.
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }) => {
  const started = Date.now();
  const problems = compileContentTree(process.cwd());
  if (problems.length) reporter.panic(formatProblems(problems));
  reporter.info(`content compiled in ${((Date.now() - started) / 1000).toFixed(1)} s`);
};

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = createSchema;
export const onCreateNode: GatsbyNode['onCreateNode'] = onCreateDocNode;
export const createPages: GatsbyNode['createPages'] = createDocPages;
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = configureWebpack;

// In development the files written after a build (icon gallery, playground demos and Ionic's
// assets, Markdown twins and llms files) are served from the installed packages and the content.
export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ app }) => {
  const files = () =>
    new Map(
      [...iconAssets(), ...playgroundFiles(process.cwd(), loadPlaygrounds(process.cwd()).examples)].map((a) => [
        `/${a.to}`,
        a,
      ]),
    );
  let cache = files();
  app.get(['/*.md', '/llms.txt', '/llms-full.txt'], (req: Request, res: Response, next: NextFunction) => {
    const md = markdownFile(req.path.slice(1));
    if (md === undefined) return next();
    return res.type(req.path.endsWith('.md') ? 'text/markdown; charset=utf-8' : 'text/plain; charset=utf-8').send(md);
  });
  app.get(['/icons/*', '/usage/*'], (req: Request, res: Response, next: NextFunction) => {
    if (req.path.endsWith('/index.html') || req.path.endsWith('/')) cache = files(); // an edited example shows on reload
    const asset = cache.get(req.path.endsWith('/') ? `${req.path}index.html` : req.path);
    if (!asset) return next();
    if (asset.from) return res.sendFile(asset.from);
    return res.type(path.extname(asset.to) || '.html').send(asset.content);
  });
};

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  copyIconAssets('public');
  reporter.info(
    `playgrounds: ${writeFiles('public', playgroundFiles(process.cwd(), loadPlaygrounds(process.cwd()).examples))} files`,
  );
  reporter.info(`markdown: ${writeFiles('public', markdownFiles())} files (page twins, llms.txt, llms-full.txt)`);
};
