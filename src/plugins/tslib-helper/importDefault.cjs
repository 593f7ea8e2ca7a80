'use strict';
// The one tslib helper @docusaurus/utils-common calls in the browser: a CommonJS module gets
// a `default` that points to it, an ES module is returned as it is.
exports.__importDefault = function __importDefault(mod) {
  return mod && mod.__esModule ? mod : {default: mod};
};
