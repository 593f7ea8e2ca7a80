import React, {useEffect, useRef, useState, type ComponentProps} from 'react';

type Props = Readonly<ComponentProps<'table'>>;

/**
 * A Markdown table. Tables scroll sideways when they are wider than the
 * article; a keyboard user can only scroll a region that takes focus, so a
 * table joins the tab order while (and only while) it overflows.
 */
export default function ScrollableTable(props: Props): React.JSX.Element {
  const ref = useRef<HTMLTableElement>(null);
  const [overflows, setOverflows] = useState(false);

  useEffect(() => {
    const table = ref.current;
    if (!table) return undefined;
    const measure = () => setOverflows(table.scrollWidth > table.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(table);
    measure();
    return () => observer.disconnect();
  }, []);

  return <table {...props} ref={ref} tabIndex={overflows ? 0 : undefined} />;
}
