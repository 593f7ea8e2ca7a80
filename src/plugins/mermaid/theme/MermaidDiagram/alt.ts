/** The alt text of a drawn diagram (see MermaidDiagram). */
const KINDS: Record<string, string> = {
  flowchart: 'Flowchart',
  graph: 'Flowchart',
  sequenceDiagram: 'Sequence diagram',
  classDiagram: 'Class diagram',
  stateDiagram: 'State diagram',
  'stateDiagram-v2': 'State diagram',
  erDiagram: 'Entity relationship diagram',
  gantt: 'Gantt chart',
  pie: 'Pie chart',
  journey: 'User journey',
  timeline: 'Timeline',
  mindmap: 'Mind map',
};

/** The image's alt text: the diagram's accTitle, else its kind. */
export function diagramAlt(source: string): string {
  const title = /^\s*accTitle\s*:\s*(.+)$/m.exec(source)?.[1]?.trim();
  if (title) return title;
  const first = source
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line !== '' && !line.startsWith('%%'));
  const kind = KINDS[first?.split(/\s/)[0] ?? ''] ?? 'Diagram';
  return `${kind}; its text follows`;
}
