// The project's hast-util-is-element (packages/hast-util-is-element, put in place of version 2.1.3
// by package.json "overrides"): the same answers as that version's API, and a list given as a
// test converted once.
import fs from 'fs';
import path from 'path';
import { convertElement, isElement } from 'hast-util-is-element';

const el = (tagName: string, properties: Record<string, unknown> = {}) => ({
  type: 'element' as const,
  tagName,
  properties,
  children: [],
});
const parent = { type: 'root', children: [el('p'), el('div')] };

describe('hast-util-is-element (the project copy)', () => {
  it('is the package every dependent loads', () => {
    const resolved = fs.realpathSync(require.resolve('hast-util-is-element'));
    expect(resolved).toBe(path.resolve('packages/hast-util-is-element/index.js'));
    const rootManifest = JSON.parse(fs.readFileSync('package.json', 'utf8'));
    expect(rootManifest.overrides['hast-util-is-element']).toBe('$hast-util-is-element');
  });

  it('tells elements from other nodes, with and without a test', () => {
    expect(isElement(el('a'))).toBe(true);
    expect(isElement({ type: 'text', value: 'a' })).toBe(false);
    expect(isElement({ type: 'element' })).toBe(false);
    expect(isElement(null)).toBe(false);
    expect(isElement(undefined, 'a')).toBe(false);
    expect(isElement('a')).toBe(false);
  });

  it('matches a tag name, a list of tag names, a function and a mixed list', () => {
    expect(isElement(el('p'), 'p')).toBe(true);
    expect(isElement(el('p'), 'div')).toBe(false);
    expect(isElement(el('li'), ['ul', 'ol', 'li'])).toBe(true);
    expect(isElement(el('span'), ['ul', 'ol', 'li'])).toBe(false);
    expect(isElement({ type: 'text', value: 'li' }, ['li'])).toBe(false);
    const hidden = (node: { properties?: Record<string, unknown> }) => node.properties?.hidden === true;
    expect(isElement(el('div', { hidden: true }), hidden)).toBe(true);
    expect(isElement(el('div'), hidden)).toBe(false);
    expect(isElement(el('div', { hidden: true }), ['p', hidden])).toBe(true);
    expect(isElement(el('p'), ['p', hidden])).toBe(true);
    expect(isElement(el('a'), ['p', hidden])).toBe(false);
    // A function returning nothing is a "no".
    expect(isElement(el('p'), () => undefined as unknown as boolean)).toBe(false);
  });

  it('passes index, parent and context to a function test', () => {
    const seen: unknown[] = [];
    const context = { name: 'ctx' };
    const test = function (this: unknown, node: unknown, index?: number | null, p?: unknown) {
      seen.push(this, node, index, p);
      return true;
    };
    expect(isElement(parent.children[1], test, 1, parent as never, context)).toBe(true);
    expect(seen).toEqual([context, parent.children[1], 1, parent]);
  });

  it('rejects a bad index or parent, and one without the other, as version 2 does', () => {
    expect(() => isElement(el('p'), 'p', -1, parent as never)).toThrow('Expected positive finite index');
    expect(() => isElement(el('p'), 'p', Infinity, parent as never)).toThrow('Expected positive finite index');
    expect(() => isElement(el('p'), 'p', 0, { type: 'root' } as never)).toThrow('Expected parent node');
    expect(() => isElement(el('p'), 'p', 0)).toThrow('Expected both parent and index');
    expect(() => isElement(el('p'), 'p', undefined, parent as never)).toThrow('Expected both parent and index');
    expect(() => convertElement(42 as never)).toThrow('Expected function, string, or array as test');
  });

  it('converts a list once: the same check for the same list, a new one for a new list', () => {
    const blocks = ['p', 'div'];
    expect(convertElement(blocks)).toBe(convertElement(blocks));
    expect(convertElement(['p', 'div'])).not.toBe(convertElement(blocks));
    const check = convertElement(blocks);
    expect(check(el('div'))).toBe(true);
    expect(check(el('span'))).toBe(false);
    expect(convertElement()(el('x'))).toBe(true);
    expect(convertElement('x')(el('x'))).toBe(true);
  });
});
