import React, {useEffect, useRef, useState, type ComponentType} from 'react';
import styles from './styles.module.css';

type Props = Readonly<{
  /** Imports the tool: called once, when the reader first comes near it. */
  load: () => Promise<{default: ComponentType}>;
  /** What the tool is, for the placeholder ("the address converter"). */
  name: string;
  /** Space kept for the tool before it loads, so nothing below it jumps. */
  minHeight: number;
}>;

/** How far below the screen the tool starts loading, so it is ready when scrolled to. */
const AHEAD = '600px 0px';

/**
 * An interactive tool in a page, loaded only when the reader comes near it: a
 * page without a tool loads nothing of it, and the tool's code (and what it
 * imports) stays out of the page's first load. Server rendering and the first
 * client render show the placeholder.
 */
export default function LazyTool({load, name, minHeight}: Props): React.JSX.Element {
  const ref = useRef<HTMLDivElement>(null);
  const [Tool, setTool] = useState<ComponentType | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    let done = false;
    const start = () => {
      if (done) return;
      done = true;
      load().then(
        (module) => setTool(() => module.default),
        () => setFailed(true),
      );
    };
    if (typeof IntersectionObserver === 'undefined') {
      start();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      {rootMargin: AHEAD},
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [load]);

  return (
    <div ref={ref} className={styles.tool} style={{minHeight}}>
      {Tool ? (
        <Tool />
      ) : (
        <p className={styles.placeholder} role={failed ? 'alert' : undefined}>
          {failed
            ? `Could not load ${name}. Check your connection and reload the page.`
            : `Loading ${name}…`}
        </p>
      )}
      <noscript>
        <p>{`${name[0]!.toUpperCase()}${name.slice(1)} needs JavaScript.`}</p>
      </noscript>
    </div>
  );
}
