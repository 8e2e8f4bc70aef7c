import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('OpenAPI documentation', () => {
  it('describes every API route from its zod schemas, with the access it needs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    const apiRoutes = t.routeTable.filter(
      (route) => route.url.startsWith('/api') && !route.url.startsWith('/api/docs'),
    );
    for (const route of apiRoutes) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      expect(document.paths[path]?.[route.method.toLowerCase()], `${route.method} ${path}`).toBeDefined();
    }
    const clearToken = document.paths['/api/userManage/clearToken/{id}'].get;
    expect(clearToken['x-action']).toBe('userManage:clearToken');
    expect(clearToken.description).toContain('Requires action `userManage:clearToken`.');
    expect(clearToken.security).toEqual([{ bearer: [] }]);
    expect(clearToken.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    const login = document.paths['/api/auth/login'].post;
    expect(login.description).toContain('Public');
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['userName', 'password']);
    expect(login.responses['200'].content['application/json'].schema.properties.data.properties.accessToken.type).toBe(
      'string',
    );
    expect(document.paths['/api/userManage/getUserProfile'].get.description).toContain('Requires a signed-in session.');
  });

  it('serves the browsable page with its security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).toBeDefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
