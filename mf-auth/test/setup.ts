import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts between tests on its own only with test globals, which are off here.
afterEach(() => {
  cleanup();
});
