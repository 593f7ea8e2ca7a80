import React, {type ComponentType} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export type AreaLink = {
  readonly label: string;
  readonly to: string;
};

export type Area = {
  readonly title: string;
  /** The area's start page, which the title links to. */
  readonly to: string;
  /** One line on what the reader will do there. */
  readonly summary: string;
  /** The two or three pages a reader of this area opens most. */
  readonly links: readonly AreaLink[];
  /** An SVG icon component, imported one by one (decorative: hidden from screen readers). */
  readonly icon: ComponentType<{className?: string; 'aria-hidden'?: boolean}>;
};

type Props = {
  readonly areas: readonly Area[];
};

/**
 * One card per kind of reader: icon, title (links to the area's start page),
 * what they will do, and the pages to open first. The grid has 1, 2 or 3
 * columns, so six cards always fill their rows.
 */
export default function AreaCards({areas}: Props): React.JSX.Element {
  return (
    <ul className={styles.grid}>
      {areas.map(({title, to, summary, links, icon: Icon}) => (
        <li key={to} className={styles.card}>
          <div className={styles.head}>
            <span className={styles.icon}>
              <Icon className={styles.svg} aria-hidden />
            </span>
            <Heading as="h3" className={styles.title}>
              <Link to={to} className={styles.titleLink}>
                {title}
              </Link>
            </Heading>
          </div>
          <p className={styles.summary}>{summary}</p>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
