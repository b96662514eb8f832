// Every text file of the built web app gets a brotli (.br) and a gzip (.gz) copy beside it, at the highest
// levels, once at build time: the server sends the copy the browser accepts (src/server/app.ts), so no
// request pays for compressing (docs/decisions/0009).
import { readdir, readFile, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';

/** The kinds of file that compress; images other than SVG and fonts are compressed already. */
export const TEXT_EXTENSIONS = [
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
  '.map',
];

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export function isTextAsset(file: string): boolean {
  return TEXT_EXTENSIONS.includes(path.extname(file).toLowerCase());
}

/** Writes file.br and file.gz beside each text file under the folder; answers the files it compressed. */
export async function precompressFolder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && isTextAsset(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(files.map((file) => precompressFile(file)));
  return files;
}

async function precompressFile(file: string): Promise<void> {
  const bytes = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: zlibConstants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  // The copies keep the original's time, so that an HTTP validator (Last-Modified) reads the same for all three.
  const { atime, mtime } = await stat(file);
  await Promise.all([utimes(`${file}.br`, atime, mtime), utimes(`${file}.gz`, atime, mtime)]);
}
