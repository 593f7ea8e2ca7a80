/**
 * The navbar's search, written for this site: a small button that looks like
 * DocSearch's, and the keyboard shortcuts (Ctrl/Cmd+K, and / when not typing).
 * The DocSearch modal, its styles, the search worker and the index load on
 * the first sign of intent (hover, focus, touch, the Ctrl/Cmd key of the
 * shortcut, a click) and only then, so they add almost nothing to a page's
 * first load. Opened before its code has arrived, it shows a stand-in box
 * that takes the keystrokes until the modal replaces it.
 *
 * Not @docsearch/react's DocSearchButton and useDocSearchKeyboardEvents: they
 * are on every page's first load, and cost more than this file (measured,
 * gzip: the button 2.1 KiB plus its stylesheet, the hook 0.9 KiB, against
 * 1.9 KiB for this button, its shortcuts and styles). The hook also ignores
 * "/" while a button has focus, which the shortcut rules here do not.
 */
import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import {createPortal} from 'react-dom';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
import {usePluginData} from '@docusaurus/useGlobalData';
import {STAND_IN_ATTRIBUTE} from '../../shared/standIn';
import {SEARCH_REQUEST_EVENT, type SearchRequest} from '../../shared/openSearch';
import {PLUGIN_NAME, type SearchGlobalData} from '../../shared/types';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type * as ModalModule from './Modal';
// Straight from the storage module: compat/docsearch would bring the modal's helpers into every page.
import {installMemoryStorageIfBlocked} from '../../compat/storage';
import {loadOnce} from '../../../../utils/loadOnce';
import {startSearchWorker} from '../../client/startWorker';
import styles from './styles.module.css';

/** The modal's module once it has arrived: later opens render it at once. */
let loadedModal: typeof ModalModule | null = null;

/** The modal's code, fetched once; a failed fetch is retried on the next interaction. */
const loadModal = loadOnce(() =>
  import('./Modal').then((m) => {
    loadedModal = m;
    return m;
  }),
);

/**
 * The search client alone, a small chunk: it starts the worker and the
 * index download while the modal's larger code is still on its way.
 */
const loadClient = loadOnce(() => import('../../client'));

/**
 * Stands in for DocSearch's search box while the modal's code is on its way
 * (a shortcut pressed with no hover before it): the reader can type at once,
 * and what was typed becomes the modal's first query. Styled like DocSearch's
 * box by its own rules (DocSearch's styles may not be here yet). It stays
 * over the modal until the modal has been drawn under it.
 *
 * The box is not a controlled input: a keystroke that changed React state
 * would restart the modal's first render (a transition) each time, and a
 * fast typist would hold the modal back until they stopped.
 */
function ShellInput({
  onType,
  onClose,
  overModal,
}: {
  onType: (value: string) => void;
  onClose: () => void;
  /** The modal is drawn under it. */
  overModal: boolean;
}): ReactNode {
  // On the body, as the modal is: it stays over the modal until that takes over.
  return createPortal(
    <div
      // No DocSearch class names: those name the modal, under this box for a moment.
      className={clsx(styles.shell, overModal && styles.shellOverModal)}
      {...{[STAND_IN_ATTRIBUTE]: ''}}
      role="dialog"
      aria-modal="true"
      aria-label="Search docs"
      // A click on the backdrop closes, as on DocSearch's.
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
      // Tab stays in the box (its only control), as it does in the modal that
      // replaces it; the focus trap helper would add to every page's first load.
      onKeyDown={(event) => event.key === 'Tab' && event.preventDefault()}>
      <div className={styles.shellModal}>
        <header>
          <form role="search" onSubmit={(e) => e.preventDefault()}>
            <input
              className={styles.shellInput}
              aria-label="Search docs"
              placeholder="Search docs"
              autoFocus
              autoComplete="off"
              spellCheck={false}
              maxLength={512}
              type="search"
              onInput={(event) => onType(event.currentTarget.value)}
            />
          </form>
        </header>
      </div>
    </div>,
    document.body,
  );
}

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

/** The key hint's modifier; only the browser knows the platform (static HTML shows none). */
function useModifierKey(): '⌘' | 'Ctrl' | null {
  const isBrowser = useIsBrowser();
  if (!isBrowser) return null;
  return /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl';
}

/**
 * Ctrl/Cmd+K opens and closes, "/" opens when the reader is not typing,
 * Escape closes; the Ctrl/Cmd key alone starts fetching before the K arrives.
 */
function useShortcuts(actions: {
  isOpen: boolean;
  open: () => void;
  close: () => void;
  prepare: () => void;
}): void {
  const {isOpen, open, close, prepare} = actions;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const key = event.key?.toLowerCase();
      if ((event.key === 'Control' || event.key === 'Meta') && !isOpen) prepare();
      const plain = !event.metaKey && !event.ctrlKey && !event.altKey;
      if (key === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey) {
        event.preventDefault();
        if (isOpen) close();
        else open();
      } else if (event.key === 'Escape' && isOpen) {
        event.preventDefault();
        close();
      } else if (event.key === '/' && !isOpen && plain && !isTyping(event)) {
        event.preventDefault();
        open();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, open, close, prepare]);
}

/**
 * The in-memory storage DocSearch gets where browser storage is blocked:
 * `install` puts it in place (once per opening); it is undone once the
 * modal has closed, or this component has gone.
 */
function useStorageStandIn(isOpen: boolean): () => void {
  const restore = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (isOpen) return undefined;
    restore.current?.();
    restore.current = null;
    return undefined;
  }, [isOpen]);
  useEffect(() => () => restore.current?.(), []);
  return useCallback(() => {
    restore.current ??= installMemoryStorageIfBlocked();
  }, []);
}

/** The navbar button: looks like DocSearch's, starts loading on any sign of intent. */
function SearchButton({
  buttonRef,
  onOpen,
  onIntent,
}: {
  buttonRef: RefObject<HTMLButtonElement | null>;
  onOpen: () => void;
  onIntent: () => void;
}): ReactNode {
  const modifier = useModifierKey();
  return (
    <button
      ref={buttonRef}
      type="button"
      className={styles.button}
      aria-label={`Search (${modifier === '⌘' ? '⌘' : 'Ctrl'}+K)`}
      aria-keyshortcuts={modifier === '⌘' ? 'Meta+K' : 'Control+K'}
      onClick={onOpen}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}>
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
  );
}

export default function SearchBar(): ReactNode {
  const data = usePluginData(PLUGIN_NAME) as SearchGlobalData;
  const history = useHistory();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [Modal, setModal] = useState<ComponentType<ModalModule.SearchModalProps> | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  // The stand-in box is shown from an opening before the modal's code is
  // here until the modal, drawn under it, takes over (Modal.tsx useFocusOnOpen).
  const [standInShown, setStandInShown] = useState(false);
  // What the reader typed into the stand-in box before the modal took over
  // (read by the modal as it takes over; no state, see ShellInput).
  const early = useRef('');
  const onType = useCallback((value: string) => {
    early.current = value;
  }, []);
  const standIn = useMemo<ModalModule.StandIn>(
    () => ({typed: () => early.current, done: () => setStandInShown(false)}),
    [],
  );
  const installStorage = useStorageStandIn(isOpen);

  /** Starts loading the modal and the index before the user needs them. */
  const prepare = useCallback(() => {
    // The worker first: its download need not wait for the client's code.
    if (!data.hosted) startSearchWorker(data.manifestPath);
    loadClient()
      .then((client) => client.getSearchClient(data).prepare())
      // A failure here shows up, with its message, when the modal opens.
      .catch(() => undefined);
    loadModal().catch(() => undefined);
  }, [data]);

  const show = useCallback(
    (m: typeof ModalModule) => {
      installStorage();
      // Before DocSearch reads its saved searches, which it does once, on mount.
      m.checkSavedSearches(data);
      // Drawn as a transition: the modal's first render (a large tree) is
      // done in slices, and the stand-in box keeps taking keys meanwhile.
      startTransition(() => setModal(() => m.default));
    },
    [data, installStorage],
  );

  const open = useCallback(() => {
    // The box shows at once: the modal itself if its code is here, else the
    // stand-in box until it is. The index starts downloading meanwhile.
    early.current = '';
    setIsOpen(true);
    if (loadedModal) {
      show(loadedModal);
      return;
    }
    setStandInShown(true);
    prepare();
    loadModal().then(show, () => {
      // The modal's code could not be fetched: the search page still works.
      setIsOpen(false);
      history.push(data.searchPagePath);
    });
  }, [data, history, prepare, show]);

  // The control that opened the modal, when not this button (shared/openSearch.ts).
  const opener = useRef<HTMLElement | null>(null);
  const close = useCallback(() => {
    setIsOpen(false);
    setStandInShown(false);
    (opener.current ?? buttonRef.current)?.focus();
    opener.current = null;
  }, []);

  useShortcuts({isOpen, open, close, prepare});

  useEffect(() => {
    const onRequest = (event: Event) => {
      const request = (event as CustomEvent<SearchRequest>).detail;
      event.preventDefault();
      if (request.action === 'prepare') prepare();
      else if (!isOpen) {
        opener.current = request.opener ?? null;
        open();
      }
    };
    window.addEventListener(SEARCH_REQUEST_EVENT, onRequest);
    return () => window.removeEventListener(SEARCH_REQUEST_EVENT, onRequest);
  }, [isOpen, open, prepare]);

  return (
    <>
      <SearchButton buttonRef={buttonRef} onOpen={open} onIntent={prepare} />
      {isOpen && Modal && (
        <Modal data={data} onClose={close} standIn={standInShown ? standIn : undefined} />
      )}
      {isOpen && (standInShown || !Modal) && (
        <ShellInput onType={onType} onClose={close} overModal={Modal !== null} />
      )}
    </>
  );
}
