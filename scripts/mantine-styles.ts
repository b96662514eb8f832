// Mantine ships one style sheet per component beside its one sheet for all (300 KB), and its documentation's
// "CSS files list" says to import only those of the components a page uses. Each file of the web app that
// imports Mantine's components imports their sheets, in one block right after its imports, so that the sheets
// travel in whichever chunk the file lands in: the entry's sheet holds the shell's, a lazily loaded screen
// brings its own (docs/decisions/0033). Which sheets a component needs is read here from Mantine's own modules:
// its module and every Mantine module that one imports (in any of Mantine's packages: Notifications renders
// @mantine/core's Notification), each `X.module.mjs` of @mantine/core (the class names of one sheet) standing
// for `@mantine/core/styles/X.layer.css`; the block lists them in the order of Mantine's one sheet, which puts
// the components others build on first.
// `node scripts/mantine-styles.ts` lists the files whose block is not what it should be;
// `node scripts/mantine-styles.ts --write` rewrites them. src/web/mantine-styles.test.ts fails until they agree.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type ESTree, parseAst } from 'vite';

export const WRITE_COMMAND = 'node scripts/mantine-styles.ts --write';

const root = path.resolve(import.meta.dirname, '..');
const webRoot = path.join(root, 'src/web');
// A component's sheet; Mantine's global sheets (baseline, global...), imported once by main.tsx, start lower-case.
const SHEET_IMPORT = /^import '@mantine\/core\/styles\/[A-Z][A-Za-z]*\.layer\.css';\n/gm;

function nameOf(node: ESTree.ModuleExportName): string {
  return node.type === 'Literal' ? node.value : node.name;
}

function importsOf(program: ESTree.Program): ESTree.ImportDeclaration[] {
  return program.body.filter((node) => node.type === 'ImportDeclaration');
}

/** A value a file imports from one of Mantine's packages: `{ from: '@mantine/core', name: 'Button' }`. */
export interface MantineImport {
  from: string;
  name: string;
}

export interface MantineSheets {
  /** @mantine/core's named exports. */
  coreExports: string[];
  /** The sheets these imports need, in the order of Mantine's one sheet. */
  sheetsOf: (imports: readonly MantineImport[]) => string[];
}

const CORE = '@mantine/core';
const MANTINE_PACKAGE = /^@mantine\/[\w-]+$/;

function parseModule(file: string): ESTree.Program {
  return parseAst(readFileSync(file, 'utf8'), { lang: 'js' }, file);
}

/** A Mantine package's folder and its named exports' modules (null: re-exported from another package). */
function readPackage(name: string): { folder: string; exported: Map<string, string | null> } {
  // The packages export neither their package.json nor their folders: the folder is the one holding what
  // Node resolves the name to.
  let folder = path.dirname(createRequire(path.join(root, 'package.json')).resolve(name));
  while (!existsSync(path.join(folder, 'package.json'))) folder = path.dirname(folder);
  const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { module: string };
  const entry = path.join(folder, manifest.module);
  // The entry imports each export from its module, then exports them in one list.
  const program = parseModule(entry);
  const imported = new Map<string, string | null>();
  for (const node of importsOf(program)) {
    const source = node.source.value;
    for (const specifier of node.specifiers) {
      imported.set(
        specifier.local.name,
        source.startsWith('.') ? path.resolve(path.dirname(entry), source) : null,
      );
    }
  }
  const exported = new Map<string, string | null>();
  for (const node of program.body) {
    if (node.type !== 'ExportNamedDeclaration') continue;
    for (const specifier of node.specifiers) {
      const file = imported.get(nameOf(specifier.local));
      if (file !== undefined) exported.set(nameOf(specifier.exported), file);
    }
  }
  return { folder, exported };
}

/** Which sheets each export of Mantine's packages needs, read from the packages' ES modules. */
export function readMantineSheets(): MantineSheets {
  const packages = new Map<string, ReturnType<typeof readPackage>>();
  const packageOf = (name: string) => {
    let found = packages.get(name);
    if (!found) {
      found = readPackage(name);
      packages.set(name, found);
    }
    return found;
  };
  const core = packageOf(CORE);

  const importsOfModule = new Map<string, ESTree.ImportDeclaration[]>();
  const importsOfFile = (file: string): ESTree.ImportDeclaration[] => {
    let imports = importsOfModule.get(file);
    if (!imports) {
      imports = importsOf(parseModule(file));
      importsOfModule.set(file, imports);
    }
    return imports;
  };

  // Mantine's one sheet (styles.layer.css) holds every component's, the components others build on first (its
  // documentation's "CSS files list" names them): the order in which a page's sheets cascade as they did there.
  // A sheet is placed by where its first class name first appears in the one sheet.
  const oneSheet = readFileSync(path.join(core.folder, 'styles.layer.css'), 'utf8');
  const placeOf = new Map<string, number>();
  const placeOfSheet = (name: string): number => {
    let place = placeOf.get(name);
    if (place === undefined) {
      const sheet = readFileSync(path.join(core.folder, 'styles', `${name}.layer.css`), 'utf8');
      const className = /\.m_[0-9a-f]+\b/.exec(sheet)?.[0];
      place = className ? oneSheet.indexOf(className) : -1;
      if (place < 0) throw new Error(`${CORE}/styles/${name}.layer.css is not in its styles.layer.css`);
      placeOf.set(name, place);
    }
    return place;
  };

  return {
    coreExports: [...core.exported.keys()],
    sheetsOf: (imports) => {
      const sheets = new Set<string>();
      const seen = new Set<string>();
      // Every Mantine module the export's module imports, however deeply, and the components of @mantine/core
      // another Mantine package renders (Notifications renders Notification); in @mantine/core, `X.module.mjs`
      // holds the class names of the sheet `X.layer.css`.
      const visit = (file: string) => {
        if (seen.has(file)) return;
        seen.add(file);
        const name = /([A-Za-z]+)\.module\.mjs$/.exec(file)?.[1];
        if (name && file.startsWith(core.folder + path.sep)) {
          if (existsSync(path.join(core.folder, 'styles', `${name}.layer.css`))) sheets.add(name);
        }
        for (const node of importsOfFile(file)) {
          const source = node.source.value;
          if (source.startsWith('.')) visit(path.resolve(path.dirname(file), source));
          else if (MANTINE_PACKAGE.test(source)) {
            for (const specifier of node.specifiers) {
              if (specifier.type === 'ImportSpecifier') visitExport(source, nameOf(specifier.imported));
            }
          }
        }
      };
      const visitExport = (from: string, name: string) => {
        const file = packageOf(from).exported.get(name);
        if (file === undefined) throw new Error(`${from} exports no ${name}`);
        if (file) visit(file);
      };
      for (const { from, name } of imports) visitExport(from, name);
      return [...sheets]
        .sort((a, b) => placeOfSheet(a) - placeOfSheet(b))
        .map((name) => `${CORE}/styles/${name}.layer.css`);
    },
  };
}

function parseSource(source: string, file: string): ESTree.Program {
  return parseAst(source, { lang: file.endsWith('.tsx') ? 'tsx' : 'ts' }, file);
}

/** The values (not types) a source file imports from Mantine's packages, in the order it names them. */
export function mantineImports(source: string, file: string): MantineImport[] {
  return importsOf(parseSource(source, file))
    .filter((node) => MANTINE_PACKAGE.test(node.source.value) && node.importKind !== 'type')
    .flatMap((node) =>
      node.specifiers.flatMap((specifier) =>
        specifier.type === 'ImportSpecifier' && specifier.importKind !== 'type'
          ? [{ from: node.source.value, name: nameOf(specifier.imported) }]
          : [],
      ),
    );
}

/**
 * The source with its block of Mantine sheets (and nothing else) right after its imports, but before the style
 * sheets it imports last: Mantine's documentation asks for @mantine/core's sheets before its other packages'.
 */
export function withSheets(source: string, file: string, sheets: readonly string[]): string {
  const bare = source.replace(SHEET_IMPORT, '');
  const last = importsOf(parseSource(bare, file))
    .filter((node) => node.specifiers.length > 0 || !node.source.value.endsWith('.css'))
    .at(-1);
  if (!last || sheets.length === 0) return bare;
  const block = sheets.map((sheet) => `\nimport '${sheet}';`).join('');
  return `${bare.slice(0, last.end)}${block}${bare.slice(last.end)}`;
}

/** The web app's source files that end up in the browser's bundle (tests and generated files aside). */
export function webSourceFiles(): string[] {
  return readdirSync(webRoot, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|gen|d)\.tsx?$/.test(file))
    .map((file) => path.join(webRoot, file))
    .sort();
}

/** The files whose block is not what their Mantine imports need (from the repository's root), as they should be. */
export function filesToRewrite(): { file: string; expected: string }[] {
  const { sheetsOf } = readMantineSheets();
  return webSourceFiles().flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    const expected = withSheets(source, file, sheetsOf(mantineImports(source, file)));
    return expected === source ? [] : [{ file: path.relative(root, file), expected }];
  });
}

if (import.meta.main) {
  const stale = filesToRewrite();
  const write = process.argv.includes('--write');
  for (const { file, expected } of stale) {
    if (write) writeFileSync(path.join(root, file), expected);
    console.log(`${write ? 'rewrote' : 'stale'}: ${file}`);
  }
  if (!write && stale.length > 0) {
    console.log(`Run \`${WRITE_COMMAND}\`.`);
    process.exitCode = 1;
  }
}
