/** A small index in the wire format, shared by the client tests. */
import {decodeIndex, type EncodedIndex} from '../../shared/format';

export const ENCODED: EncodedIndex = {
  version: 3,
  words: '',
  pages: [
    {
      url: '/docs/build/gstd/gas-reservation',
      lvl0: 'Build programs',
      lvl1: 'Gas reservation',
      language: 'en',
      tag: 'docs-default-current',
    },
    {
      url: '/docs/build/gstd/mailbox',
      lvl0: 'Build programs',
      lvl1: 'Mailbox',
      language: 'en',
      tag: 'docs-default-current',
    },
    {
      url: '/docs/staking/nominate',
      lvl0: 'Staking',
      lvl1: 'Nominate',
      language: 'en',
      tag: 'docs-default-current',
    },
    {
      url: '/docs/old/page',
      lvl0: 'Archive',
      lvl1: 'Old messages',
      language: 'en',
      tag: 'docs-default-0.9',
    },
    {
      url: '/fr/docs/page',
      lvl0: 'Programmes',
      lvl1: 'Messages',
      language: 'fr',
      tag: 'docs-default-current',
    },
  ],
  sections: [
    [
      0,
      1,
      null,
      null,
      'A gas reservation moves gas from the current message into a store that the program can draw on later.',
    ],
    [
      0,
      2,
      'signatures',
      'Signatures',
      'reserve_gas(amount, duration) returns a ReservationId; unreserve gives the gas back.',
    ],
    [
      0,
      2,
      'errors',
      'Errors <and> edge cases',
      'Not enough gas: the reservation fails when the message has less than amount left.',
    ],
    [1, 1, null, null, 'The mailbox keeps messages for a user until they claim or reply to them.'],
    [
      1,
      2,
      'gas',
      'Gas for mailbox messages',
      'A message stays in the mailbox as long as its gas lasts, block by block.',
    ],
    [1, 3, 'claim', 'Claiming value', null],
    [
      2,
      1,
      null,
      null,
      'Nominators back validators with their stake & share the rewards. Emoji 🚀 are text too.',
    ],
    [3, 1, null, null, 'An old page about messages in an earlier version.'],
    [4, 1, null, null, 'Une page en français sur les messages.'],
  ],
};

export const RECORDS = decodeIndex(ENCODED);

/** The contextual filters of an English docs page. */
export const CONTEXT = [
  'language:en',
  ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
];
