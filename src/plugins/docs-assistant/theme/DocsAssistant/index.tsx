/**
 * The docs assistant's launcher (spec §2 "Docs assistant"). It is on every
 * docs page, so it is small: the panel, its styles and the answer logic load
 * on the first hover, focus or touch, and the index with them. With the
 * hosted widget configured, that widget's script loads instead, after the
 * first interaction or when the browser is idle, never blocking the page.
 */
import {useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import {ASSISTANT_PLUGIN_NAME, type AssistantGlobalData, type HostedAssistant} from '../../types';
import {PLUGIN_NAME, type SearchGlobalData} from '../../../search/shared/types';
import type * as PanelModule from './Panel';
import styles from './styles.module.css';

let panelModule: Promise<typeof PanelModule> | null = null;

/** The panel's code, fetched once; a failed fetch is retried on the next interaction. */
function loadPanel(): Promise<typeof PanelModule> {
  panelModule ??= import('./Panel').catch((err: unknown) => {
    panelModule = null;
    throw err;
  });
  return panelModule;
}

declare global {
  interface Window {
    /** What the hosted widget reads on start (the spec's client key). */
    docsAssistantConfig?: {readonly key: string};
  }
}

let hostedInjected = false;

/** Adds the hosted widget's script once per page life, with the key in every form a widget may read it. */
export function injectHostedScript(hosted: HostedAssistant): void {
  if (hostedInjected) return;
  hostedInjected = true;
  window.docsAssistantConfig = {key: hosted.key};
  const script = document.createElement('script');
  script.src = hosted.scriptUrl.replaceAll('{key}', encodeURIComponent(hosted.key));
  script.async = true;
  script.dataset.key = hosted.key;
  script.id = 'docs-assistant-script';
  document.body.appendChild(script);
}

const INTERACTIONS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'scroll'] as const;
/** Longest wait for an idle moment before the widget loads anyway. */
const IDLE_TIMEOUT_MS = 5000;

function HostedLoader({hosted}: {readonly hosted: HostedAssistant}): ReactNode {
  useEffect(() => {
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      INTERACTIONS.forEach((type) => window.removeEventListener(type, load));
      if (idle !== undefined) window.cancelIdleCallback?.(idle);
      if (timer !== undefined) clearTimeout(timer);
    };
    function load() {
      stop();
      injectHostedScript(hosted);
    }
    INTERACTIONS.forEach((type) => window.addEventListener(type, load, {passive: true}));
    if (typeof window.requestIdleCallback === 'function') {
      idle = window.requestIdleCallback(load, {timeout: IDLE_TIMEOUT_MS});
    } else {
      timer = setTimeout(load, IDLE_TIMEOUT_MS);
    }
    return stop;
  }, [hosted]);
  return null;
}

function Launcher(): ReactNode {
  const search = usePluginData(PLUGIN_NAME) as SearchGlobalData;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [Panel, setPanel] = useState<ComponentType<PanelModule.PanelProps> | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [failed, setFailed] = useState(false);

  const prepare = useCallback(() => {
    loadPanel().then(
      (m) => m.prepare(search),
      // Shown, with a retry, when the reader clicks.
      () => undefined,
    );
  }, [search]);

  const open = useCallback(() => {
    loadPanel().then(
      (m) => {
        setFailed(false);
        setPanel(() => m.default);
        setIsOpen(true);
      },
      () => setFailed(true),
    );
  }, []);

  const close = useCallback((returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  return (
    <div className={styles.dock}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.launcher}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={prepare}
        onFocus={prepare}
        onTouchStart={prepare}
        onClick={() => (isOpen ? close(true) : open())}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M4 5h16v11H9l-5 4z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
        Ask the docs
      </button>
      {failed ? (
        <p role="alert" className={styles.failed}>
          The assistant could not load. Check your connection and press the button again.
        </p>
      ) : null}
      {isOpen && Panel ? <Panel onClose={close} /> : null}
    </div>
  );
}

export default function DocsAssistant(): ReactNode {
  const data = usePluginData(ASSISTANT_PLUGIN_NAME) as AssistantGlobalData | undefined;
  return data?.hosted ? <HostedLoader hosted={data.hosted} /> : <Launcher />;
}
