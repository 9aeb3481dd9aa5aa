import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, endpointNames } from 'contract';
import { startTestApi, type TestApi } from '../../test/test-api';
import { API_PREFIX } from '../app/build-server';

let api: TestApi;
const registered: { name: string; endpoint: unknown; access: unknown }[] = [];

beforeAll(async () => {
  api = await startTestApi({
    extend: (app) =>
      app.addHook('onRoute', (route) => {
        for (const method of [route.method].flat()) {
          if (method === 'HEAD') continue; // Fastify adds one to every GET.
          registered.push({
            name: `${method} ${route.url.slice(API_PREFIX.length)}`,
            endpoint: route.config?.endpoint,
            access: route.config?.access,
          });
        }
      }),
  });
});
afterAll(() => api?.close());

describe('the API and the contract', () => {
  it('registers a route for every declared endpoint, and no route the contract does not declare', () => {
    expect(registered.map((route) => route.name).sort()).toEqual([...endpointNames()].sort());
  });

  it('registered every route through the contract, with its declared access', () => {
    for (const route of registered) {
      expect(route.endpoint, route.name).toBe(route.name);
      expect(route.access, route.name).toBe(contract[route.name as keyof typeof contract].access);
    }
  });

  it('serves the contract as an OpenAPI document naming every endpoint', async () => {
    const res = await api.request('/v2/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const operations = Object.values(res.body.paths as Record<string, Record<string, unknown>>)
      .flatMap((methods) => Object.values(methods))
      .map((operation) => (operation as { operationId: string }).operationId);
    expect(operations.sort()).toEqual(endpointNames().sort());
    expect(res.body.paths['/images/files/{name}'].get['x-access']).toBe(
      contract['GET /images/files/:name'].access,
    );
  });
});
