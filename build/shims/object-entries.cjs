// node-polyglot's `object.entries` polyfill (with get-intrinsic and friends, a few
// KB on the login screen) for browsers that all have Object.entries. CommonJS, as
// node-polyglot requires it.
module.exports = function entries(object) {
  return Object.entries(object);
};
