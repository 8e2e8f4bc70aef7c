import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

/** A client's code written against the generated types: it must compile as it stands. */
const CLIENT = `
import type { operations, paths } from './api';

type Login = paths['/api/auth/login']['post'];
export const body: Login['requestBody']['content']['application/json'] = { userName: 'admin', password: 'secret' };
export function tokenOf(answer: Login['responses'][200]['content']['application/json']): string {
  return answer.data.accessToken;
}
type MenuTreeAnswer = operations['menu_tree']['responses'][200]['content']['application/json'];
export function firstTitle(answer: MenuTreeAnswer): string | undefined {
  return answer.data[0]?.children[0]?.title;
}
`;

let t: TestApp;
let source: string;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  source = response.body;
  dir = await mkdtemp(path.join(tmpdir(), 'srd-openapi-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules without an error", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const errors = problems.filter((problem) => problem.severity === 'error');
    expect(errors.map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`)).toEqual(
      [],
    );
  });

  it('names every operation once', () => {
    const document = JSON.parse(source) as { paths: Record<string, Record<string, { operationId?: string }>> };
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(document.paths['/api/userManage/getUserProfile'].get.operationId).toBe('userManage_getUserProfile');
    expect(document.paths['/api/role'].put.operationId).toBe('role_put');
  });

  it('gives a typed client that compiles', async () => {
    await writeFile(
      path.join(dir, 'api.d.ts'),
      astToString(await openapiTS(JSON.parse(source) as OpenAPI3, { silent: true })),
    );
    await writeFile(path.join(dir, 'client.ts'), CLIENT);
    const program = ts.createProgram([path.join(dir, 'client.ts')], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      // The generated types need nothing newer than ES5; the smaller library halves the check's time.
      lib: ['lib.es5.d.ts'],
      types: [],
    });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    expect(diagnostics).toEqual([]);
  });
});
