export interface SessionConfig {
  apiKey: string;
  authDomain?: string;
  projectId: string;
  appId?: string;
  /** e.g. `http://127.0.0.1:9099`: use the Firebase Auth emulator instead of the real service. */
  authEmulatorUrl?: string;
}
