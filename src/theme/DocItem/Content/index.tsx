import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPage from '@site/src/components/CopyPage';

type Props = WrapperProps<typeof ContentType>;

/** The URL of a page's Markdown twin, which the llms-txt plugin writes at build time. */
function markdownUrl(permalink: string): string {
  return `${permalink.replace(/\/+$/, '')}.md`;
}

/**
 * Adds "Copy page" above every docs page. Wraps the theme's content (rather
 * than the breadcrumbs) because only doc pages have a Markdown twin, and this
 * component renders on doc pages alone.
 */
export default function DocItemContentWrapper(props: Props): React.JSX.Element {
  const {metadata} = useDoc();
  return (
    <>
      <CopyPage markdownUrl={markdownUrl(metadata.permalink)} />
      <Content {...props} />
    </>
  );
}
