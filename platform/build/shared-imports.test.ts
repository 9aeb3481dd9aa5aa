import { describe, expect, it } from 'vitest';
import { sharedImportsOf } from './shared-imports';

const SHARED = new Set(['shared-api', 'shared-ui']);
const namesOf = (text: string, file = 'page.tsx') =>
  Object.fromEntries([...sharedImportsOf(file, text, SHARED)].map(([k, v]) => [k, [...v].sort()]));

describe('sharedImportsOf', () => {
  it('collects value imports and re-exports, leaving types and other packages out', () => {
    const text = [
      "import { paths, useSession as useS, type User } from 'shared-api';",
      "import type { Viewer } from 'shared-api';",
      "import { Button } from 'shared-ui';",
      "import { useQuery } from '@tanstack/react-query';",
      "import 'shared-ui';",
      "export { track } from 'shared-api';",
      "export type { Session } from 'shared-api';",
      'export const x = <Button />;',
    ].join('\n');
    expect(namesOf(text)).toEqual({
      'shared-api': ['paths', 'track', 'useSession'],
      'shared-ui': ['Button'],
    });
  });

  it('refuses imports that hide which names are used', () => {
    expect(() => namesOf("import * as api from 'shared-api';\n", 'a.ts')).toThrow(
      "a.ts:1: import * from 'shared-api' hides which exports it uses",
    );
    expect(() => namesOf("\nconst m = () => import('shared-ui');\n", 'b.ts')).toThrow(
      "b.ts:2: import('shared-ui') hides which exports it uses",
    );
  });
});
