// The engine's own built-ins, captured when this module is evaluated: import it FIRST in a test
// file, before anything that may load pdf.js (core-js dresses its replacements up as native code,
// so only the identity of the function tells).
export const NATIVE = {
  stringify: JSON.stringify,
  parse: JSON.parse,
  push: Array.prototype.push,
};
