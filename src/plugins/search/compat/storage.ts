/**
 * (7) in compat/docsearch.tsx: DocSearch's modal reads `window.localStorage`
 * without a guard when it mounts, which throws where storage is blocked
 * (strict privacy settings, some iframes) and takes the modal down. While the
 * modal is open on such a page, `window.localStorage` answers from memory
 * instead, so search works and recent searches last for the visit (the site
 * works without storage). Pages with working storage are left untouched.
 */
import {MemoryStorage} from '../../../utils/memoryStorage';

/** One memory store per page life, so that recent searches outlive a closed modal. */
let memory: MemoryStorage | null = null;

function storageWorks(): boolean {
  try {
    return window.localStorage !== null && typeof window.localStorage.getItem === 'function';
  } catch {
    return false;
  }
}

/**
 * Makes `window.localStorage` usable until the returned function is called.
 * Does nothing (and restores nothing) when storage already works.
 */
export function installMemoryStorageIfBlocked(): () => void {
  if (storageWorks()) return () => undefined;
  const own = Object.getOwnPropertyDescriptor(window, 'localStorage');
  if (own && !own.configurable) return () => undefined;
  memory ??= new MemoryStorage();
  const store = memory;
  Object.defineProperty(window, 'localStorage', {configurable: true, get: () => store});
  return () => {
    if (own) Object.defineProperty(window, 'localStorage', own);
    else delete (window as {localStorage?: Storage}).localStorage;
  };
}
