// LibreOffice, headless, as the judge of a .docx with tracked changes: it opens the file, accepts (then,
// from the file again, rejects) every change with its own commands and saves the text. The Basic macro
// (resolve-tracked-changes.xba) goes into a throwaway profile's "My Macros", which LibreOffice runs without a
// security prompt (docs/decisions/0046-word-tracked-changes.md).
import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

// A first start builds the profile; on a busy machine LibreOffice takes a while to open and close twice.
const TIMEOUT_MS = 150_000;

export const SOFFICE = process.env.SOFFICE_PATH ?? 'soffice';

export async function libreOfficeAvailable(): Promise<boolean> {
  try {
    await run(SOFFICE, ['--version'], { timeout: 60_000 });
    return true;
  } catch {
    return false;
  }
}

// LibreOffice's text export starts with a byte order mark; the last paragraph may or may not end a line.
function asText(exported: string): string {
  return exported.replace(/^\ufeff/, '').replace(/\n$/, '');
}

/** The document's text with every tracked change accepted, and with every one rejected. */
export async function resolveTrackedChanges(
  docx: Uint8Array,
): Promise<{ accepted: string; rejected: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tracked-docx-'));
  try {
    const profile = pathToFileURL(path.join(dir, 'profile')).href;
    const base = [`-env:UserInstallation=${profile}`, '--headless', '--norestore', '--nologo'];
    await run(SOFFICE, [...base, '--terminate_after_init'], { timeout: TIMEOUT_MS });
    await copyFile(
      path.join(import.meta.dirname, 'resolve-tracked-changes.xba'),
      path.join(dir, 'profile', 'user', 'basic', 'Standard', 'Module1.xba'),
    );
    const input = path.join(dir, 'in.docx');
    const accepted = path.join(dir, 'accepted.txt');
    const rejected = path.join(dir, 'rejected.txt');
    await writeFile(input, docx);
    const url = (file: string) => pathToFileURL(file).href;
    await run(
      SOFFICE,
      [...base, `macro:///Standard.Module1.Resolve("${url(input)}","${url(accepted)}","${url(rejected)}")`],
      { timeout: TIMEOUT_MS },
    );
    return {
      accepted: asText(await readFile(accepted, 'utf8')),
      rejected: asText(await readFile(rejected, 'utf8')),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
