// Preloaded by `npm run test:unit` (package.json). Jest 30.5 requires ES modules natively on Node
// 24.9 and newer (it checks vm.SourceTextModule.prototype.hasAsyncGraph). That path evaluates the
// ESM-only packages we let next/jest's SWC transform (jose, next-intl…: see jest.config.js)
// as ES modules, but the transform has already turned them into CommonJS, so they fail with
// "exports is not defined". Hiding the method keeps Jest on the transform-then-require path it
// takes on Node 20 and 22, which works on every line we support. Test harness only; the app never
// loads this file.
const vm = require('node:vm');

if (vm.SourceTextModule && typeof vm.SourceTextModule.prototype.hasAsyncGraph === 'function') {
  delete vm.SourceTextModule.prototype.hasAsyncGraph;
}
