/**
 * A dynamic import fetched once per page life and shared by every caller; a
 * failed fetch (offline, a new deploy) is forgotten, so the next call tries
 * again. The one load-once helper for the on-demand chunks (search modal,
 * assistant panel).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((err: unknown) => {
      pending = null;
      throw err;
    });
    return pending;
  };
}
