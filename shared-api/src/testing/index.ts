// `shared-api/testing`: test doubles and sample records for tests of code that uses shared-api.
// Kept out of the main entry so no production bundle carries them.
export { createFakeFetch, errorReply, okReply } from './fake-fetch';
export type { FakeCall, FakeFetch, FakeReply } from './fake-fetch';
export { sampleEvent, sampleOrganization, samplePublicUser, sampleUser } from './fixtures';
