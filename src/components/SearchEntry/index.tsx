import React, {useRef, type MouseEvent} from 'react';
import Link from '@docusaurus/Link';
import Search from 'lucide-react/icons/search';
import {requestSearch} from '@site/src/plugins/search/shared/openSearch';
import styles from './styles.module.css';

type Props = {
  readonly placeholder: string;
};

/**
 * A large search box that opens the navbar's search modal (the same one as
 * the navbar button and Ctrl/Cmd+K). It is a link to the search page, which
 * is where it leads before the page is interactive or when no search bar
 * answers. Pointing at it starts loading the modal, as on the navbar button.
 */
export default function SearchEntry({placeholder}: Props): React.JSX.Element {
  const ref = useRef<HTMLAnchorElement>(null);
  const prepare = () => requestSearch({action: 'prepare'});
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // Modified clicks open the search page in a new tab, as on any link.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    if (requestSearch({action: 'open', opener: ref.current ?? undefined})) event.preventDefault();
  };
  return (
    <Link
      ref={ref}
      to="/search"
      className={styles.entry}
      aria-haspopup="dialog"
      onClick={open}
      onPointerEnter={prepare}
      onFocus={prepare}
      onTouchStart={prepare}>
      <Search className={styles.icon} aria-hidden />
      <span className={styles.placeholder}>{placeholder}</span>
      <kbd className={styles.key} aria-hidden="true">
        /
      </kbd>
    </Link>
  );
}
