/** A small index for the assistant's tests, ranked by the site's real search engine. */
import type {SearchRecord} from '../../search/shared/types';
import {EmbeddedIndex} from '../../search/client/engine';
import {sectionSearchOf, type AnswerDetails, type LinkOf, type SectionSearch} from '../answer';

function record(
  url: string,
  page: string,
  anchor: string | null,
  heading: string | null,
  content: string,
  language = 'en',
): SearchRecord {
  return {
    objectID: `${url}#${anchor ?? ''}`,
    url: anchor ? `${url}#${anchor}` : url,
    url_without_anchor: url,
    anchor,
    hierarchy: {
      lvl0: 'Docs',
      lvl1: page,
      lvl2: heading,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content,
    type: heading ? 'lvl2' : 'lvl1',
    language,
    docusaurus_tag: 'docs-default-current',
  };
}

/**
 * A section's text with a table in it, and the table's row offsets as the
 * index builder notes them (each row: where its cells start, then its end).
 */
function withTable(
  before: string,
  rows: readonly (readonly string[])[],
  after: string,
): {text: string; table: number[][]} {
  let text = before;
  const table: number[][] = [];
  for (const cells of rows) {
    const row: number[] = [];
    for (const cell of cells) {
      text += ' ';
      row.push(text.length);
      text += cell;
    }
    row.push(text.length);
    table.push(row);
  }
  return {text: `${text} ${after}`, table};
}

const PORTS = withTable(
  'Open these ports.',
  [
    ['Port', 'Purpose'],
    ['30333', 'Peer-to-peer traffic (--port)'],
    ['9944', 'JSON-RPC over HTTP and WebSocket (--rpc-port)'],
    ['9615', 'Prometheus metrics (--prometheus-port)'],
  ],
  'By default the RPC server listens on 127.0.0.1 only.',
);

export const RECORDS: SearchRecord[] = [
  record(
    '/docs/build/gstd/gas-reservation',
    'Gas reservation',
    null,
    null,
    'A gas reservation moves gas from the current message into a store that the program can draw on later. This page lists the reservation API.',
  ),
  record(
    '/docs/build/gstd/gas-reservation',
    'Gas reservation',
    'signatures',
    'Signatures',
    'To reserve gas, call reserve_gas with an amount and a duration: Each reservation lasts a number of blocks and is spent by one message.',
  ),
  record(
    '/docs/api/vouchers',
    'Vouchers',
    null,
    null,
    'A voucher lets an account pay for messages to a program with gas funded by someone else. Vouchers are issued by a sponsor and expire after a number of blocks.',
  ),
  record(
    '/docs/api/vouchers',
    'Vouchers',
    'revoke',
    'Revoke and decline',
    'The owner can revoke a voucher once it has expired. Revoking returns the remaining balance to the owner.',
  ),
  record(
    '/docs/about/glossary',
    'Glossary',
    'voucher',
    'Voucher',
    'An on-chain allowance of VARA, issued by one account to another, that pays for the holder’s messages.',
  ),
  record(
    '/docs/staking/validator-faqs',
    'Validator FAQs',
    'how-long-does-unbonding-take',
    'How long does unbonding take?',
    '14 eras, which is 7 days. The countdown starts at the unbond call; after it ends you call withdrawUnbonded to free the tokens.',
  ),
  record(
    '/docs/staking/nominate',
    'Nominate validators',
    'choose',
    'Step 1: Choose validators',
    'Look at each candidate before you choose. You may nominate up to 16 validators, and the election assigns your stake to the active ones.',
  ),
  record(
    '/docs/node/dev-net',
    'Local development node',
    'step-1-start-the-node',
    'Step 1: Start the node',
    'Run the binary with the dev flag: It starts a single-node chain that funds //Alice and //Bob.',
  ),
  record(
    '/docs/node',
    'Run a Vara node',
    'open-the-right-ports',
    'Open the right ports',
    PORTS.text,
  ),
  record(
    '/docs/governance',
    'Governance',
    'prepare',
    'Prepare',
    'A new proposal waits for the prepare period of its track. Someone must place the decision deposit. Without it, the referendum times out after 14 days.',
  ),
  record(
    '/docs/account',
    'Accounts',
    'keep-it-safe',
    'Keep the account safe',
    'Never share the secret phrase of an account. Support staff, validators and airdrops never ask for it.',
  ),
  record(
    '/docs/tokenomics',
    'Tokenomics',
    'fees-and-gas',
    'Fees and gas',
    'Messages pay for gas in VARA. The valuePerGas constant gives the current price of one unit of gas in VARA.',
  ),
  record(
    '/docs/api/keyring',
    'Keyring',
    null,
    null,
    'GearKeyring creates the key pairs that sign transactions, and restores them from a mnemonic or a seed.',
  ),
  record(
    '/docs/api/keyring',
    'Keyring',
    'method-reference',
    'Method reference',
    'Each helper returns a key pair made from a mnemonic or a seed.',
  ),
  record('/fr/docs/page', 'Page', null, null, 'Une page sur les vouchers en français.', 'fr'),
  record(
    '/docs/staking/nominate',
    'Nominate validators',
    null,
    null,
    'Nominators back validators with their stake <script>alert("x")</script> and share the rewards.',
  ),
];

/** What the index builder adds for the assistant, for the records above. */
export const DETAILS: AnswerDetails = {
  commands: {'/docs/node/dev-net#step-1-start-the-node': ['./gear --dev']},
  code: {
    '/docs/node/dev-net#step-1-start-the-node': ['bash', './gear --dev'],
    '/docs/api/keyring#method-reference': ['ts', 'const pair = await GearKeyring.fromSeed(seed);'],
    '/docs/build/gstd/gas-reservation#signatures': [
      'rust',
      'pub fn reserve_gas(amount: u64, duration: u32) -> Result<ReservationId>;',
    ],
  },
  tables: {'/docs/node#open-the-right-ports': [PORTS.table]},
};

/** The engine as the browser runs it, ranking the records above. */
export function fixtureSearch(records: readonly SearchRecord[] = RECORDS): SectionSearch {
  return sectionSearchOf(new EmbeddedIndex(records), 'en');
}

export const linkOf: LinkOf = (r) => r.url;
