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
import {createStorageSlot, useContextualSearchFilters} from '@docusaurus/theme-common';
import {
  contextualFacetFilters,
  getSearchClient,
  indexNameOf,
  missingResultsUrl,
  processResultUrl,
  searchPageUrl,
  type SearchClient,
  type SearchHit,
} from '../../client';
import type {SearchGlobalData} from '../../shared/types';
import {trapTab} from '../../../../utils/focusTrap';
import {nextTask} from '../../../../utils/idle';
import type {BoxLink} from '.';
import {Highlighted, LetUsKnow} from './parts';
import {groupBySection, hitTexts, type Branch, type ShownHit} from './results';
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

export type BodyProps = {
  readonly data: SearchGlobalData;
  readonly query: string;
  /** Sets what the search box holds, and gives it the focus. */
  readonly setQuery: (query: string) => void;
  readonly onClose: () => void;
  readonly onLink: (link: BoxLink) => void;
};

type Answer = {
  readonly query: string;
  readonly hits: readonly SearchHit[];
  readonly count: number;
  /** From the headings alone: its count is not the full one. */
  readonly partial: boolean;
};

type Option = {readonly hit: SearchHit; readonly url: string; readonly branch: Branch};

const LIST_ID = 'search-modal-list';
/** Results drawn in the answer's first task: a screen of them. */
const FIRST_SCREEN = 8;
const optionId = (index: number) => `search-modal-option-${index}`;

/**
 * The answer to the query in the box, in typing order (a late answer to an
 * older query is dropped); an early one is asked again once the full text is in.
 */
function useAnswer(client: SearchClient, data: SearchGlobalData, query: string) {
  const {locale, tags} = useContextualSearchFilters();
  // The hook returns a new tags array on every render: key on its content.
  const tagsKey = tags.join('\n');
  const [state, setState] = useState({answer: null as Answer | null, failed: false});
  const [round, setRound] = useState(0);
  const order = useRef({sent: 0, shown: -1, results: null as unknown, refreshing: false});
  useEffect(() => {
    if (query.trim() === '') return;
    const id = order.current.sent++;
    const request = {
      indexName: indexNameOf(data),
      query,
      hitsPerPage: 20,
      facetFilters: contextualFacetFilters(locale, tagsKey.split('\n')),
      attributesToSnippet: ['content:15'],
    };
    client.search({requests: [request]}, {early: true, latestOnly: true}).then(
      ({results, partial}) => {
        // A later query's answer is shown, or this one is (shared by fast keys).
        if (id < order.current.shown || results === order.current.results) return;
        Object.assign(order.current, {shown: id, results});
        const result = results[0];
        const answer = {
          query: result?.query ?? query,
          hits: result?.hits ?? [],
          count: result?.nbHits ?? 0,
          partial: partial === true,
        };
        // Drawn in slices: keys typed meanwhile come first.
        startTransition(() => setState({answer, failed: false}));
        if (partial && !order.current.refreshing) {
          order.current.refreshing = true;
          const again = () => {
            order.current.refreshing = false;
            setRound((n) => n + 1);
          };
          client.complete().then(again, again);
        }
      },
      () => {
        if (id < order.current.shown) return;
        order.current.shown = id;
        setState((s) => ({...s, failed: true}));
      },
    );
  }, [client, data, query, locale, tagsKey, round]);
  return state;
}

function Icon({d, size = 20, className}: {d: string; size?: number; className?: string}) {
  return (
    <svg width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" className={className}>
      <path d={d} stroke="currentColor" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const ICONS = {
  page: 'M5 2.5h7l3.5 3.5v11.5H5zM12 2.5V6h3.5',
  section: 'M8 3 6 17M14 3l-2 14M4 7.5h13M3 12.5h13',
  content: 'M4 5h12M4 10h12M4 15h8',
  recent: 'M10 3a7 7 0 1 0 0 14 7 7 0 1 0 0-14M10 6v4l3 2',
  star: 'm10 2.5 2.3 4.8 5.2.7-3.8 3.6.9 5.2-4.6-2.5-4.6 2.5.9-5.2L2.5 8l5.2-.7z',
  close: 'm5 5 10 10M15 5 5 15',
  search: 'M9 3a6 6 0 1 0 0 12A6 6 0 1 0 9 3m4.5 10.5L17 17',
  enter: 'M16 4v5a3 3 0 0 1-3 3H4m3-3-3 3 3 3',
  down: 'M10 4v12m-5-5 5 5 5-5',
  up: 'M10 16V4M5 9l5-5 5 5',
};

const BRANCHES = {middle: 'M8 0v54M8 27h10', last: 'M8 0v27h10'};

function HitContent(props: {hit: ShownHit; icon: string; branch?: Branch; children?: ReactNode}) {
  const {hit, icon, branch, children} = props;
  const {title, path} = hitTexts(hit);
  return (
    <div className="DocSearch-Hit-Container">
      {branch && (
        <svg className="DocSearch-Hit-Tree" viewBox="0 0 24 54" aria-hidden="true">
          <path d={BRANCHES[branch]} stroke="currentColor" fill="none" />
        </svg>
      )}
      <div className="DocSearch-Hit-icon">
        <Icon d={icon} />
      </div>
      <div className="DocSearch-Hit-content-wrapper">
        <span className="DocSearch-Hit-title">
          <Highlighted value={title} />
        </span>
        {path && (
          <span className="DocSearch-Hit-path">
            <Highlighted value={path} />
          </span>
        )}
      </div>
      {children}
    </div>
  );
}

const hitIcon = (hit: ShownHit) =>
  hit.type === 'content' ? ICONS.content : hit.type === 'lvl1' ? ICONS.page : ICONS.section;

const isBrowserClick = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/** A result row, drawn again only when what it shows changes (not for every key or arrow). */
const HitRow = memo(
  function HitRow(props: {
    option: Option;
    index: number;
    selected: boolean;
    onActive: (index: number) => void;
    onChoose: (option: Option, event: MouseEvent) => void;
  }): ReactNode {
    const {option, index, selected, onActive, onChoose} = props;
    return (
      <li className="DocSearch-Hit" role="none">
        <a
          role="option"
          id={optionId(index)}
          aria-selected={selected}
          href={option.url}
          onMouseMove={() => !selected && onActive(index)}
          onClick={(event) => onChoose(option, event)}>
          <HitContent hit={option.hit} icon={hitIcon(option.hit)} branch={option.branch}>
            <div className="DocSearch-Hit-action">
              <Icon d={ICONS.enter} className="DocSearch-Hit-Select-Icon" />
            </div>
          </HitContent>
        </a>
      </li>
    );
  },
  (a, b) =>
    a.index === b.index &&
    a.selected === b.selected &&
    a.option.url === b.option.url &&
    a.option.branch === b.option.branch &&
    a.option.hit.type === b.option.hit.type &&
    JSON.stringify(hitTexts(a.option.hit)) === JSON.stringify(hitTexts(b.option.hit)),
);

function Results(props: {
  groups: readonly {name: string; options: Option[]}[];
  query: string;
  active: number;
  /** Options drawn: the first screen's, then all of them in the next task. */
  limit: number;
  onActive: (index: number) => void;
  onChoose: (option: Option, event: MouseEvent) => void;
}): ReactNode {
  const {groups, query, active, limit, onActive, onChoose} = props;
  let index = 0;
  return (
    <div
      className="DocSearch-Dropdown-Container"
      role="listbox"
      id={LIST_ID}
      aria-label={`Results for “${query}”`}>
      {groups.map((group, g) => {
        if (index >= limit) return null;
        return (
          <section
            key={group.name}
            className="DocSearch-Hits"
            role="group"
            aria-labelledby={`search-modal-source-${g}`}>
            <div className="DocSearch-Hit-source" id={`search-modal-source-${g}`}>
              {group.name}
            </div>
            <ul role="none">
              {group.options.map((option) => {
                const i = index++;
                return i >= limit ? null : (
                  <HitRow
                    key={option.hit.objectID}
                    option={option}
                    index={i}
                    selected={i === active}
                    onActive={onActive}
                    onChoose={onChoose}
                  />
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/** Recent and favourite searches: rows with buttons, so links the arrows focus, not options. */
function StartScreen({
  saved,
  onChoose,
  onChange,
  onBack,
}: {
  saved: SavedSearches;
  onChoose: (entry: StoredSearch, event: MouseEvent) => void;
  onChange: (change: (saved: SavedSearches) => SavedSearches) => void;
  onBack: () => void;
}): ReactNode {
  if (saved.recent.length === 0 && saved.favorite.length === 0) {
    return (
      <div className="DocSearch-StartScreen">
        <p className="DocSearch-Help">No recent searches</p>
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
    {title: 'Recent', entries: saved.recent, icon: ICONS.recent},
    {title: 'Favorite', entries: saved.favorite, icon: ICONS.star},
  ];
  return (
    <div className="DocSearch-Dropdown-Container" id="search-modal-saved" onKeyDown={moveFocus}>
      {lists.map(
        ({title, entries, icon}) =>
          entries.length > 0 && (
            <section key={title} className="DocSearch-Hits" aria-label={title}>
              <div className="DocSearch-Hit-source">{title}</div>
              <ul>
                {entries.map((entry) => (
                  <li key={entry.objectID} className="DocSearch-Hit">
                    <a href={entry.url} onClick={(event) => onChoose(entry, event)}>
                      <HitContent hit={entry} icon={icon} />
                    </a>
                    <span className="DocSearch-Hit-actions">
                      {title === 'Recent' && (
                        <ActionButton
                          title="Save this search"
                          icon={ICONS.star}
                          onClick={() => onChange((s) => withFavorite(s, entry))}
                        />
                      )}
                      <ActionButton
                        title={`Remove this search from ${title === 'Recent' ? 'history' : 'favorites'}`}
                        icon={ICONS.close}
                        onClick={() => onChange((s) => without(s, entry))}
                      />
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

function ActionButton(props: {title: string; icon: string; onClick: () => void}): ReactNode {
  return (
    <span className="DocSearch-Hit-action">
      <button
        type="button"
        className="DocSearch-Hit-action-button"
        title={props.title}
        aria-label={props.title}
        onClick={props.onClick}>
        <Icon d={props.icon} />
      </button>
    </span>
  );
}

function NoResults({
  data,
  query,
  suggestions,
  setQuery,
}: {
  data: SearchGlobalData;
  query: string;
  suggestions: readonly string[];
  setQuery: (query: string) => void;
}): ReactNode {
  return (
    <div className="DocSearch-NoResults">
      <div className="DocSearch-Screen-Icon">
        <Icon d={ICONS.search} size={40} />
      </div>
      <p className="DocSearch-Title">
        No results for &quot;<strong>{query}</strong>&quot;
      </p>
      {suggestions.length > 0 && (
        <div className="DocSearch-NoResults-Prefill-List">
          <p className="DocSearch-Help">Try searching for:</p>
          <div className="DocSearch-NoResults-Prefill-List-Items">
            {suggestions.map((suggestion) => (
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
      )}
      <p className="DocSearch-Help">
        <LetUsKnow url={missingResultsUrl(data, query)} />
      </p>
    </div>
  );
}

function ErrorScreen(): ReactNode {
  return (
    <div className="DocSearch-ErrorScreen">
      <div className="DocSearch-Screen-Icon">
        <Icon d={ICONS.close} size={40} />
      </div>
      <p className="DocSearch-Title">Unable to fetch results</p>
      <p className="DocSearch-Help">You might want to check your network connection.</p>
    </div>
  );
}

function Footer({hosted}: {hosted: boolean}): ReactNode {
  const key = (label: string, content: ReactNode) => (
    <kbd className="DocSearch-Commands-Key">
      {content}
      <span className="DocSearch-VisuallyHiddenForAccessibility">{label}</span>
    </kbd>
  );
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
        <li>
          {key('Arrow down', <Icon d={ICONS.down} size={14} />)}
          {key('Arrow up', <Icon d={ICONS.up} size={14} />)}
          <span className="DocSearch-Label">Navigate</span>
        </li>
        <li>
          {key('Enter', <Icon d={ICONS.enter} size={14} />)}
          <span className="DocSearch-Label">Select</span>
        </li>
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
  const client = getSearchClient(data);
  const indexName = indexNameOf(data);
  const {answer, failed} = useAnswer(client, data, query);
  const [saved, setSaved] = useState(() => readSavedSearches(indexName, createStorageSlot));
  const change = useCallback(
    (how: (s: SavedSearches) => SavedSearches) =>
      setSaved(changeSavedSearches(indexName, createStorageSlot, how)),
    [indexName],
  );
  // Kept with its answer: a new answer selects its first option.
  const [selection, setSelection] = useState({answer, index: 0});
  const active = selection.answer === answer ? selection.index : 0;
  const groups = useMemo(
    () =>
      groupBySection(answer?.hits ?? []).map(({name, hits}) => ({
        name,
        options: hits.map(({hit, branch}): Option => ({
          hit,
          url: processResultUrl(hit.url),
          branch,
        })),
      })),
    [answer],
  );
  const options = useMemo(() => groups.flatMap((group) => group.options), [groups]);

  const empty = query.trim() === '';
  const listed = !empty && !failed && options.length > 0;
  const open = useCallback(
    (url: string, entry: StoredSearch | null, newTab = false) => {
      if (entry) change((s) => withChosen(s, entry));
      if (newTab) {
        window.open(url, '_blank', 'noopener');
        return;
      }
      onClose();
      if (url.startsWith('/')) history.push(url);
      else window.location.assign(url);
    },
    [history, change, onClose],
  );

  const keys = useRef<(event: KeyboardEvent<HTMLInputElement>) => void>(undefined);
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
      const option = options[active];
      if (option) {
        open(option.url, storedSearchOf(option.hit, option.url), event.ctrlKey || event.metaKey);
      }
    }
  };
  useLayoutEffect(() => {
    keys.current = answerKey;
  });
  const onKeyDown = useCallback((event: KeyboardEvent<HTMLInputElement>) => {
    keys.current?.(event);
  }, []);
  useEffect(() => {
    const keys = {onKeyDown, onTab: trapTab};
    onLink(listed ? {listId: LIST_ID, activeId: optionId(active), ...keys} : keys);
  }, [listed, active, onKeyDown, onLink]);

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
    if (!answer || drawnAll) return undefined;
    let live = true;
    void nextTask().then(() => live && startTransition(() => setDrawnAll(true)));
    return () => {
      live = false;
    };
  }, [answer, drawnAll]);
  const latest = useRef({answer, open});
  useLayoutEffect(() => {
    latest.current = {answer, open};
  });
  const onActive = useCallback(
    (index: number) => setSelection({answer: latest.current.answer, index}),
    [],
  );
  const onChoose = useCallback((option: Option, event: MouseEvent) => {
    if (isBrowserClick(event)) return;
    event.preventDefault();
    latest.current.open(option.url, storedSearchOf(option.hit, option.url));
  }, []);
  const results = answer && options.length > 0 && (
    <Results
      groups={groups}
      query={answer.query}
      active={active}
      limit={drawnAll ? options.length : FIRST_SCREEN}
      onActive={onActive}
      onChoose={onChoose}
    />
  );

  let screen: ReactNode = null;
  if (empty) {
    screen = (
      <StartScreen
        saved={saved}
        onChange={change}
        onBack={() => setQuery(query)}
        onChoose={(entry, event) => {
          if (isBrowserClick(event)) return;
          event.preventDefault();
          open(entry.url, entry);
        }}
      />
    );
  } else if (failed) {
    screen = <ErrorScreen />;
  } else if (results) {
    screen = results;
  } else if (answer?.query === query) {
    screen = (
      <NoResults
        data={data}
        query={query}
        suggestions={client.suggestions(3)}
        setQuery={setQuery}
      />
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
        {!empty && !failed && answer && options.length > 0 && !answer.partial && (
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
