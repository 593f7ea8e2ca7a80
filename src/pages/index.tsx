import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import ArrowLeftRight from 'lucide-react/icons/arrow-left-right';
import AppWindow from 'lucide-react/icons/app-window';
import Braces from 'lucide-react/icons/braces';
import Plug from 'lucide-react/icons/plug';
import Server from 'lucide-react/icons/server';
import ShieldCheck from 'lucide-react/icons/shield-check';
import AreaCards, {type Area} from '@site/src/components/AreaCards';
import NetworkFacts, {type NetworkFact} from '@site/src/components/NetworkFacts';
import SearchEntry from '@site/src/components/SearchEntry';
// Each value is read by its full path (release.values.key.value: no computed
// key, no destructuring), so the bundle holds only these entries of the file.
import release from '@site/src/data/release.json';
import {RELEASE_SET} from '@site/src/data/releaseSet';
import styles from './index.module.css';

/** The first commands of a Rust builder, as on /docs/getting-started-in-5-minutes. */
const FIRST_COMMANDS = [
  `cargo install sails-cli@${release.values.sailsCli.value} --locked`,
  'cargo sails new counter',
].join('\n');

const PATHS: readonly Area[] = [
  {
    icon: Braces,
    title: 'Build a program in Rust',
    to: '/docs/build',
    summary: 'Write a program with Sails services, test it with gtest and deploy it to Vara.',
    links: [
      {label: 'Sails core concepts', to: '/docs/build/sails/coreconcepts'},
      {label: 'Testing with gtest', to: '/docs/build/testing-gtest'},
      {label: 'Deploy a program', to: '/docs/build/deploy'},
    ],
  },
  {
    icon: Plug,
    title: 'Call it from TypeScript',
    to: '/docs/sails-js',
    summary: 'Connect an app or a script: send commands, run queries and follow events.',
    links: [
      {label: 'Sails-JS overview', to: '/docs/sails-js/overview'},
      {label: 'Generate a typed client', to: '/docs/sails-js/client-generation'},
      {label: 'JavaScript API (@gear-js/api)', to: '/docs/api'},
    ],
  },
  {
    icon: Server,
    title: 'Run a node',
    to: '/docs/node',
    summary: 'Install the Vara node, sync mainnet or testnet and keep it running.',
    links: [
      {label: 'Local development node', to: '/docs/node/dev-net'},
      {label: 'Run the node as a service', to: '/docs/node/node-as-service'},
      {label: 'Troubleshooting', to: '/docs/node/troubleshooting'},
    ],
  },
  {
    icon: ShieldCheck,
    title: 'Validate or nominate',
    to: '/docs/staking',
    summary: 'Stake VARA: back validators as a nominator, or run a validator yourself.',
    links: [
      {label: 'Nominate validators', to: '/docs/staking/nominate'},
      {label: 'Run a validator', to: '/docs/staking/validate'},
      {label: 'Validator FAQs', to: '/docs/staking/validator-faqs'},
    ],
  },
  {
    icon: ArrowLeftRight,
    title: 'Use the bridge',
    to: '/docs/bridge',
    summary: 'Move tokens between Vara and Ethereum, or build on the bridge.',
    links: [
      {label: 'Bridge tokens step by step', to: '/docs/bridge/bridge_guide'},
      {label: 'Bridge developer hub', to: '/docs/bridge/developer_hub'},
      {label: 'How the bridge works', to: '/docs/bridge/bridge_technical'},
    ],
  },
  {
    icon: AppWindow,
    title: 'Explore examples',
    to: '/docs/examples',
    summary: 'Read complete applications, from a first program to tokens, DeFi and games.',
    links: [
      {label: 'Ping-pong, the smallest program', to: '/docs/examples/ping'},
      {label: 'Fungible tokens (VFT)', to: '/docs/examples/Standards/vft'},
      {label: 'Decentralized exchange', to: '/docs/examples/DeFi/dex'},
    ],
  },
];

const NETWORK_FACTS: readonly NetworkFact[] = [
  {label: 'Mainnet RPC endpoint', value: release.values.varaRpcEndpoint.value, code: true},
  {label: 'Testnet RPC endpoint', value: release.values.varaTestnetRpcEndpoint.value, code: true},
  {label: 'SS58 address prefix', value: release.values.ss58Prefix.value},
  {label: 'Token decimals', value: release.values.decimals.value},
  {label: 'Existential deposit', value: release.values.existentialDeposit.value},
  {label: 'Block time', value: release.values.blockTime.value},
];

function Hero(): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={styles.hero}>
      <div className={`container ${styles.heroGrid}`}>
        <div className={styles.heroText}>
          <Heading as="h1" className={styles.headline}>
            Build, run and use the Vara Network
          </Heading>
          <p className={styles.tagline}>{siteConfig.tagline}</p>
          <SearchEntry placeholder="Search the docs" />
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/docs/welcome">
              Welcome
            </Link>
            <Link
              className="button button--primary button--outline button--lg"
              to="/docs/getting-started-in-5-minutes">
              Getting started in 5 minutes
            </Link>
          </div>
        </div>
        <section className={styles.command} aria-labelledby="first-command">
          <h2 id="first-command" className={styles.commandTitle}>
            Start a Sails program
          </h2>
          <CodeBlock language="bash">{FIRST_COMMANDS}</CodeBlock>
          <p className={styles.commandNote}>
            Needs Rust {release.values.sailsRustVersion.value} or later and Git.{' '}
            <Link to="/docs/getting-started-in-5-minutes">The five-minute guide</Link> takes you
            from here to a program running on the testnet.
          </p>
        </section>
      </div>
    </header>
  );
}

export default function Home(): React.JSX.Element {
  return (
    // No page title: the home page's document title is the site title alone.
    <Layout description="Documentation for the Vara Network: build Rust programs with Sails, call them from TypeScript, run a node, stake, use the bridge and explore example applications.">
      {/* The hero is inside main (one banner landmark: the announcement bar's). */}
      <main>
        <Hero />
        <div className={`container ${styles.main}`}>
          <section aria-labelledby="paths">
            <h2 id="paths" className={styles.sectionTitle}>
              Find your path
            </h2>
            <AreaCards areas={PATHS} />
          </section>
          <div className={styles.glance}>
            <section aria-labelledby="networks">
              <h2 id="networks" className={styles.sectionTitle}>
                Networks at a glance
              </h2>
              <NetworkFacts facts={NETWORK_FACTS} />
              <p className={styles.more}>
                The local node, Gear IDEA and Polkadot.js Apps are on the{' '}
                <Link to="/docs/welcome#networks-at-a-glance">welcome page</Link>.
              </p>
            </section>
            <section aria-labelledby="versions">
              <h2 id="versions" className={styles.sectionTitle}>
                Versions these docs describe
              </h2>
              <dl className={styles.versions}>
                {RELEASE_SET.map(({key, label, value}) => (
                  <div key={key} className={styles.version}>
                    <dt>{label}</dt>
                    <dd>
                      <code>{value}</code>
                    </dd>
                  </div>
                ))}
              </dl>
              <p className={styles.more}>
                <Link to="/docs/welcome#versions-these-docs-describe">
                  The list with links and newer upstream releases
                </Link>
              </p>
            </section>
          </div>
        </div>
      </main>
    </Layout>
  );
}
