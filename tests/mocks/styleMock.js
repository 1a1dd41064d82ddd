// CSS modules in tests: every class name is the key itself.
module.exports = new Proxy({}, {get: (_target, key) => (key === '__esModule' ? false : String(key))});
