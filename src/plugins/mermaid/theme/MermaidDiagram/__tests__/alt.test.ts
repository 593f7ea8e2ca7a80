import {describe, expect, it} from 'vitest';
import {diagramAlt} from '../alt';

describe('diagramAlt', () => {
  it("uses the diagram's accTitle, else names its kind", () => {
    expect(diagramAlt('sequenceDiagram\n  accTitle: Sending a message\n  A->>B: hi')).toBe(
      'Sending a message',
    );
    expect(diagramAlt('%% a comment\nflowchart LR\n  A --> B')).toBe('Flowchart; its text follows');
    expect(diagramAlt('sankey-beta\n')).toBe('Diagram; its text follows');
  });
});
