import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';
import {formatDateUtc} from './formatDate';

// Written from scratch rather than wrapped: the theme's version builds an Intl.DateTimeFormat
// on every render, the largest single cost of hydrating a docs page on a phone.
// Same markup and translation ids as the theme, so styles and translations still apply.
export default function LastUpdated({lastUpdatedAt, lastUpdatedBy}: Props): ReactNode {
  const atDate = lastUpdatedAt ? (
    <Translate
      id="theme.lastUpdated.atDate"
      values={{
        date: (
          <b>
            <time dateTime={new Date(lastUpdatedAt).toISOString()} itemProp="dateModified">
              {formatDateUtc(lastUpdatedAt)}
            </time>
          </b>
        ),
      }}>
      {' on {date}'}
    </Translate>
  ) : (
    ''
  );
  const byUser = lastUpdatedBy ? (
    <Translate id="theme.lastUpdated.byUser" values={{user: <b>{lastUpdatedBy}</b>}}>
      {' by {user}'}
    </Translate>
  ) : (
    ''
  );
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate id="theme.lastUpdated.lastUpdatedAtBy" values={{atDate, byUser}}>
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}
