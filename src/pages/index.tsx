import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import AreaCards, {type Area} from '@site/src/components/AreaCards';
import BrandMark from '@site/src/components/BrandMark';
import styles from './index.module.css';

const AREAS: readonly Area[] = [
  {
    icon: '◎',
    title: 'Actor model and Gear technology',
    to: '/docs/about/technology',
    description:
      'Programs as isolated actors, asynchronous messages, persistent memory and WebAssembly.',
  },
  {
    icon: '⚙',
    title: 'Build with Sails and gstd',
    to: '/docs/build',
    description: 'Write, test and deploy Rust programs: Sails services first, gstd underneath.',
  },
  {
    icon: '{}',
    title: 'JS API and tooling',
    to: '/docs/api',
    description: 'Talk to programs from TypeScript with @gear-js/api, sails-js and React hooks.',
  },
  {
    icon: '▣',
    title: 'Run a node',
    to: '/docs/node',
    description: 'Install, sync and operate a Vara node: dev chains, services, telemetry.',
  },
  {
    icon: '◆',
    title: 'Staking',
    to: '/docs/staking',
    description: 'Nominate validators or run one: bonding, rewards, session keys and slashing.',
  },
  {
    icon: '⇄',
    title: 'Bridge',
    to: '/docs/bridge',
    description: 'Move assets between Vara and Ethereum and build on the bridge.',
  },
  {
    icon: '▶',
    title: 'Example applications',
    to: '/docs/examples',
    description: 'DeFi, games, NFTs and infrastructure programs explained end to end.',
  },
];

export default function Home(): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  return (
    // No page title: the home page's document title is the site title alone.
    <Layout description="Documentation for the Vara Network: the actor model, Sails and gstd programs, the JavaScript API, nodes, staking, the bridge and example applications.">
      <header className={styles.hero}>
        <div className={`container ${styles.heroInner}`}>
          <BrandMark size={88} className={styles.mark} />
          <div>
            <Heading as="h1" className={styles.headline}>
              Build, run and use the Vara Network
            </Heading>
            <p className={styles.tagline}>{siteConfig.tagline}</p>
            <div className={styles.actions}>
              <Link className="button button--primary button--lg" to="/docs/welcome">
                Welcome
              </Link>
              <Link
                className="button button--secondary button--outline button--lg"
                to="/docs/getting-started-in-5-minutes">
                Getting started in 5 minutes
              </Link>
            </div>
          </div>
        </div>
      </header>
      <main className={`container ${styles.main}`}>
        <Heading as="h2" className={styles.sectionTitle}>
          Find your way in
        </Heading>
        <AreaCards areas={AREAS} />
      </main>
    </Layout>
  );
}
