import React, {useEffect} from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useHistory, useLocation} from '@docusaurus/router';
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import {canonicalPath} from '@site/src/utils/canonicalPath';

type Props = WrapperProps<typeof ContentType>;

/** The canonical path when it names a real page, else null. */
function knownCanonical(pathname: string): string | null {
  const candidate = canonicalPath(pathname);
  if (candidate === pathname) return null;
  const matches = matchRoutes(routes, candidate);
  const last = matches[matches.length - 1];
  return last && last.match.isExact && last.route.path !== '*' ? candidate : null;
}

/**
 * Static hosts without rewrite rules send `/x/index.html`, `/x/index` or `/x/`
 * to the not-found page. When the plain path is a real page, go there instead
 * of showing "Page Not Found" (nginx answers these with a 301 of its own).
 */
export default function NotFoundContentWrapper(props: Props): React.JSX.Element | null {
  const {pathname, search, hash} = useLocation();
  const history = useHistory();
  const target = knownCanonical(pathname);
  useEffect(() => {
    if (target) history.replace(`${target}${search}${hash}`);
  }, [target, search, hash, history]);
  return target ? null : <Content {...props} />;
}
