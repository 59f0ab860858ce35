// Runs a page's compiled MDX and renders it to static HTML in the page's locale and version.
import { runSync } from '@mdx-js/mdx';
import React from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import type { DocVersion, Locale } from '../../lib/types';
import type { PlaygroundExample } from '../playgrounds/load';
import { createIdCounter, PageIdsProvider, type NextId } from '../../components/PageIds';
import { LocaleProvider } from '../../i18n';
import { mdxComponents } from './mdx-components';
import { createRenderContext, RenderContext } from './context';

type MdxModule = { default: React.ComponentType<{ components?: Record<string, unknown> }> };
const modules = new Map<string, MdxModule>();

function load(code: string): MdxModule {
  let mod = modules.get(code);
  if (!mod) {
    mod = runSync(code, runtime as never) as unknown as MdxModule;
    modules.set(code, mod);
  }
  return mod;
}

export interface BodyTarget {
  locale: Locale;
  version: DocVersion;
  /** The version's playground examples, for <Playground id="…" />. */
  playgrounds?: ReadonlyMap<string, PlaygroundExample>;
  /** Source file relative to its version root; relative links resolve from it. */
  file: string;
  /** For error messages. */
  repoPath: string;
  /** The page's id counter, shared by every part of one body (src/components/PageIds). */
  ids?: NextId;
}

/** A page's body target with its own id counter, for rendering the body in several parts. */
export function pageTarget(target: Omit<BodyTarget, 'ids'>): BodyTarget {
  return { ...target, ids: createIdCounter() };
}

/** What every part of a body is rendered in: the page's language, version, file and ids. */
function InPage({ target, children }: { target: BodyTarget; children: React.ReactNode }) {
  return (
    <LocaleProvider locale={target.locale}>
      <RenderContext.Provider value={createRenderContext(target.version, target.file, target.playgrounds)}>
        <PageIdsProvider next={target.ids}>{children}</PageIdsProvider>
      </RenderContext.Provider>
    </LocaleProvider>
  );
}

/** The page body as HTML; a render error names the file. */
export function renderMdx(code: string, target: BodyTarget, extra?: React.ReactNode): string {
  const { default: Content } = load(code);
  try {
    return renderToStaticMarkup(
      <InPage target={target}>
        <Content components={mdxComponents} />
        {extra}
      </InPage>,
    );
  } catch (error) {
    throw new Error(`${target.repoPath} (${target.locale}, ${target.version}): ${(error as Error).message}`);
  }
}

/** Renders any element (generated reference sections) with the same context. */
export function renderElement(element: React.ReactNode, target: BodyTarget): string {
  return renderToStaticMarkup(<InPage target={target}>{element}</InPage>);
}
