// The iframe-resizer child script has no typings: it only installs
// window.parentIFrame, which src/clientModules/iframeResizer.ts declares.
declare module 'iframe-resizer/js/iframeResizer.contentWindow.min.js';
