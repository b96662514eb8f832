// Redocly's recommended rules find nothing in the OpenAPI document (docs/decisions/0049): the document is
// written out as openapi.json beside the repository's redocly.yaml and .redocly.lint-ignore.yaml, and the
// pinned CLI lints it there.
import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './openapi-document.ts';

const root = path.resolve(import.meta.dirname, '../..');
const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

interface LintReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: { ruleId: string; severity: string; message: string; location: { pointer?: string }[] }[];
}

describe('the OpenAPI document', () => {
  let dir: string | undefined;
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("passes Redocly's recommended rules with no error and no warning", async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'openapi-lint-'));
    await writeFile(path.join(dir, 'openapi.json'), JSON.stringify(buildOpenApiDocument(), null, 2));
    for (const file of ['redocly.yaml', '.redocly.lint-ignore.yaml']) {
      await copyFile(path.join(root, file), path.join(dir, file));
    }
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [cli, 'lint', 'openapi.json', '--format=json'],
      {
        cwd: dir,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(stdout) as LintReport;
    const problems = report.problems.map(
      (problem) =>
        `${problem.severity} ${problem.ruleId}: ${problem.message} ${problem.location[0]?.pointer ?? ''}`,
    );
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 60_000);
});
