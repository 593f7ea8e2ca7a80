/**
 * Browser storage that refuses a write (full, or blocked by a privacy setting
 * or policy) costs the reader nothing for the rest of the visit: the value is
 * kept in memory and read back from there, so the colour mode, the search's
 * recent searches and the assistant's conversation carry on, and one console
 * warning says so (a storage failure is logged, and the site works
 * without storage). Without this, every write that failed logged an error of
 * its own (the colour mode, DocSearch's saved searches) and recent searches
 * were lost.
 *
 * Storage that cannot be opened at all (reading `window.localStorage` throws)
 * is left as it is: Docusaurus then keeps its settings in React state and
 * warns once itself, and the search modal has its own stand-in (SearchBar's
 * storage.ts). A replacement object would not do: Docusaurus announces each
 * write with a StorageEvent, which accepts only the browser's own Storage.
 */

export const WARNING =
  'Browser storage refused a write: settings, recent searches and the assistant conversation are kept for this visit only.';

/** What the fallback needs of `window` (a stand-in in unit tests). */
export type StorageWindow = {
  localStorage: Storage;
  sessionStorage: Storage;
  Storage: {prototype: Storage};
  console: {warn: (...data: unknown[]) => void};
};

const INSTALLED = Symbol.for('vara-docs.storage-fallback');

export function installStorageFallback(win: StorageWindow): void {
  const proto = win.Storage.prototype as Storage & {[INSTALLED]?: true};
  if (proto[INSTALLED]) return;
  proto[INSTALLED] = true;

  let warned = false;
  const warnOnce = () => {
    if (warned) return;
    warned = true;
    win.console.warn(WARNING);
  };
  // Values that storage refused, per storage object.
  const kept = new WeakMap<Storage, Map<string, string>>();
  const keptFor = (storage: Storage) => {
    let map = kept.get(storage);
    if (!map) kept.set(storage, (map = new Map()));
    return map;
  };

  const {getItem, setItem, removeItem} = proto;
  proto.setItem = function setItemOrKeep(this: Storage, key: string, value: string): void {
    try {
      setItem.call(this, key, value);
      kept.get(this)?.delete(String(key));
    } catch {
      keptFor(this).set(String(key), String(value));
      warnOnce();
    }
  };
  proto.getItem = function getKeptOrItem(this: Storage, key: string): string | null {
    const map = kept.get(this);
    if (map?.has(String(key))) return map.get(String(key)) ?? null;
    return getItem.call(this, key);
  };
  proto.removeItem = function removeKeptAndItem(this: Storage, key: string): void {
    kept.get(this)?.delete(String(key));
    try {
      removeItem.call(this, key);
    } catch {
      warnOnce();
    }
  };
}
