/** A small index for the assistant's tests, queried by the site's real search engine. */
import type {SearchRecord} from '../../search/shared/types';
import {EmbeddedIndex} from '../../search/client/engine';
import {searchRequests, type AnswerDetails, type LinkOf, type Retrieve} from '../answer';

function record(
  url: string,
  page: string,
  anchor: string | null,
  heading: string | null,
  content: string,
  language = 'en',
  level: 'lvl2' | 'lvl3' = 'lvl2',
  parent = 'V',
): SearchRecord {
  return {
    objectID: `${url}#${anchor ?? ''}`,
    url: anchor ? `${url}#${anchor}` : url,
    url_without_anchor: url,
    anchor,
    hierarchy: {
      lvl0: 'Docs',
      lvl1: page,
      lvl2: level === 'lvl3' ? parent : heading,
      lvl3: level === 'lvl3' ? heading : null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content,
    type: heading ? level : 'lvl1',
    language,
    docusaurus_tag: 'docs-default-current',
  };
}

export const RECORDS: SearchRecord[] = [
  record(
    '/docs/build/gstd/gas-reservation',
    'Gas reservation',
    null,
    null,
    'A gas reservation moves gas from the current message into a store. The program can draw on the reserved gas later, e.g. in a delayed message. See below.',
  ),
  record(
    '/docs/build/gstd/gas-reservation',
    'Gas reservation',
    'lifetime',
    'Reservation lifetime',
    'Each reservation has a duration in blocks. When the duration ends, the unused gas returns to the owner.',
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
    'Revoking a voucher',
    'The sponsor can revoke a voucher once it has expired. Revoking returns the remaining balance to the sponsor.',
  ),
  record(
    '/docs/staking/nominate',
    'Nominate',
    null,
    null,
    'Nominators back validators with their stake <script>alert(1)</script> and share the rewards.',
  ),
  record('/fr/docs/page', 'Page', null, null, 'Une page sur les vouchers en français.', 'fr'),
  record(
    '/docs/about/glossary',
    'Glossary',
    'voucher',
    'Voucher',
    'An on-chain allowance of VARA, issued by one account to another, that pays for the holder’s messages. See vouchers.',
    'en',
    'lvl3',
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
    'Nominate',
    'unbond',
    'Unbond',
    'Unbonding is how you get bonded tokens back. Bonded tokens cannot be transferred while they wait.',
  ),
  record(
    '/docs/node/dev-net',
    'Local development node',
    'start',
    'Start the node',
    'Run the binary with the dev flag. It starts a private chain with pre-funded accounts.',
  ),
  record(
    '/docs/idea/account',
    'Connect a wallet',
    'get-test-vara',
    'Get test VARA',
    'Use the Get Test Balance button in the header: the faucet sends test VARA to the account.',
  ),
  record(
    '/docs/governance',
    'Governance',
    'life-of-a-referendum',
    'Life of a referendum',
    'A referendum opens when a proposal is submitted on a track. Voters vote aye or nay while it is deciding, and the referendum passes when enough of the vote approves it.',
  ),
  record(
    '/docs/governance',
    'Governance',
    'in-polkadotjs-apps',
    'In Polkadot.js Apps',
    'Open Governance, Referenda. Read the proposal and its track. Click Vote, choose aye or nay, and sign. After the referendum ends, remove the vote to unlock your tokens.',
    'en',
    'lvl3',
    'How to vote',
  ),
  record(
    '/docs/governance',
    'Governance',
    'prepare',
    'Prepare',
    'A new proposal waits for the prepare period of its track. Someone must place the decision deposit. Without it, the referendum times out after 14 days.',
  ),
  record(
    '/docs/gcli/keys',
    'Key tool',
    'key-names-elsewhere',
    'Key names in other tools',
    'The key files use the keystore format of browser wallets, so a wallet can import the key by name with its passphrase. Scripts can decrypt the same key file.',
  ),
  record(
    '/docs/gcli/keys',
    'Key tool',
    'new',
    'new: generate a key',
    'Since release 1.10.0 the tool signs with the primary key. Argument Required Meaning NAME yes Key name, at most 16 characters; if taken, the tool appends a suffix.',
  ),
  record(
    '/docs/account',
    'Account',
    'keep-it-safe',
    'Keep the account safe',
    'Never share the seed phrase of an account. Support staff, validators and airdrops never ask for it.',
  ),
  record(
    '/docs/features/sponsored',
    'Sponsored transactions',
    null,
    null,
    'An application can cover the cost of what its members send, so that newcomers need no tokens of their own.',
  ),
  record(
    '/docs/about/fees',
    'Fees',
    'who-pays',
    'Who pays',
    'The sender of a message pays for its gas, from the balance of the account.',
  ),
  record(
    '/docs/staking/faq',
    'Staking FAQ',
    'how-long-are-blocks-sessions-and-eras',
    'How long are blocks, sessions and eras?',
    'Blocks target 3 seconds. A session lasts 2 hours. An era is 6 sessions, so 12 hours.',
  ),
  record(
    '/docs/build/interface',
    'Interface files',
    null,
    null,
    'This guide explains the interface file of a program. An interface file lists the services and methods a program exposes to its callers.',
  ),
  record(
    '/docs/staking/nominate',
    'Nominate',
    'choose',
    'Choose validators',
    'You may nominate up to 16 validators. Look at each candidate over 30 eras before you choose.',
  ),
  record(
    '/docs/about/npos',
    'Elections',
    'selection',
    'Validator selection by nominators',
    'An election every 12 hours picks 100 validators for the active set, weighing what nominators put behind them.',
  ),
];

/** What the index builder adds for the assistant, for the records above. */
export const DETAILS: AnswerDetails = {
  keywords: {'/docs/api/vouchers': ['voucher', 'gasless', 'sponsor']},
  commands: {'/docs/node/dev-net#start': ['./gear --dev']},
  synonyms: {token: ['vara']},
  summaries: {
    '/docs/features/sponsored': [
      'Sponsored transactions',
      'How an application pays the gas of its users’ messages.',
    ],
  },
};

/** The engine as the browser runs it, behind the assistant's retrieval interface. */
export function fixtureRetrieve(records: readonly SearchRecord[] = RECORDS): Retrieve {
  const engine = new EmbeddedIndex(records);
  return async (queries) =>
    searchRequests(queries, 'vara', 'en').map((request) => {
      const {hits, nbHits} = engine.search(request);
      return {hits, nbHits};
    });
}

export const linkOf: LinkOf = (r) => r.url;
