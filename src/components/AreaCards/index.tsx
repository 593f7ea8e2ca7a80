import React from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export type Area = {
  readonly title: string;
  readonly to: string;
  readonly description: string;
  readonly icon: string;
};

type Props = {
  readonly areas: readonly Area[];
};

/** A responsive grid of link cards, one per area of the docs. */
export default function AreaCards({areas}: Props): React.JSX.Element {
  return (
    <ul className={styles.grid}>
      {areas.map((area) => (
        <li key={area.to} className={styles.item}>
          <Link to={area.to} className={styles.card}>
            <span className={styles.icon} aria-hidden="true">
              {area.icon}
            </span>
            <span className={styles.title}>{area.title}</span>
            <span className={styles.description}>{area.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
