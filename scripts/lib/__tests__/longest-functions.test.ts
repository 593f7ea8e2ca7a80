import {describe, expect, it} from 'vitest';
import {functionsOf} from '../longest-functions.mjs';

describe('functionsOf', () => {
  it('counts first to last line and names arrows by their variable', () => {
    const source = [
      'export function declared() {', // 1
      '  const inner = () => 1;', // 2
      '  return inner();', // 3
      '}', // 4
      'const Arrow = (): number => {', // 5
      '  return 2;', // 6
      '};', // 7
      'const object = {method() { return 3; }, prop: function () {}};', // 8
      'class Box { run() {\n} }', // 9-10
      'useEffect(() => {\n});', // 11-12
    ].join('\n');
    const found = functionsOf(source, 'example.ts').map(({name, line, lines}) => ({
      name,
      line,
      lines,
    }));
    expect(found).toEqual([
      {name: 'declared', line: 1, lines: 4},
      {name: 'inner', line: 2, lines: 1},
      {name: 'Arrow', line: 5, lines: 3},
      {name: 'method', line: 8, lines: 1},
      {name: 'prop', line: 8, lines: 1},
      {name: 'run', line: 9, lines: 2},
      {name: 'useEffect callback', line: 11, lines: 2},
    ]);
  });

  it('reads JSX in .tsx files', () => {
    const found = functionsOf('export default function Page() {\n  return <p>hi</p>;\n}', 'a.tsx');
    expect(found).toEqual([{file: 'a.tsx', name: 'Page', line: 1, lines: 3}]);
  });
});
