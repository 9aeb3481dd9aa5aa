/**
 * Every remote's page declarations, imported statically: a module the plain-app build writes
 * from remotes.json (`plain-app-config.ts`), so a new remote needs no edit here.
 */
declare module 'plain-remotes' {
  import type { RemotePages } from 'platform';

  const remotes: ReadonlyArray<{ package: string; federationName: string; remote: RemotePages }>;
  export default remotes;
}
