import type { GatsbyBrowser } from 'gatsby';
import React from 'react';
import { RootProviders } from './src/providers';
import './src/styles/global.css';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <RootProviders>{element}</RootProviders>;
