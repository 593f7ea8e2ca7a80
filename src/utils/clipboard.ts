import {useCallback, useEffect, useState} from 'react';

/**
 * Puts text on the clipboard; resolves false when the browser refused.
 * The async clipboard API first; where it is missing (plain http) or
 * refused, the old selection-based copy, which still works there.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return copyWithSelection(text);
  }
}

function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  // Off screen but selectable (display: none could not be selected).
  area.style.position = 'fixed';
  area.style.top = '-1000px';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

export type CopyStatus = 'idle' | 'copied' | 'failed';

/** How long a copy button says "Copied" or "Copy failed" before it reads "Copy" again. */
const STATUS_MS = 2000;

/**
 * A copy button's state: `copy(text)` copies, and `status` says what became
 * of it ('copied' or 'failed') for two seconds, then 'idle' again.
 */
export function useCopy(): {readonly status: CopyStatus; readonly copy: (text: string) => void} {
  const [status, setStatus] = useState<CopyStatus>('idle');
  useEffect(() => {
    if (status === 'idle') return undefined;
    const timer = window.setTimeout(() => setStatus('idle'), STATUS_MS);
    return () => window.clearTimeout(timer);
  }, [status]);
  const copy = useCallback((text: string) => {
    copyText(text).then(
      (ok) => setStatus(ok ? 'copied' : 'failed'),
      () => setStatus('failed'),
    );
  }, []);
  return {status, copy};
}
