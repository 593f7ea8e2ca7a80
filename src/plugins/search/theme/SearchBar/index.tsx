/**
 * The navbar's search, written for this site: a small button that looks like
 * DocSearch's, and the keyboard shortcuts (Ctrl/Cmd+K, and / when not typing).
 * The DocSearch modal, its styles, the search engine and the index load on
 * the first interaction (hover, focus, touch, click or a shortcut) and only
 * then, so they add almost nothing to a page's first load.
 *
 * Not @docsearch/react's DocSearchButton and useDocSearchKeyboardEvents: they
 * are on every page's first load, and cost more than this file (measured,
 * gzip: the button 2.1 KiB plus its stylesheet, the hook 0.9 KiB, against
 * 1.9 KiB for this button, its shortcuts and styles). The hook also ignores
 * "/" while a button has focus, which the shortcut rules here do not.
 */
import {useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import {usePluginData} from '@docusaurus/useGlobalData';
import {PLUGIN_NAME, type SearchGlobalData} from '../../shared/types';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type * as ModalModule from './Modal';
// Straight from the storage module: compat/docsearch would bring the modal's helpers into every page.
import {installMemoryStorageIfBlocked} from '../../compat/storage';
import {loadOnce} from '../../../../utils/loadOnce';
import styles from './styles.module.css';

/** The modal's code, fetched once; a failed fetch is retried on the next interaction. */
const loadModal = loadOnce(() => import('./Modal'));

/** True while the user types somewhere: "/" must then type a slash. */
function isTyping(event: KeyboardEvent): boolean {
  const target = (event.composedPath()[0] ?? event.target) as HTMLElement | null;
  if (!target || !('tagName' in target)) return false;
  return (
    target.isContentEditable ||
    target.tagName === 'INPUT' ||
    target.tagName === 'SELECT' ||
    target.tagName === 'TEXTAREA'
  );
}

function SearchIcon(): ReactNode {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
      <circle cx="11" cy="11" r="8" stroke="currentColor" fill="none" strokeWidth="1.6" />
      <path d="m21 21-4.3-4.3" stroke="currentColor" fill="none" strokeLinecap="round" />
    </svg>
  );
}

export default function SearchBar(): ReactNode {
  const data = usePluginData(PLUGIN_NAME) as SearchGlobalData;
  const history = useHistory();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [Modal, setModal] = useState<ComponentType<ModalModule.SearchModalProps> | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  // The key hint depends on the platform, which only the browser knows
  // (the static HTML and the hydration render show none).
  const isBrowser = useIsBrowser();
  const modifier = isBrowser
    ? /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform)
      ? '⌘'
      : 'Ctrl'
    : null;

  /** Starts loading the modal and the index before the user needs them. */
  const prepare = useCallback(() => {
    loadModal()
      .then((m) => m.prepare(data))
      // A failure here shows up, with its message, when the modal opens.
      .catch(() => undefined);
  }, [data]);

  /** Undoes the storage stand-in once the modal closes. */
  const restoreStorage = useRef<(() => void) | null>(null);

  const open = useCallback(() => {
    loadModal().then(
      (m) => {
        restoreStorage.current ??= installMemoryStorageIfBlocked();
        // Before DocSearch reads its saved searches, which it does once, on mount.
        m.checkSavedSearches(data);
        setModal(() => m.default);
        setIsOpen(true);
      },
      () => {
        // The modal's code could not be fetched: the search page still works.
        history.push(data.searchPagePath);
      },
    );
  }, [data, history]);

  const close = useCallback(() => {
    setIsOpen(false);
    buttonRef.current?.focus();
  }, []);

  // The stand-in goes once the modal has unmounted (or this component has).
  useEffect(() => {
    if (isOpen) return undefined;
    restoreStorage.current?.();
    restoreStorage.current = null;
    return undefined;
  }, [isOpen]);
  useEffect(() => () => restoreStorage.current?.(), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const key = event.key?.toLowerCase();
      if (key === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey) {
        event.preventDefault();
        if (isOpen) close();
        else open();
      } else if (event.key === 'Escape' && isOpen) {
        event.preventDefault();
        close();
      } else if (
        event.key === '/' &&
        !isOpen &&
        !event.metaKey &&
        !event.ctrlKey &&
        !event.altKey &&
        !isTyping(event)
      ) {
        event.preventDefault();
        open();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, open, close]);

  const shortcut = modifier === '⌘' ? 'Meta+K' : 'Control+K';
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label={`Search (${modifier === '⌘' ? '⌘' : 'Ctrl'}+K)`}
        aria-keyshortcuts={shortcut}
        onClick={open}
        onPointerEnter={prepare}
        onFocus={prepare}
        onTouchStart={prepare}>
        <span className={styles.container}>
          <SearchIcon />
          <span className={styles.placeholder}>Search</span>
        </span>
        <span className={styles.keys} aria-hidden="true">
          {modifier && (
            <>
              <kbd className={styles.key}>{modifier}</kbd>
              <kbd className={styles.key}>K</kbd>
            </>
          )}
        </span>
      </button>
      {isOpen && Modal && <Modal data={data} onClose={close} />}
    </>
  );
}
