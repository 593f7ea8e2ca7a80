/**
 * Runs `task` when the browser is idle, at the latest after `timeoutMs`;
 * where there is no idle callback (Safari) after a short timer. Returns a
 * function that cancels it. The one idle helper of the site.
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const id = globalThis.requestIdleCallback(task, {timeout: timeoutMs});
    return () => globalThis.cancelIdleCallback(id);
  }
  const timer = setTimeout(task, Math.min(50, timeoutMs));
  return () => clearTimeout(timer);
}
