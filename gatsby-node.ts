// Thin on purpose: every hook delegates to a module in src/node/.
import type { NextFunction, Request, Response } from 'express';
import type { GatsbyNode } from 'gatsby';
import { onCreateDocNode } from './src/node/content-node';
import { compileContentTree } from './src/node/content/store';
import { formatProblems } from './src/node/content/problems';
import { createDocPages } from './src/node/create-pages';
import { createSchema } from './src/node/schema';
import { deferScriptsInDirectory } from './src/node/html-scripts';
import { copyIconAssets, iconAssets } from './src/node/assets';
import { configureWebpack } from './src/node/webpack';

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

// In development the icon gallery's files are served from the installed packages.
export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ app }) => {
  const assets = new Map(iconAssets().map((a) => [`/${a.to}`, a]));
  app.get('/icons/*', (req: Request, res: Response, next: NextFunction) => {
    const asset = assets.get(req.path);
    if (!asset) return next();
    if (asset.from) return res.sendFile(asset.from);
    return res.type('json').send(asset.content);
  });
};

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  copyIconAssets('public');
  reporter.info(`scripts load after the first paint in ${deferScriptsInDirectory('public')} HTML files`);
};
