// Mantine ships one style sheet per component beside its one sheet for all (300 KB), and its documentation's
// "CSS files list" says to import only those of the components a page uses. Each file of the web app that
// imports Mantine's components imports their sheets, in one block right after its imports, so that the sheets
// travel in whichever chunk the file lands in: the entry's sheet holds the shell's, a lazily loaded screen
// brings its own (docs/decisions/0033). Which sheets a component needs is read here from Mantine's own modules:
// its module and every Mantine module that one imports, each `X.module.mjs` (the class names of one sheet)
// standing for `@mantine/core/styles/X.layer.css`; the block lists them in the order of Mantine's one sheet,
// which puts the components others build on first.
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

export interface MantineSheets {
  /** @mantine/core's named exports. */
  exports: string[];
  /** The sheets these exports need, in the order of Mantine's one sheet. */
  sheetsOf: (names: readonly string[]) => string[];
}

/** Which sheets each of @mantine/core's exports needs, read from the package's ES modules. */
export function readMantineSheets(): MantineSheets {
  // The package exports its style sheets but neither its package.json nor its folders.
  const packageRoot = path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css'));
  const entry = path.join(packageRoot, 'esm/index.mjs');
  const parseModule = (file: string) => parseAst(readFileSync(file, 'utf8'), { lang: 'js' }, file);

  // The package's entry imports each export from its module, then exports them in one list.
  const program = parseModule(entry);
  // null: re-exported from another package (RemoveScroll), which brings no sheet of Mantine's.
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

  const importsOfModule = new Map<string, string[]>();
  const mantineImportsOf = (file: string): string[] => {
    let modules = importsOfModule.get(file);
    if (!modules) {
      modules = importsOf(parseModule(file))
        .map((node) => node.source.value)
        .filter((source) => source.startsWith('.'))
        .map((source) => path.resolve(path.dirname(file), source));
      importsOfModule.set(file, modules);
    }
    return modules;
  };

  // Mantine's one sheet (styles.layer.css) holds every component's, the components others build on first (its
  // documentation's "CSS files list" names them): the order in which a page's sheets cascade as they did there.
  // A sheet is placed by where its first class name first appears in the one sheet.
  const oneSheet = readFileSync(path.join(packageRoot, 'styles.layer.css'), 'utf8');
  const placeOf = new Map<string, number>();
  const placeOfSheet = (name: string): number => {
    let place = placeOf.get(name);
    if (place === undefined) {
      const sheet = readFileSync(path.join(packageRoot, 'styles', `${name}.layer.css`), 'utf8');
      const className = /\.m_[0-9a-f]+\b/.exec(sheet)?.[0];
      place = className ? oneSheet.indexOf(className) : -1;
      if (place < 0) throw new Error(`@mantine/core/styles/${name}.layer.css is not in its styles.layer.css`);
      placeOf.set(name, place);
    }
    return place;
  };

  return {
    exports: [...exported.keys()],
    sheetsOf: (names) => {
      const sheets = new Set<string>();
      const seen = new Set<string>();
      // Every Mantine module the export's module imports, however deeply; `X.module.mjs` holds the class names
      // of the sheet `X.layer.css`.
      const visit = (file: string) => {
        if (seen.has(file)) return;
        seen.add(file);
        const name = /([A-Za-z]+)\.module\.mjs$/.exec(file)?.[1];
        if (name && existsSync(path.join(packageRoot, 'styles', `${name}.layer.css`))) sheets.add(name);
        for (const next of mantineImportsOf(file)) visit(next);
      };
      for (const name of names) {
        const file = exported.get(name);
        if (file === undefined) throw new Error(`@mantine/core exports no ${name}`);
        if (file) visit(file);
      }
      return [...sheets]
        .sort((a, b) => placeOfSheet(a) - placeOfSheet(b))
        .map((name) => `@mantine/core/styles/${name}.layer.css`);
    },
  };
}

function parseSource(source: string, file: string): ESTree.Program {
  return parseAst(source, { lang: file.endsWith('.tsx') ? 'tsx' : 'ts' }, file);
}

/** The values (not types) a source file imports from @mantine/core, in the order it names them. */
export function mantineImports(source: string, file: string): string[] {
  return importsOf(parseSource(source, file))
    .filter((node) => node.source.value === '@mantine/core' && node.importKind !== 'type')
    .flatMap((node) => node.specifiers)
    .flatMap((specifier) =>
      specifier.type === 'ImportSpecifier' && specifier.importKind !== 'type'
        ? [nameOf(specifier.imported)]
        : [],
    );
}

/** The source with its block of Mantine sheets (and nothing else) right after its last import. */
export function withSheets(source: string, file: string, sheets: readonly string[]): string {
  const bare = source.replace(SHEET_IMPORT, '');
  const last = importsOf(parseSource(bare, file)).at(-1);
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
