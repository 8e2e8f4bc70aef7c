import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findModules, findNamespaces, registryFiles } from './registries';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the written registries', () => {
  it('are up to date (else run `npx tsx tools/registries.ts`)', async () => {
    for (const { file, text } of await registryFiles()) {
      expect(readFileSync(path.join(ROOT, file), 'utf8'), `${file} is out of date: npx tsx tools/registries.ts`).toBe(
        text,
      );
    }
  });

  it('find the modules and the text namespaces', () => {
    const modules = findModules().map(([, name]) => name);
    expect(modules).toEqual(expect.arrayContaining(['healthModule', 'kioskModule', 'adminUserModule', 'userModule']));
    expect(new Set(modules).size).toBe(modules.length);
    expect(findNamespaces()).toEqual(expect.arrayContaining(['common', 'crud', 'public']));
  });
});
