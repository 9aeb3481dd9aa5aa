export { AppProviders } from './app-providers';
export type { AppProvidersProps } from './app-providers';
export { createQueryClient } from './create-query-client';
