import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Imports run one way: a module or feature builds on the platform, never the reverse, and features
 * build on the platform and the contract rather than on each other. Paths are relative to the root.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const SERVER = 'apps/server/src';
const WEB = 'apps/web/src';
const CONTRACT = 'packages/contract/src';

/** The packages the contract may use: its own dependencies, and vitest in its tests. */
const CONTRACT_PACKAGES = [
  ...Object.keys(JSON.parse(readFileSync(path.join(ROOT, 'packages/contract/package.json'), 'utf8')).dependencies),
  'vitest',
];

/**
 * Feature-to-feature imports judged legitimate, as [importing feature, imported module]. The kiosk
 * screen shows the operations tabs (live state, heartbeats, alarms, commands, activity) of the kiosk
 * it edits; they belong to kioskOps, whose lists and screens they share. The member screen shows the
 * member's ledger (balances, entries, the adjustment dialog); it belongs to the ledger, whose list and
 * dialog it shares. It shows the member's recycling and rebates too, with the recycling lists' requests and
 * cells. The miles conversion debits a member's points, and names the member as the ledger's dialogs do.
 */
const ALLOWED_FEATURE_IMPORTS: [string, string][] = [
  [`${WEB}/features/kiosk`, `${WEB}/features/kioskOps/KioskTabs`],
  [`${WEB}/features/member`, `${WEB}/features/ledger/MemberLedger`],
  [`${WEB}/features/member`, `${WEB}/features/recycling/api`],
  [`${WEB}/features/member`, `${WEB}/features/recycling/columns`],
  [`${WEB}/features/recycling`, `${WEB}/features/ledger/labels`],
];

/** Whether `target` is `dir` or lies in it. */
const inside = (target: string, dir: string) => target === dir || target.startsWith(`${dir}/`);

/**
 * Why importing `target` (a root-relative path, or a package name) from `file` runs the wrong way; undefined if it does
 * not.
 */
function wrongWay(file: string, target: string): string | undefined {
  if (inside(file, CONTRACT)) {
    const allowed = inside(target, CONTRACT) || CONTRACT_PACKAGES.some((name) => inside(target, name));
    return allowed ? undefined : 'the contract imports only itself and its own dependencies';
  }
  if (inside(file, `${SERVER}/platform`) && inside(target, `${SERVER}/modules`)) {
    // API tests run the whole application, modules included, and seed its tables.
    return file.endsWith('.api.test.ts') ? undefined : 'the server platform does not import modules';
  }
  if (inside(file, `${WEB}/platform`) && (inside(target, `${WEB}/features`) || inside(target, `${WEB}/app`))) {
    return 'the web platform does not import features or the app';
  }
  if (inside(file, `${WEB}/features`)) {
    if (inside(target, `${WEB}/app`)) return 'a feature does not import the app';
    const feature = file.split('/', 5).join('/');
    if (!inside(target, `${WEB}/features`) || inside(target, feature)) return undefined;
    const allowed = ALLOWED_FEATURE_IMPORTS.some(([from, to]) => inside(file, from) && target === to);
    return allowed ? undefined : 'a feature does not import another feature';
  }
  return undefined;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
    .map((name) => `${dir}/${name.split(path.sep).join('/')}`);
}

/** Each import, re-export and dynamic import of a file, relative ones resolved to root-relative paths. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(path.join(ROOT, file), 'utf8'), true, true);
  return importedFiles.map(({ fileName }) =>
    fileName.startsWith('.') ? path.posix.join(path.posix.dirname(file), fileName).replace(/\.js$/, '') : fileName,
  );
}

describe('layers', () => {
  it('finds no import that runs the wrong way', () => {
    const roots = [SERVER, WEB, CONTRACT].map(sourceFiles);
    for (const files of roots) expect(files.length).toBeGreaterThan(0);
    const wrong = roots.flat().flatMap((file) =>
      importsOf(file).flatMap((target) => {
        const reason = wrongWay(file, target);
        return reason ? [`${file} -> ${target}: ${reason}`] : [];
      }),
    );
    expect(wrong).toEqual([]);
  });

  it('tells each wrong way', () => {
    expect(wrongWay(`${SERVER}/platform/auth/guard.ts`, `${SERVER}/modules/user/tables`)).toBeDefined();
    expect(wrongWay(`${SERVER}/platform/auth/guard.ts`, `${SERVER}/modules`)).toBeDefined();
    expect(wrongWay(`${SERVER}/platform/auth/guard.api.test.ts`, `${SERVER}/modules/user/tables`)).toBeUndefined();
    expect(wrongWay(`${SERVER}/modules/user/service.ts`, `${SERVER}/platform/auth/tables`)).toBeUndefined();
    expect(wrongWay(`${WEB}/platform/api.ts`, `${WEB}/features/auth/api`)).toBeDefined();
    expect(wrongWay(`${WEB}/platform/api.ts`, `${WEB}/app/router`)).toBeDefined();
    expect(wrongWay(`${WEB}/features/file/FileListPage.tsx`, `${WEB}/features/program/api`)).toBeDefined();
    expect(wrongWay(`${WEB}/features/file/FileListPage.tsx`, `${WEB}/features/fileX/api`)).toBeDefined();
    expect(wrongWay(`${WEB}/features/file/FileListPage.tsx`, `${WEB}/app/router`)).toBeDefined();
    expect(wrongWay(`${WEB}/features/file/FileListPage.tsx`, `${WEB}/features/file/api`)).toBeUndefined();
    expect(wrongWay(`${WEB}/features/kiosk/kioskTabs.tsx`, `${WEB}/features/kioskOps/KioskTabs`)).toBeUndefined();
    expect(wrongWay(`${WEB}/features/kiosk/kioskTabs.tsx`, `${WEB}/features/kioskOps/api`)).toBeDefined();
    expect(wrongWay(`${WEB}/features/kioskOps/KioskTabs.tsx`, `${WEB}/features/kiosk/api`)).toBeDefined();
    expect(wrongWay(`${WEB}/app/router.tsx`, `${WEB}/features/auth/routes`)).toBeUndefined();
    expect(wrongWay(`${CONTRACT}/index.ts`, `${SERVER}/config`)).toBeDefined();
    expect(wrongWay(`${CONTRACT}/index.ts`, '@srd/web')).toBeDefined();
    expect(wrongWay(`${CONTRACT}/index.ts`, 'zod/v4/core')).toBeUndefined();
  });
});
