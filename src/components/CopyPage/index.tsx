import React, {useEffect, useRef, useState} from 'react';
import {translate} from '@docusaurus/Translate';
import {copyText} from '@site/src/utils/clipboard';
import styles from './styles.module.css';

type Props = {
  /** Same-origin URL of the page's Markdown twin, e.g. /docs/about.md. */
  readonly markdownUrl: string;
};

type Status = 'idle' | 'copying' | 'copied' | 'failed';

/** How long the "Copied" notice stays before it clears. */
const NOTICE_MS = 4000;

/**
 * "Copy page": puts the page's Markdown on the clipboard for pasting into a
 * chat or an editor, announces the result, and links to the Markdown itself.
 */
export default function CopyPage({markdownUrl}: Props): React.JSX.Element {
  const [status, setStatus] = useState<Status>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function copy() {
    window.clearTimeout(timer.current);
    setStatus('copying');
    let ok = false;
    try {
      const response = await fetch(markdownUrl);
      ok = response.ok && (await copyText(await response.text()));
    } catch {
      ok = false;
    }
    setStatus(ok ? 'copied' : 'failed');
    if (ok) timer.current = window.setTimeout(() => setStatus('idle'), NOTICE_MS);
  }

  const notice = {
    idle: '',
    copying: translate({id: 'copyPage.copying', message: 'Copying…'}),
    copied: translate({id: 'copyPage.copied', message: 'Copied'}),
    failed: translate({
      id: 'copyPage.failed',
      message: 'Could not copy. Open “View as Markdown” and copy from there.',
    }),
  }[status];

  return (
    <div className={styles.copyPage}>
      <button
        type="button"
        className={styles.button}
        onClick={() => void copy()}
        disabled={status === 'copying'}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" className={styles.icon}>
          <path
            fill="currentColor"
            d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z"
          />
        </svg>
        {translate({id: 'copyPage.button', message: 'Copy page'})}
      </button>
      <a className={styles.link} href={markdownUrl}>
        {translate({id: 'copyPage.view', message: 'View as Markdown'})}
      </a>
      <span className={styles.notice} role="status" aria-live="polite">
        {notice}
      </span>
    </div>
  );
}
