/**
 * The navbar's search: button, shortcuts and the modal's frame with its box,
 * in every page's code so the box takes keys from the frame the modal opens
 * in. The body (./Modal.tsx), its styles, the worker and the index load on the
 * first sign of intent.
 */
import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import {createPortal} from 'react-dom';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
import {usePluginData} from '@docusaurus/useGlobalData';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {SEARCH_REQUEST_EVENT, type SearchRequest} from '../../shared/openSearch';
import {PLUGIN_NAME, type SearchGlobalData} from '../../shared/types';
import type * as ModalModule from './Modal';
import {loadOnce} from '../../../../utils/loadOnce';
import {nextTask} from '../../../../utils/idle';
import {startSearchWorker} from '../../client/startWorker';
import styles from './styles.module.css';
// DocSearch's variables are set on the root element: arriving with the modal's styles, they would
// restyle the whole page in one task; here they are in place from the first paint.
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';

const loadModal = loadOnce(() => import('./Modal'));
/** A small chunk: the index download starts while the modal's code is on its way. */
const loadClient = loadOnce(() => import('../../client'));

/** "/" then types a slash. */
function isTyping(event: KeyboardEvent): boolean {
  const target = event.composedPath()[0];
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

function SearchIcon({className}: {className?: string}): ReactNode {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" className={className}>
      <circle cx="11" cy="11" r="8" stroke="currentColor" fill="none" strokeWidth="1.6" />
      <path d="m21 21-4.3-4.3" stroke="currentColor" fill="none" strokeLinecap="round" />
    </svg>
  );
}

/** What the body tells the box: the combobox ids, its keys and the Tab cycle. */
export type BoxLink = {
  readonly listId?: string;
  readonly activeId?: string;
  readonly onKeyDown?: (event: ReactKeyboardEvent<HTMLInputElement>) => void;
  readonly onTab?: (modal: HTMLElement, event: KeyboardEvent) => void;
};

/** DocSearch's markup; styles.module.css draws the box until the body brings DocSearch's CSS. */
function SearchModal(props: {
  data: SearchGlobalData;
  open: boolean;
  modal: typeof ModalModule | null;
  onClose: () => void;
  frame: RefObject<HTMLDivElement | null>;
  input: RefObject<HTMLInputElement | null>;
}): ReactNode {
  const {data, open, modal, onClose, frame, input} = props;
  const [query, setQuery] = useState('');
  const [link, setLink] = useState<BoxLink>({});
  const dialog = useRef<HTMLDivElement>(null);
  const setQueryAndFocus = useCallback(
    (value: string) => {
      setQuery(value);
      input.current?.focus();
    },
    [input],
  );
  // In the commit that draws the box, without scrolling to it: a scroll would lay out the whole
  // page in this task, and the box is fixed on screen anyway.
  useLayoutEffect(() => {
    if (open) input.current?.focus({preventScroll: true});
  }, [open, input]);
  return createPortal(
    <div
      ref={frame}
      hidden={!open}
      className={clsx('DocSearch-Container', styles.layer, !modal && styles.early)}
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialog}
        className="DocSearch-Modal"
        role="dialog"
        aria-modal="true"
        aria-label="Search docs"
        onKeyDown={(event) => {
          if (link.onTab && dialog.current) link.onTab(dialog.current, event.nativeEvent);
          else if (event.key === 'Tab') event.preventDefault();
        }}>
        <header className="DocSearch-SearchBar">
          <form
            className="DocSearch-Form"
            role="search"
            onSubmit={(event) => event.preventDefault()}
            onReset={() => setQueryAndFocus('')}>
            <label className="DocSearch-MagnifierLabel" htmlFor="search-modal-input">
              <SearchIcon />
            </label>
            <input
              ref={input}
              id="search-modal-input"
              className="DocSearch-Input"
              aria-label="Search docs"
              placeholder="Search docs"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={link.listId !== undefined}
              aria-controls={link.listId}
              aria-activedescendant={link.activeId}
              type="search"
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={512}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={link.onKeyDown}
            />
            {open && modal && <modal.Actions query={query} onClose={onClose} />}
          </form>
        </header>
        {open && modal && (
          <modal.default
            data={data}
            query={query}
            setQuery={setQueryAndFocus}
            onClose={onClose}
            onLink={setLink}
          />
        )}
      </div>
    </div>,
    document.body,
  );
}

export default function SearchBar(): ReactNode {
  const data = usePluginData(PLUGIN_NAME) as SearchGlobalData;
  const history = useHistory();
  const button = useRef<HTMLButtonElement>(null);
  const [modal, setModal] = useState<typeof ModalModule | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  // Each close draws a new frame (generation), so a new search starts empty.
  const [generation, setGeneration] = useState(0);
  // Only the browser knows the platform (static HTML shows no keys); the modal's frame is drawn,
  // hidden, as soon as the page has hydrated (a portal is not in static HTML), so opening it only
  // shows it and focuses its box.
  const isBrowser = useIsBrowser();
  const mac = isBrowser && /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform);

  // One load a task, after the event that asked: the keys typed meanwhile are not held up.
  const prepare = useCallback(() => {
    const worker = nextTask().then(() => !data.hosted && startSearchWorker(data.manifestPath));
    const client = worker.then(nextTask).then(loadClient);
    // A failure shows up once the reader searches.
    client.then((c) => c.getSearchClient(data).prepare()).catch(() => undefined);
    const body = client.then(nextTask, nextTask).then(loadModal);
    // In slices: keys typed meanwhile come first.
    body.then((m) => startTransition(() => setModal(m))).catch(() => undefined);
    return body;
  }, [data]);

  const frame = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLInputElement>(null);
  // What the keys read: isOpen lags while React draws an opening in slices (an Escape must close).
  const shown = useRef(false);
  // A new frame, hidden: the one shown by hand below may not be React's to hide yet.
  const hide = useCallback(() => {
    shown.current = false;
    setIsOpen(false);
    setGeneration((n) => n + 1);
  }, []);
  const open = useCallback(() => {
    shown.current = true;
    if (frame.current && box.current) {
      // Drawn already: shown and given the keys in this task, React catches up in slices.
      frame.current.hidden = false;
      box.current.focus({preventScroll: true});
      startTransition(() => setIsOpen(true));
    } else setIsOpen(true);
    prepare().catch(() => {
      hide();
      history.push(data.searchPagePath);
    });
  }, [data, history, prepare, hide]);

  // The control that opened the modal, when not this button (shared/openSearch.ts).
  const opener = useRef<HTMLElement | null>(null);
  const close = useCallback(() => {
    hide();
    (opener.current ?? button.current)?.focus();
    opener.current = null;
  }, [hide]);

  // Ctrl/Cmd+K, "/" when not typing, Escape; Ctrl/Cmd alone starts fetching before the K.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.key === 'Control' || event.key === 'Meta') && !shown.current) prepare();
      const plain = !event.metaKey && !event.ctrlKey && !event.altKey;
      if (event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey) {
        event.preventDefault();
        if (shown.current) close();
        else open();
      } else if (event.key === 'Escape' && shown.current) {
        event.preventDefault();
        close();
      } else if (event.key === '/' && !shown.current && plain && !isTyping(event)) {
        event.preventDefault();
        open();
      }
    };
    const onRequest = (event: Event) => {
      const request = (event as CustomEvent<SearchRequest>).detail;
      event.preventDefault();
      if (request.action === 'prepare') prepare();
      else if (!shown.current) {
        opener.current = request.opener ?? null;
        open();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener(SEARCH_REQUEST_EVENT, onRequest);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener(SEARCH_REQUEST_EVENT, onRequest);
    };
  }, [open, close, prepare]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={`DocSearch-Button ${styles.button}`}
        aria-label={`Search (${mac ? '⌘' : 'Ctrl'}+K)`}
        aria-keyshortcuts={mac ? 'Meta+K' : 'Control+K'}
        onClick={open}
        // A touch enters the button too.
        onPointerEnter={prepare}
        onFocus={prepare}>
        <span className="DocSearch-Button-Container">
          <SearchIcon className="DocSearch-Search-Icon" />
          <span className="DocSearch-Button-Placeholder">Search</span>
        </span>
        <span className="DocSearch-Button-Keys" aria-hidden="true">
          {isBrowser && (
            <>
              <kbd className={clsx('DocSearch-Button-Key', !mac && 'DocSearch-Button-Key--ctrl')}>
                {mac ? '⌘' : 'Ctrl'}
              </kbd>
              <kbd className="DocSearch-Button-Key">K</kbd>
            </>
          )}
        </span>
      </button>
      {(isBrowser || isOpen) && (
        <SearchModal
          key={generation}
          data={data}
          open={isOpen}
          modal={modal}
          onClose={close}
          frame={frame}
          input={box}
        />
      )}
    </>
  );
}
