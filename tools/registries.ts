/**
 * Writes the two lists that cannot collect themselves at run time, from the source tree:
 *
 * - `apps/server/src/modules/collected.ts`: every domain module, i.e. each `export const <name>: AppModule`
 *   of a file directly in a folder of `apps/server/src/modules` (by custom its `routes.ts`). Node, tsx and
 *   the esbuild bundle then import the same static list; `modules/index.ts` orders it.
 * - `apps/web/src/platform/i18next.d.ts`: i18next's typings, one namespace per file of
 *   `apps/web/src/locales/en_US`, so a key missing from the English texts fails the type check.
 *
 * The web app's screens and audited resource types collect themselves (Vite's `import.meta.glob` over
 * `features/*\/feature.ts`). registries.test.ts fails while a written file is out of date.
 *
 * Usage: npx tsx tools/registries.ts
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MODULES = 'apps/server/src/modules';
const LOCALES = 'apps/web/src/locales/en_US';
const COMMAND = 'npx tsx tools/registries.ts';

/** Words that cannot name an import binding (in a module, which is strict code). */
const RESERVED = new Set(
  (
    'break case catch class const continue debugger default delete do else enum export extends false finally for ' +
    'function if implements import in instanceof interface let new null package private protected public return ' +
    'static super switch this throw true try typeof var void while with yield await arguments eval'
  ).split(' '),
);

/** The module exports of the folders of `modules`, as [folder/file without extension, export name], in path order. */
export function findModules(root = ROOT): [string, string][] {
  const dir = path.join(root, MODULES);
  const found: [string, string][] = [];
  const folders = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  for (const folder of folders.map((entry) => entry.name).sort()) {
    const files = readdirSync(path.join(dir, folder), { withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name))
      .map((entry) => entry.name)
      .sort();
    for (const file of files) {
      const source = readFileSync(path.join(dir, folder, file), 'utf8');
      for (const [, name] of source.matchAll(/^export const (\w+): AppModule\b/gm)) {
        found.push([`${folder}/${file.replace(/\.ts$/, '')}`, name]);
      }
    }
  }
  return found;
}

/** The namespaces of the English texts, sorted. */
export function findNamespaces(root = ROOT): string[] {
  return readdirSync(path.join(root, LOCALES))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();
}

function modulesSource(modules: [string, string][]): string {
  return [
    `// Written by \`${COMMAND}\` from the module folders: do not edit. A module is an`,
    '// `export const <name>: AppModule` in a file directly in its folder; index.ts orders them.',
    "import type { AppModule } from '../platform/app-module.js';",
    ...modules.map(([file, name]) => `import { ${name} } from './${file}.js';`),
    '',
    '/** Every domain module of the folders, in path order. */',
    `export const collectedModules: AppModule[] = [${modules.map(([, name]) => name).join(', ')}];`,
  ].join('\n');
}

function typingsSource(namespaces: string[]): string {
  const binding = (namespace: string) =>
    /^[A-Za-z_$][\w$]*$/.test(namespace) && !RESERVED.has(namespace)
      ? namespace
      : `${namespace.replace(/\W/g, '_')}Texts`;
  return [
    `// Written by \`${COMMAND}\` from locales/en_US: do not edit.`,
    ...namespaces.map((namespace) => `import type ${binding(namespace)} from '../locales/en_US/${namespace}.json';`),
    '',
    '// Typed translation keys: a key missing from the English texts fails the type check.',
    "declare module 'i18next' {",
    '  interface CustomTypeOptions {',
    "    defaultNS: 'common';",
    '    resources: {',
    ...namespaces.map((namespace) => `      ${namespace}: typeof ${binding(namespace)};`),
    '    };',
    '  }',
    '}',
  ].join('\n');
}

/** Each written file (relative to the root) with the text it should have, formatted as the code base is. */
export async function registryFiles(root = ROOT): Promise<{ file: string; text: string }[]> {
  const files = [
    { file: `${MODULES}/collected.ts`, text: modulesSource(findModules(root)) },
    { file: 'apps/web/src/platform/i18next.d.ts', text: typingsSource(findNamespaces(root)) },
  ];
  return Promise.all(
    files.map(async ({ file, text }) => {
      const filepath = path.join(root, file);
      const options = await prettier.resolveConfig(filepath);
      return { file, text: await prettier.format(text, { ...options, filepath }) };
    }),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const { file, text } of await registryFiles()) {
    const filepath = path.join(ROOT, file);
    let old: string | undefined;
    try {
      old = readFileSync(filepath, 'utf8');
    } catch {
      old = undefined;
    }
    if (old === text) continue;
    writeFileSync(filepath, text);
    console.log(`Wrote ${file}.`);
  }
}
