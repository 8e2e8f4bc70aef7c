// @ts-check
/**
 * Builds what `npm start` runs, each part only when it is missing or out of date:
 *
 * - the server: `apps/server/src/main.ts` bundled by esbuild into one ES module,
 *   `apps/server/dist/main.js` (with its source map), the contract package (`@srd/contract`, kept as
 *   TypeScript source) bundled in and every other package left to `node_modules`;
 * - the web app: `vite build` of `apps/web` into `apps/web/dist`, each text asset beside its brotli and
 *   gzip copies (apps/web/vite.config.ts).
 *
 * A part is up to date when a hash of its inputs (its sources, the contract, the lock file, its
 * settings and this script) matches the one saved beside its output (`.build-hash`), so `npm install`
 * (the `prepare` script) builds, and `npm start` (`prestart`) and the tests that start the product
 * rebuild only after a change. Run with plain node, before dependencies are known to be complete: it
 * needs esbuild and Vite (development dependencies) only to build. Where the sources are absent (the
 * runtime stage of the Dockerfile) there is nothing to build.
 *
 * Usage: node tools/build.mjs [server] [web] [--force]   (no part named: both)
 */
import { createHash } from 'node:crypto';
import { builtinModules } from 'node:module';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = '.build-hash';
/** Inputs of both parts, relative to the root (the lock file standing for the installed packages). */
const COMMON_INPUTS = [
  'package-lock.json',
  'tsconfig.base.json',
  'tools/build.mjs',
  'packages/contract/package.json',
  'packages/contract/tsconfig.json',
];
const TEST_FILE = /\.test\.tsx?$/;

/**
 * Files under `dir` (relative to the root), recursively, tests left out; none when it does not exist.
 * @param {string} dir
 */
function filesUnder(dir) {
  const absolute = path.join(root, dir);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !TEST_FILE.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/**
 * One hash of the names and contents of the files (relative to the root); a missing file counts as such.
 * @param {string[]} files
 */
function hashOf(files) {
  const hash = createHash('sha256');
  for (const file of [...new Set(files)].sort()) {
    const absolute = path.join(root, file);
    hash.update(`${file}\0`);
    hash.update(existsSync(absolute) ? readFileSync(absolute) : '\0missing\0');
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * @param {string} outDir
 * @returns {{ hash: string, inputs?: string[] } | undefined}
 */
function readStamp(outDir) {
  try {
    return JSON.parse(readFileSync(path.join(outDir, STAMP), 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * A development dependency, or a clear end when it is not installed (`npm ci --omit=dev`).
 * @param {string} name
 * @param {string} what
 */
async function load(name, what) {
  try {
    return await import(name);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    console.error(
      `${what} is missing or out of date, and ${name} is not installed ` +
        '(dependencies installed without the development ones?). ' +
        'Run "npm install" to build it, or bring a build made elsewhere.',
    );
    process.exit(1);
  }
}

/**
 * Replaces `target` with the folder `built`, whole.
 * @param {string} built
 * @param {string} target
 */
function replaceFolder(built, target) {
  const old = `${built}-old`;
  if (existsSync(target)) moveFolder(target, old);
  moveFolder(built, target);
  rmSync(old, { recursive: true, force: true });
}

/**
 * @param {string} from
 * @param {string} to
 */
function moveFolder(from, to) {
  try {
    renameSync(from, to);
  } catch (error) {
    // Across file systems (or a folder of a lower image layer): copy instead.
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EXDEV') throw error;
    cpSync(from, to, { recursive: true });
    rmSync(from, { recursive: true, force: true });
  }
}

const seconds = (/** @type {number} */ started) => `${((performance.now() - started) / 1000).toFixed(1)} s`;

const server = {
  name: 'server',
  entry: 'apps/server/src/main.ts',
  outDir: path.join(root, 'apps/server/dist'),
  /** Besides the modules in the bundle (saved in the stamp): what decides how they are compiled. */
  settings: [...COMMON_INPUTS, 'apps/server/package.json', 'apps/server/tsconfig.json'],
  upToDate() {
    const stamp = readStamp(this.outDir);
    return (
      !!stamp?.inputs &&
      existsSync(path.join(this.outDir, 'main.js')) &&
      stamp.hash === hashOf([...this.settings, ...stamp.inputs])
    );
  },
  async build() {
    /** @type {typeof import('esbuild')} */
    const esbuild = await load('esbuild', 'The server build (apps/server/dist)');
    const outfile = path.join(this.outDir, 'main.js');
    const result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: [this.entry],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20.19',
      sourcemap: 'linked',
      sourcesContent: false,
      // Every import runs, in the order Node would run it from source: the contract's `sideEffects:
      // false` (for the web app's tree shaking) would drop the imports that register its actions
      // before the menu is declared (packages/contract/src/menus.ts).
      ignoreAnnotations: true,
      metafile: true,
      write: false,
      logLevel: 'warning',
      plugins: [packagesStayExternal, sourceLocations(this.outDir)],
    });
    const inputs = Object.keys(result.metafile.inputs).filter((input) => !input.includes('node_modules/'));
    checkRuntimeDependencies(result.metafile);
    mkdirSync(this.outDir, { recursive: true });
    // Written beside and renamed over: a server starting meanwhile reads a whole file, old or new.
    for (const file of result.outputFiles) {
      writeFileSync(`${file.path}.${process.pid}`, file.contents);
      renameSync(`${file.path}.${process.pid}`, file.path);
    }
    writeFileSync(
      path.join(this.outDir, STAMP),
      JSON.stringify({ hash: hashOf([...this.settings, ...inputs]), inputs }, null, 1),
    );
    return path.relative(root, outfile);
  },
};

/** Every package import stays an import of `node_modules`, except the workspace's own `@srd/*` (TypeScript source). */
const packagesStayExternal = {
  name: 'packages-stay-external',
  /** @param {import('esbuild').PluginBuild} build */
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@srd/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * `import.meta.url` of each bundled module stays the address of its source file (computed from the
 * bundle's own address), so paths made from it (`main.ts`: the web app, `platform/db/client.ts`: the
 * migrations) name the same folders as under tsx, wherever the module sits in the source tree.
 */
/** @param {string} outDir */
function sourceLocations(outDir) {
  return {
    name: 'source-locations',
    /** @param {import('esbuild').PluginBuild} build */
    setup(build) {
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes('import.meta')) return undefined;
        if (/import\.meta\.(dirname|filename)/.test(source)) {
          throw new Error(
            `${path.relative(root, args.path)}: use import.meta.url ` +
              '(import.meta.dirname and filename are not rewritten for the bundle)',
          );
        }
        const relative = path.relative(outDir, args.path).split(path.sep).join('/');
        const contents = source.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(relative)}, import.meta.url).href`,
        );
        const extension = path.extname(args.path).slice(1);
        const loader = extension === 'tsx' ? 'tsx' : /^[cm]?ts$/.test(extension) ? 'ts' : 'js';
        return { contents, loader };
      });
    },
  };
}

/**
 * Fails the build when the bundle imports a package that `npm ci --omit=dev` would not install: one
 * that is not a dependency of the server or of the contract bundled into it.
 * @param {import('esbuild').Metafile} metafile
 */
function checkRuntimeDependencies(metafile) {
  const declared = new Set(
    ['apps/server/package.json', 'packages/contract/package.json'].flatMap((file) =>
      Object.keys(JSON.parse(readFileSync(path.join(root, file), 'utf8')).dependencies ?? {}),
    ),
  );
  const builtins = new Set(builtinModules);
  const missing = new Set();
  for (const output of Object.values(metafile.outputs)) {
    for (const { path: specifier, external } of output.imports) {
      if (!external || specifier.startsWith('node:') || builtins.has(specifier)) continue;
      const name = specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/');
      if (!declared.has(name)) missing.add(name);
    }
  }
  if (missing.size > 0) {
    throw new Error(
      `The server imports ${[...missing].join(', ')}, not among the dependencies of @srd/server or @srd/contract: ` +
        'a production install would leave it out.',
    );
  }
}

const web = {
  name: 'web app',
  dir: path.join(root, 'apps/web'),
  outDir: path.join(root, 'apps/web/dist'),
  inputs() {
    return [
      ...COMMON_INPUTS,
      ...['index.html', 'vite.config.ts', 'package.json', 'tsconfig.json'].map((file) => `apps/web/${file}`),
      ...filesUnder('apps/web/src'),
      ...filesUnder('apps/web/public'),
      ...filesUnder('packages/contract/src'),
    ];
  },
  upToDate() {
    return existsSync(path.join(this.outDir, 'index.html')) && readStamp(this.outDir)?.hash === hashOf(this.inputs());
  },
  async build() {
    /** @type {typeof import('vite')} */
    const vite = await load('vite', 'The web app build (apps/web/dist)');
    const hash = hashOf(this.inputs());
    // Built aside and swapped in whole, so a half-written folder is never served.
    const building = path.join(root, 'node_modules/.cache/srd-build', `web-${process.pid}`);
    rmSync(building, { recursive: true, force: true });
    try {
      await vite.build({
        root: this.dir,
        configFile: path.join(this.dir, 'vite.config.ts'),
        logLevel: 'warn',
        build: { outDir: building, emptyOutDir: true },
      });
      writeFileSync(path.join(building, STAMP), JSON.stringify({ hash }));
      replaceFolder(building, this.outDir);
    } finally {
      rmSync(building, { recursive: true, force: true });
    }
    return path.relative(root, this.outDir);
  },
};

const args = process.argv.slice(2);
const force = args.includes('--force');
const named = args.filter((arg) => !arg.startsWith('--'));
const unknown = named.filter((name) => name !== 'server' && name !== 'web');
if (unknown.length > 0) {
  console.error(`Unknown part ${unknown.join(', ')}: node tools/build.mjs [server] [web] [--force]`);
  process.exit(2);
}
const parts = [
  ...(named.length === 0 || named.includes('server') ? [server] : []),
  ...(named.length === 0 || named.includes('web') ? [web] : []),
];

for (const part of parts) {
  // No sources: nothing to build.
  if (!existsSync(path.join(root, part === server ? server.entry : 'apps/web/index.html'))) continue;
  if (!force && part.upToDate()) continue;
  const started = performance.now();
  console.log(`Building the ${part.name}...`);
  const output = await part.build();
  console.log(`Built the ${part.name} into ${output} in ${seconds(started)}.`);
}
