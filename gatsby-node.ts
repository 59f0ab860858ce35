// Thin on purpose: every hook delegates to a module in src/node/.
import type { GatsbyNode } from 'gatsby';
import { onCreateDocNode } from './src/node/content-node';
import { compileContentTree } from './src/node/content/store';
import { formatProblems } from './src/node/content/problems';
import { createDocPages } from './src/node/create-pages';
import { createSchema } from './src/node/schema';
import { externalizeChunkMapping } from './src/node/chunk-mapping';
import { copyIconAssets } from './src/node/assets';
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

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter, pathPrefix }) => {
  copyIconAssets('public');
  const { files, script } = externalizeChunkMapping('public', pathPrefix);
  reporter.info(`chunk mapping moved to ${script ?? '(none found)'} in ${files} HTML files`);
};
