// The public face of `platform/testing`: the page-test kit every remote uses (tests only: it
// imports Testing Library, a development dependency).
export { fakeApi, providersWith, renderPage } from './render-page';
export type { FakeRoutes, Reply } from './render-page';
