/**
 * Runs once per test run: makes sure a Firebase Auth emulator is up (reusing the one named by
 * FIREBASE_AUTH_EMULATOR_HOST, else starting one and stopping it afterwards) and prepares the
 * migrated template database. Test files receive both through `inject()`.
 */
import type { TestProject } from 'vitest/node';
import { isEmulatorUp, startAuthEmulator } from '../../scripts/lib/auth-emulator';
import {
  createTestDatabaseTemplate,
  testDatabaseKind,
  type TestDatabaseTemplate,
} from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
    testDatabase: TestDatabaseTemplate;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The project's own `test.env` (the root config names api-postgres with TEST_DB=postgres) is not in
  // process.env here, in the main process: read it from the project, or that project would quietly
  // run on PGlite.
  const kind = testDatabaseKind({ ...process.env, ...project.config.env });
  const [emulator, database] = await Promise.all([
    ensureAuthEmulator(),
    createTestDatabaseTemplate(kind, { ...process.env, ...project.config.env }),
  ]);
  project.provide('authEmulatorHost', emulator.host);
  project.provide('testDatabase', database.template);
  return async () => {
    await database.dispose();
    await emulator.stop();
  };
}

async function ensureAuthEmulator(): Promise<{ host: string; stop(): Promise<void> }> {
  const configured = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (configured) {
    if (!(await isEmulatorUp(configured))) {
      throw new Error(
        `FIREBASE_AUTH_EMULATOR_HOST=${configured}, but no Auth emulator answers there`,
      );
    }
    return { host: configured, stop: async () => {} };
  }
  return startAuthEmulator();
}
