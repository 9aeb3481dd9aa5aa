import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library only unmounts between tests on its own when test globals are enabled; they are
// not here (tests import describe/it explicitly), so unmount explicitly.
afterEach(() => {
  cleanup();
});
