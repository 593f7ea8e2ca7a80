/**
 * The modal's body, loaded on demand: start screen, results, no-results and
 * error screens, footer. It is the list of the SearchBar's combobox box.
 */
import {
  memo,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {createStorageSlot} from '@docusaurus/theme-common';
import {
  indexNameOf,
  missingResultsUrl,
  processResultUrl,
  searchPageUrl,
  type SearchHit,
} from '../../client';
import type {SearchGlobalData} from '../../shared/types';
import {trapTab} from '../../../../utils/focusTrap';
import {nextTask} from '../../../../utils/idle';
import type {BoxLink} from '.';
import {HitContent, Icon, ICONS, LetUsKnow, SUGGESTIONS, useAnswer} from './parts';
import {groupBySection, hitTexts, type Branch} from './results';
import {
  changeSavedSearches,
  readSavedSearches,
  storedSearchOf,
  withChosen,
  withFavorite,
  without,
  type SavedSearches,
  type StoredSearch,
} from './storedSearches';
import '@docsearch/css/dist/modal.css';
import './modal.css';

/** The box's clear and close buttons, shown with the body (the frame hides them until then). */
export function Actions({query, onClose}: {query: string; onClose: () => void}): ReactNode {
  return (
    <div className="DocSearch-Actions">
      <button type="reset" className="DocSearch-Clear" hidden={query === ''}>
        Clear
      </button>
      {query !== '' && <div className="DocSearch-Divider" />}
      <button type="button" className="DocSearch-Close" aria-label="Close" onClick={onClose}>
        <Icon d={ICONS.close} />
      </button>
    </div>
  );
}

export type BodyProps = {
  readonly data: SearchGlobalData;
  readonly query: string;
  /** Sets what the search box holds, and gives it the focus. */
  readonly setQuery: (query: string) => void;
  readonly onClose: () => void;
  readonly onLink: (link: BoxLink) => void;
};

type Option = {readonly hit: SearchHit; readonly branch: Branch};
type Choose<T> = (choice: T) => void;

const LIST_ID = 'search-modal-list';
/** Results drawn in the answer's first task: a screen of them. */
const FIRST_SCREEN = 8;
const optionId = (index: number) => `search-modal-option-${index}`;

/** A plain click is the modal's to follow; one the browser handles (new tab, …) is left to it. */
function followed(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return false;
  event.preventDefault();
  return true;
}

/** An effect's work in the next task, dropped when the effect is cleaned up first. */
function inNextTask(work: () => void): () => void {
  let live = true;
  void nextTask().then(() => live && work());
  return () => {
    live = false;
  };
}

type RowProps = {option: Option; index: number; selected: boolean; onChoose: Choose<Option>};

/** A result row, drawn again only when what it shows changes (not for every key or arrow). */
const HitRow = memo(
  function HitRow({option, index, selected, onChoose}: RowProps): ReactNode {
    return (
      <li className="DocSearch-Hit" role="none">
        <a
          role="option"
          id={optionId(index)}
          aria-selected={selected}
          href={processResultUrl(option.hit.url)}
          data-index={index}
          onClick={(event) => followed(event) && onChoose(option)}>
          <HitContent hit={option.hit} branch={option.branch}>
            {selected && (
              <div className="DocSearch-Hit-action">
                <Icon d={ICONS.enter} className="DocSearch-Hit-Select-Icon" />
              </div>
            )}
          </HitContent>
        </a>
      </li>
    );
  },
  (a, b) => a.index === b.index && a.selected === b.selected && sameRow(a.option, b.option),
);

/** Every key draws the list again: the same answer's option is the same object. */
function sameRow(a: Option, b: Option): boolean {
  if (a === b) return true;
  const [x, y] = [hitTexts(a.hit), hitTexts(b.hit)];
  return (
    a.hit.url === b.hit.url &&
    a.branch === b.branch &&
    a.hit.type === b.hit.type &&
    x.title === y.title &&
    x.path === y.path
  );
}

/** Recent and favourite searches: rows with buttons, so links the arrows focus, not options. */
function StartScreen(props: {
  saved: SavedSearches | null;
  onChoose: Choose<StoredSearch>;
  onChange: (change: (saved: SavedSearches) => SavedSearches) => void;
  onBack: () => void;
}): ReactNode {
  const {saved, onChoose, onChange, onBack} = props;
  if (!saved || (saved.recent.length === 0 && saved.favorite.length === 0)) {
    return (
      <div className="DocSearch-StartScreen">
        {saved && <p className="DocSearch-Help">No recent searches</p>}
      </div>
    );
  }
  const moveFocus = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const links = [...event.currentTarget.querySelectorAll('a')];
    const at = links.indexOf(event.target as HTMLAnchorElement);
    const next = links[at + (event.key === 'ArrowDown' ? 1 : -1)];
    if (next) next.focus();
    else if (event.key === 'ArrowUp') onBack();
  };
  const lists = [
    {title: 'Recent', entries: saved.recent, icon: ICONS.recent, from: 'history'},
    {title: 'Favorite', entries: saved.favorite, icon: ICONS.star, from: 'favorites'},
  ];
  const action = (title: string, icon: string, onClick: () => void) => (
    <span className="DocSearch-Hit-action">
      <button
        type="button"
        className="DocSearch-Hit-action-button"
        title={title}
        aria-label={title}
        onClick={onClick}>
        <Icon d={icon} />
      </button>
    </span>
  );
  return (
    <div className="DocSearch-Dropdown-Container" id="search-modal-saved" onKeyDown={moveFocus}>
      {lists.map(
        ({title, entries, icon, from}) =>
          entries.length > 0 && (
            <section key={title} className="DocSearch-Hits" aria-label={title}>
              <div className="DocSearch-Hit-source">{title}</div>
              <ul>
                {entries.map((entry) => (
                  <li key={entry.objectID} className="DocSearch-Hit">
                    <a href={entry.url} onClick={(event) => followed(event) && onChoose(entry)}>
                      <HitContent hit={entry} icon={icon} />
                    </a>
                    <span className="DocSearch-Hit-actions">
                      {title === 'Recent' &&
                        action('Save this search', ICONS.star, () =>
                          onChange((s) => withFavorite(s, entry)),
                        )}
                      {action(`Remove this search from ${from}`, ICONS.close, () =>
                        onChange((s) => without(s, entry)),
                      )}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ),
      )}
    </div>
  );
}

function Screen(props: {icon: string; className: string; children: ReactNode}): ReactNode {
  return (
    <div className={props.className}>
      <div className="DocSearch-Screen-Icon">
        <Icon d={props.icon} size={40} />
      </div>
      {props.children}
    </div>
  );
}

const COMMANDS = [
  ['Navigate', ['Arrow down', 'M10 4v12m-5-5 5 5 5-5'], ['Arrow up', 'M10 16V4M5 9l5-5 5 5']],
  ['Select', ['Enter', ICONS.enter]],
] as const;

function Footer({hosted}: {hosted: boolean}): ReactNode {
  return (
    <footer className="DocSearch-Footer">
      {hosted && (
        <div className="DocSearch-Logo">
          <a href="https://www.algolia.com/docsearch" target="_blank" rel="noopener noreferrer">
            Search by Algolia
          </a>
        </div>
      )}
      <ul className="DocSearch-Commands">
        {COMMANDS.map(([label, ...keys]) => (
          <li key={label}>
            {keys.map(([name, d]) => (
              <kbd key={name} className="DocSearch-Commands-Key">
                <Icon d={d} size={14} />
                <span className="DocSearch-VisuallyHiddenForAccessibility">{name}</span>
              </kbd>
            ))}
            <span className="DocSearch-Label">{label}</span>
          </li>
        ))}
        <li>
          <kbd className="DocSearch-Commands-Key">
            <span className="DocSearch-Escape-Key">esc</span>
          </kbd>
          <span className="DocSearch-Label">Close</span>
        </li>
      </ul>
    </footer>
  );
}

function ModalBody({data, query, setQuery, onClose, onLink}: BodyProps): ReactNode {
  const history = useHistory();
  const indexName = indexNameOf(data);
  const {answer, failed} = useAnswer(data, query, {early: true});
  // Read in a task of their own: the box and the frame are drawn first.
  const [saved, setSaved] = useState<SavedSearches | null>(null);
  useEffect(
    () => inNextTask(() => setSaved(readSavedSearches(indexName, createStorageSlot))),
    [indexName],
  );
  const change = (how: (s: SavedSearches) => SavedSearches) =>
    setSaved(changeSavedSearches(indexName, createStorageSlot, how));
  // Kept with its answer: a new answer selects its first option.
  const [selection, setSelection] = useState({answer, index: 0});
  const active = selection.answer === answer ? selection.index : 0;
  const groups = useMemo(() => groupBySection(answer?.hits ?? []), [answer]);
  const options = useMemo(() => groups.flatMap((group) => group.hits), [groups]);

  const empty = query.trim() === '';
  const listed = !empty && !failed && options.length > 0;
  const open = (url: string, entry: StoredSearch | null, newTab = false) => {
    if (entry) change((saved) => withChosen(saved, entry));
    if (newTab) return void window.open(url, '_blank', 'noopener');
    onClose();
    if (url.startsWith('/')) history.push(url);
    else window.location.assign(url);
  };
  const openHit = (hit: SearchHit, newTab = false) => {
    const url = processResultUrl(hit.url);
    open(url, storedSearchOf(hit, url), newTab);
  };

  const answerKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = {ArrowDown: 1, ArrowUp: -1}[event.key];
    if (empty && event.key === 'ArrowDown') {
      event.preventDefault();
      document.querySelector<HTMLElement>('#search-modal-saved a')?.focus();
    } else if (listed && step !== undefined) {
      event.preventDefault();
      const next = (active + step + options.length) % options.length;
      setSelection({answer, index: next});
      document.getElementById(optionId(next))?.scrollIntoView({block: 'nearest'});
    } else if (listed && event.key === 'Enter') {
      event.preventDefault();
      const hit = options[active]?.hit;
      if (hit) openHit(hit, event.ctrlKey || event.metaKey);
    }
  };
  // The box's keys and the rows' clicks read the latest render through a ref: rows stay memoised.
  const latest = useRef({openHit, keys: answerKey});
  useLayoutEffect(() => {
    latest.current = {openHit, keys: answerKey};
  });
  const onKeyDown = useCallback((event: KeyboardEvent<HTMLInputElement>) => {
    latest.current.keys(event);
  }, []);
  useEffect(() => {
    const keys = {onKeyDown, onTab: trapTab};
    onLink(listed ? {listId: LIST_ID, activeId: optionId(active), ...keys} : keys);
  }, [listed, active, onKeyDown, onLink]);
  const onChoose = useCallback(({hit}: Option) => latest.current.openHit(hit), []);

  // A new answer starts at the top of a list scrolled by hand.
  const dropdown = useRef<HTMLDivElement>(null);
  const scrolled = useRef(false);
  useEffect(() => {
    if (!scrolled.current || !dropdown.current) return;
    scrolled.current = false;
    dropdown.current.scrollTop = 0;
  }, [answer, empty]);

  // The first answer's first screen in its task, the rest in the next one; later answers whole.
  const [drawnAll, setDrawnAll] = useState(false);
  useEffect(() => {
    if (answer && !drawnAll) return inNextTask(() => startTransition(() => setDrawnAll(true)));
  }, [answer, drawnAll]);

  let screen: ReactNode = null;
  if (empty) {
    screen = (
      <StartScreen
        saved={saved}
        onChange={change}
        onBack={() => setQuery(query)}
        onChoose={(entry) => open(entry.url, entry)}
      />
    );
  } else if (failed) {
    screen = (
      <Screen className="DocSearch-ErrorScreen" icon={ICONS.close}>
        <p className="DocSearch-Title">Unable to fetch results</p>
        <p className="DocSearch-Help">You might want to check your network connection.</p>
      </Screen>
    );
  } else if (answer && options.length > 0) {
    // The first screen of options, then all of them in the next task.
    const limit = drawnAll ? options.length : FIRST_SCREEN;
    let index = 0;
    screen = (
      <div
        className="DocSearch-Dropdown-Container"
        role="listbox"
        id={LIST_ID}
        aria-label={`Results for “${answer.query}”`}
        onMouseMove={(event) => {
          const at = (event.target as Element).closest('[data-index]')?.getAttribute('data-index');
          if (at && Number(at) !== active) setSelection({answer, index: Number(at)});
        }}>
        {groups.map((group, g) =>
          index >= limit ? null : (
            <section
              key={group.name}
              className="DocSearch-Hits"
              role="group"
              aria-labelledby={`search-modal-source-${g}`}>
              <div className="DocSearch-Hit-source" id={`search-modal-source-${g}`}>
                {group.name}
              </div>
              <ul role="none">
                {group.hits.map((option) => {
                  const i = index++;
                  return i >= limit ? null : (
                    <HitRow
                      key={option.hit.objectID}
                      option={option}
                      index={i}
                      selected={i === active}
                      onChoose={onChoose}
                    />
                  );
                })}
              </ul>
            </section>
          ),
        )}
      </div>
    );
  } else if (answer?.query === query) {
    screen = (
      <Screen className="DocSearch-NoResults" icon={ICONS.search}>
        <p className="DocSearch-Title">
          No results for &quot;<strong>{query}</strong>&quot;
        </p>
        <div className="DocSearch-NoResults-Prefill-List">
          <p className="DocSearch-Help">Try searching for:</p>
          <div className="DocSearch-NoResults-Prefill-List-Items">
            {SUGGESTIONS.slice(0, 3).map((suggestion) => (
              <p key={suggestion}>
                <button
                  type="button"
                  className="DocSearch-Prefill"
                  onClick={() => setQuery(`${suggestion.toLowerCase()} `)}>
                  {suggestion}
                </button>
              </p>
            ))}
          </div>
        </div>
        <p className="DocSearch-Help">
          <LetUsKnow url={missingResultsUrl(data, query)} />
        </p>
      </Screen>
    );
  } else if (!answer) {
    screen = (
      <div className="DocSearch-StartScreen">
        <p className="DocSearch-Help">Searching…</p>
      </div>
    );
  }

  return (
    <>
      <div className="DocSearch-Dropdown" ref={dropdown} onScroll={() => (scrolled.current = true)}>
        {screen}
        {listed && answer && !answer.partial && (
          <section className="DocSearch-HitsFooter">
            <Link to={searchPageUrl(data, answer.query)} onClick={onClose}>
              See all {answer.count} results
            </Link>
          </section>
        )}
      </div>
      <Footer hosted={data.hosted !== null} />
    </>
  );
}

export default memo(ModalBody);
