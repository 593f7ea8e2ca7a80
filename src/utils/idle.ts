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

/**
 * Resolves in a new task, after whatever is already queued (messages,
 * input). A message is used rather than a timer: nested timers are held back
 * to 4 ms each, which adds up over a long series of small steps.
 */
export function nextTask(): Promise<void> {
  if (typeof MessageChannel === 'undefined') {
    return new Promise((resolve) => setTimeout(resolve, 0));
  }
  return new Promise((resolve) => {
    const {port1, port2} = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}

/**
 * Resolves after `ms` milliseconds: a rest for work that should leave the
 * CPU to others for a while, not just let queued tasks through (nextTask).
 */
export function afterMs(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
