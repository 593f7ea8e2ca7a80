/**
 * Lands links to an anchor exactly, inside the site.
 *
 * On a math page, blocks with formulas far from the screen are not laid out until needed
 * (content-visibility in src/css/custom.css), so the position of a heading further down is a
 * guess until the blocks above it are drawn. When the site navigates to `page#anchor` without
 * a page load (a search hit does), the browser's `:target` does not change, so the CSS rule
 * that draws those blocks does not apply: this module draws them and scrolls to the anchor
 * again, now to its real place.
 */
import type {ClientModule} from '@docusaurus/types';

/** Lays out every block of the article that comes before `target`; returns whether it was in one. */
export function layOutBlocksAbove(target: Element): boolean {
  const article = target.closest('.theme-doc-markdown');
  if (!article) return false;
  for (const block of Array.from(article.children)) {
    if (block === target || block.contains(target)) return true;
    if (block instanceof HTMLElement) block.style.contentVisibility = 'visible';
  }
  return true;
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    // A page load is the browser's job (and :target's); only site navigation comes here.
    if (!previousLocation || !location.hash) return;
    let id: string;
    try {
      id = decodeURIComponent(location.hash.slice(1));
    } catch {
      return; // a malformed hash points nowhere
    }
    const target = document.getElementById(id);
    if (target && layOutBlocksAbove(target)) target.scrollIntoView();
  },
};

export default clientModule;
