// Gatsby's hooks for this site (the Gatsby Node APIs), each delegating to a module beside this
// one. gatsby-node.ts exports them; it loads this file through Node's require rather than
// importing it (see there why).
import type { NextFunction, Request, Response } from 'express';
import type { GatsbyNode } from 'gatsby';
import { onCreateDocNode } from './content-node';
import { keepCompiledOnDisk } from './content/store';
import { compileContentTreeInParallel } from './content/parallel';
import { formatProblems } from './content/problems';
import { createDocPages, stopBuildOnContentErrors } from './create-pages';
import { isDevelop } from './gatsby-seams';
import { createDocResolvers, createSchema } from './schema';
import path from 'path';
import { iconAssets } from './assets';
import { playgroundFiles } from './playgrounds/demo';
import { loadPlaygroundsCached } from './playgrounds/load';
import { configureWebpack } from './webpack';
import { markdownFile } from './markdown/store';
import { startTwinConversion, writePublicFiles } from './public-files';
import { checkSamplesAtStart } from './samples/build';

// Every content file is compiled here, once (files unchanged since the last run come from
// .cache/; the others are shared out between threads). A build stops on the problems of every
// file at once; the development server starts anyway and reports them when it creates pages
// (src/node/diagnostics.ts).
//
// Before that, every code sample is checked against its version's packages (src/node/samples):
// a build stops on a sample that does not compile; the types it finds show on hover.
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  await checkSamplesAtStart(process.cwd(), reporter);
  const started = Date.now();
  keepCompiledOnDisk(process.cwd());
  const problems = await compileContentTreeInParallel(process.cwd());
  reporter.info(`content compiled in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (problems.length && !isDevelop()) reporter.panic(formatProblems(problems));
};

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = createSchema;
export const createResolvers: GatsbyNode['createResolvers'] = createDocResolvers;
export const onCreateNode: GatsbyNode['onCreateNode'] = onCreateDocNode;
export const createPages: GatsbyNode['createPages'] = createDocPages;
// A build's pages are created: their Markdown twins start converting beside Gatsby's next steps.
export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = (args) => {
  stopBuildOnContentErrors(args);
  if (!isDevelop()) void startTwinConversion(process.cwd(), 'public');
};
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = configureWebpack;

// In development the files written after a build (icon gallery, playground demos and Ionic's
// assets, Markdown twins and llms files) are served from the installed packages and the content.
export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ app }) => {
  const files = () =>
    new Map(
      [...iconAssets(), ...playgroundFiles(process.cwd(), loadPlaygroundsCached(process.cwd()).examples)].map((a) => [
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
    // An edited example shows on reload.
    if (req.path.endsWith('/index.html') || req.path.endsWith('/')) cache = files();
    const asset = cache.get(req.path.endsWith('/') ? `${req.path}index.html` : req.path);
    if (!asset) return next();
    if (asset.from) return res.sendFile(asset.from);
    return res.type(path.extname(asset.to) || '.html').send(asset.content);
  });
};

// Icons, playground demos, Markdown twins and llms files: only what changed since the last build.
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  reporter.info(await writePublicFiles(process.cwd(), 'public'));
};
