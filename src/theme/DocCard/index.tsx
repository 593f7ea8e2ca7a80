/**
 * The theme's doc card, given the description of the page it links to.
 * Descriptions are not in the version data every docs page loads
 * (src/plugins/docs-content): they come from a file that only this
 * component, on the index pages that show cards, imports.
 */
import type {ComponentProps, ReactNode} from 'react';
import DocCard from '@theme-original/DocCard';
import descriptions from '@generated/docusaurus-plugin-content-docs/default/card-descriptions.json';

type Props = ComponentProps<typeof DocCard>;

export default function DocCardWrapper(props: Props): ReactNode {
  const {item} = props;
  if (item.type !== 'link' || item.description !== undefined || !item.docId) {
    return <DocCard {...props} />;
  }
  return <DocCard {...props} item={{...item, description: descriptions[item.docId]}} />;
}
