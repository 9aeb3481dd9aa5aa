import { describe, expect, it } from 'vitest';
import { localAppConfig } from './app-config';
import { ISLAND_PROPS_VERSION, islandBasePath, islandPropsProblem } from './island-props';
import type { IslandProps } from './island-props';

const props: IslandProps = {
  contractVersion: ISLAND_PROPS_VERSION,
  page: './IslandHomePage',
  params: {},
  location: { pathname: '/app/island', search: '' },
  basePath: '/app/island',
  session: { status: 'signedOut', person: null, getIdToken: async () => null },
  navigate: () => {},
  config: localAppConfig(),
  reportError: () => {},
};

describe('islandPropsProblem', () => {
  it('accepts props of this contract version', () => {
    expect(islandPropsProblem(props)).toBeNull();
  });

  it('refuses another contract version, naming both', () => {
    expect(islandPropsProblem({ ...props, contractVersion: 2 })).toBe(
      `the shell speaks island props version 2; this island needs version ${ISLAND_PROPS_VERSION}`,
    );
    expect(islandPropsProblem({ ...props, contractVersion: undefined })).toMatch(
      /version undefined/,
    );
  });

  it('refuses props missing what a page calls', () => {
    expect(islandPropsProblem(undefined)).toBe('the shell passed no props');
    expect(islandPropsProblem({ ...props, navigate: undefined })).toBe(
      'the shell passed no navigate function',
    );
    expect(islandPropsProblem({ ...props, session: { person: null } })).toBe(
      'the shell passed no session',
    );
    expect(islandPropsProblem({ ...props, config: undefined })).toBe(
      'the shell passed no configuration',
    );
  });
});

describe('islandBasePath', () => {
  it("keeps the fixed segments all of a remote's routes begin with", () => {
    expect(islandBasePath(['/app/island'])).toBe('/app/island');
    expect(islandBasePath(['/app/island', '/app/island/me'])).toBe('/app/island');
    expect(islandBasePath(['/app/island/:tab?', '/app/island/me'])).toBe('/app/island');
    expect(islandBasePath(['/app/isle/a', '/app/island/b'])).toBe('/app');
    expect(islandBasePath(['/:id'])).toBe('/');
    expect(islandBasePath([])).toBe('/');
  });
});
