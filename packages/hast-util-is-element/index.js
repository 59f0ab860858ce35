// hast-util-is-element, as the build's HTML-to-Markdown conversion uses it (package.json
// "overrides"; README, "Where things are"). The same API as version 2.1.3:
// `isElement(node, test?, index?, parent?, context?)` and `convertElement(test?)`, where a test is
// nothing (any element), a tag name, a function, or an array of these.
//
// Why it is here: rehype-minify-whitespace, which hast-util-to-mdast runs on every page, calls
// `isElement(node, list)` with the same module-level lists of tag names for every node of every
// page, and version 2 turned the list into a new set of functions on each call. A clean build
// spent more time there, and in collecting the garbage it left, than in parsing the HTML. Here
// a list is converted once (a test is kept by identity, so the caller's list must not change
// afterwards; every caller passes constants), and a list of tag names is one Set lookup.

const byTest = new WeakMap();

/** Whether `node` looks like a hast element. */
function anyElement(node) {
  return Boolean(node && typeof node === 'object' && node.type === 'element' && typeof node.tagName === 'string');
}

function convert(test) {
  if (test === undefined || test === null) return anyElement;
  if (typeof test === 'string') return (node) => anyElement(node) && node.tagName === test;
  if (typeof test === 'function') {
    return function check(node, ...rest) {
      return anyElement(node) && Boolean(test.call(this, node, ...rest));
    };
  }
  if (typeof test === 'object') {
    const tests = Array.isArray(test) ? test : [test];
    if (tests.every((t) => typeof t === 'string')) {
      const names = new Set(tests);
      return (node) => anyElement(node) && names.has(node.tagName);
    }
    const checks = tests.map((t) => convertElement(t));
    return function check(...args) {
      return checks.some((c) => c.apply(this, args));
    };
  }
  throw new Error('Expected function, string, or array as test');
}

/** A function that checks whether a node is an element passing `test`; the same function for the same test object. */
export function convertElement(test) {
  if (test === null || (typeof test !== 'object' && typeof test !== 'function')) return convert(test);
  let check = byTest.get(test);
  if (!check) {
    check = convert(test);
    byTest.set(test, check);
  }
  return check;
}

/** Whether `node` is an element passing `test`, called with `index` and `parent` as a visitor would be. */
export function isElement(node, test, index, parent, context) {
  const check = convertElement(test);
  if (index !== undefined && index !== null && (typeof index !== 'number' || index < 0 || index === Infinity)) {
    throw new Error('Expected positive finite index for child node');
  }
  if (parent !== undefined && parent !== null && (!parent.type || !parent.children)) {
    throw new Error('Expected parent node');
  }
  if (!node || !node.type || typeof node.type !== 'string') return false;
  if ((parent === undefined || parent === null) !== (index === undefined || index === null)) {
    throw new Error('Expected both parent and index');
  }
  return check.call(context, node, index, parent);
}
