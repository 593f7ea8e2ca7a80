/**
 * Lets the network's own apps embed portal pages in an iframe that fits its
 * content. The child script (iframe-resizer, from npm) is loaded only when the
 * page really is framed, so ordinary visits pay nothing for it; after each
 * client-side navigation the parent is told the new height.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';

type ParentIFrame = {size: () => void};
declare global {
  interface Window {
    parentIFrame?: ParentIFrame;
  }
}

export function isFramed(win: Pick<Window, 'self' | 'top'>): boolean {
  try {
    return win.self !== win.top;
  } catch {
    // Reading window.top throws across origins: that also means we are framed.
    return true;
  }
}

if (ExecutionEnvironment.canUseDOM && isFramed(window)) {
  void import('iframe-resizer/js/iframeResizer.contentWindow.min.js');
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    window.parentIFrame?.size();
  },
};

export default clientModule;
