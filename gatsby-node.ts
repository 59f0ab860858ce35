// Thin on purpose: every hook delegates to a module in src/node/.
import type { GatsbyNode } from 'gatsby';
import { onCreateDocNode } from './src/node/content-node';
import { createDocPages } from './src/node/create-pages';
import { checkContent, formatProblems } from './src/node/preflight';
import { createSchema } from './src/node/schema';
import { externalizeChunkMapping } from './src/node/chunk-mapping';
import { copyIconAssets } from './src/node/assets';
import { configureWebpack } from './src/node/webpack';

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }) => {
  const problems = checkContent(process.cwd());
  if (problems.length) reporter.panic(formatProblems(problems));
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
