import { describe, expect, it } from 'vitest';
import { API_NODE_FLAGS, nodeFlagsOf } from './api-process';

describe("the API process's Node flags", () => {
  it("are the flags of api's start script, before the module it imports", () => {
    expect(nodeFlagsOf('node --max-semi-space-size=32 --import tsx src/main.ts')).toEqual([
      '--max-semi-space-size=32',
    ]);
    expect(nodeFlagsOf('node --a=1 --b src/main.js')).toEqual(['--a=1', '--b']);
    expect(nodeFlagsOf('node src/main.js')).toEqual([]);
  });

  it('refuse a start script that does not run node', () => {
    expect(() => nodeFlagsOf('tsx src/main.ts')).toThrow(/does not run node/);
  });

  it('are read from the repository: the larger young generation the bench relies on', () => {
    expect(API_NODE_FLAGS).toContain('--max-semi-space-size=32');
  });
});
