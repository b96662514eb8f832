// node examples/agency-integration/cli.ts <file.txt> [topic]
// with HUMANISE_URL (default http://localhost:3000) and HUMANISE_API_KEY set; prints the delivered text.
import { readFile } from 'node:fs/promises';
import { runIntegration } from './integration.ts';

const [file, topic = 'Agency draft'] = process.argv.slice(2);
const apiKey = process.env.HUMANISE_API_KEY;
if (!file || !apiKey) {
  process.stderr.write(
    'Usage: HUMANISE_API_KEY=hk_live_… node examples/agency-integration/cli.ts <file.txt> [topic]\n',
  );
  process.exit(2);
}

const outcome = await runIntegration({
  baseUrl: process.env.HUMANISE_URL ?? 'http://localhost:3000',
  apiKey,
  topic,
  text: await readFile(file, 'utf8'),
  log: (line) => process.stderr.write(`${line}\n`),
});
process.stdout.write(`${outcome.result}\n`);
