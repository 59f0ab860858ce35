import type { Element, Parent } from 'hast';

export type TestFunctionAnything = (element: Element, index?: number | null, parent?: Parent | null) => boolean | void;
export type Test = null | undefined | string | TestFunctionAnything | Array<string | TestFunctionAnything>;
export type AssertAnything = (node: unknown, index?: number | null, parent?: Parent | null) => boolean;
export type AssertPredicate<T extends Element> = (
  node: unknown,
  index?: number | null,
  parent?: Parent | null,
) => node is T;
export type PredicateTest<T extends Element> = T['tagName'] | ((element: Element) => element is T);

export function convertElement(test?: Test): AssertAnything;
export function isElement(
  node: unknown,
  test?: Test,
  index?: number | null,
  parent?: Parent | null,
  context?: unknown,
): boolean;
