/**
 * The search page's results: one entry per page, in the order of its best
 * section, listing every matching section of it with its snippet.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {processResultUrl, type SearchHit} from '../../client';
import {sanitizeHighlighted} from '../../client/highlight';
import {LEVELS, type SearchGlobalData} from '../../shared/types';
import styles from './styles.module.css';

type PageGroup = {url: string; hits: SearchHit[]};

/** Hits in rank order, gathered under their page (a page appears where its best section ranks). */
function groupByPage(hits: readonly SearchHit[]): PageGroup[] {
  const groups = new Map<string, PageGroup>();
  for (const hit of hits) {
    const key = hit.url_without_anchor;
    let group = groups.get(key);
    if (!group) {
      group = {url: key, hits: []};
      groups.set(key, group);
    }
    group.hits.push(hit);
  }
  return [...groups.values()];
}

function Highlighted({value, className}: {value: string; className?: string}): ReactNode {
  // Values are escaped text with <mark> tags; anything else is neutralised.
  return (
    <span className={className} dangerouslySetInnerHTML={{__html: sanitizeHighlighted(value)}} />
  );
}

/** The deepest heading of a section, highlighted; null for the page's intro. */
function sectionHeading(hit: SearchHit): string | null {
  for (let i = LEVELS.length - 1; i > 1; i--) {
    const level = LEVELS[i] as (typeof LEVELS)[number];
    if (hit.hierarchy[level]) return hit._highlightResult.hierarchy[level]?.value ?? null;
  }
  return null;
}

type Props = {readonly hits: readonly SearchHit[]; readonly data: SearchGlobalData};

/** Every page with a match; nothing when there is none. */
export default function Results({hits, data}: Props): ReactNode {
  const groups = groupByPage(hits);
  if (groups.length === 0) return null;
  return (
    <ol className={styles.groups}>
      {groups.map((group) => (
        <PageResult key={group.url} group={group} data={data} />
      ))}
    </ol>
  );
}

/** A page's section and title (from its best hit), then its matching sections. */
function PageResult({group, data}: {readonly group: PageGroup; readonly data: SearchGlobalData}) {
  const first = group.hits[0] as SearchHit;
  return (
    <li className={styles.group}>
      <p className={styles.section}>
        <Highlighted value={first._highlightResult.hierarchy.lvl0?.value ?? ''} />
      </p>
      <h2 className={styles.pageTitle}>
        <Link to={processResultUrl(group.url, data)}>
          <Highlighted value={first._highlightResult.hierarchy.lvl1?.value ?? ''} />
        </Link>
      </h2>
      <ul className={styles.hits}>
        {group.hits.map((hit) => (
          <SectionResult key={hit.objectID} hit={hit} data={data} />
        ))}
      </ul>
    </li>
  );
}

/** One section: its heading ("Introduction" for the page's top) and its snippet. */
function SectionResult({hit, data}: {readonly hit: SearchHit; readonly data: SearchGlobalData}) {
  const heading = sectionHeading(hit);
  const text = hit._snippetResult.content?.value;
  return (
    <li>
      <Link className={styles.hit} to={processResultUrl(hit.url, data)}>
        <Highlighted className={styles.hitHeading} value={heading ?? 'Introduction'} />
        {text && <Highlighted className={styles.snippet} value={text} />}
      </Link>
    </li>
  );
}
