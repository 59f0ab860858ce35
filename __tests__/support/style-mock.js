// CSS modules in jsdom tests: every class name maps to itself.
module.exports = new Proxy({}, { get: (_, key) => (key === '__esModule' ? false : String(key)) });
