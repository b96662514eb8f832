// schema.d.ts is what openapi-typescript makes of the document the server serves today: a change to the API
// that is not regenerated fails here, rather than leaving the example's client typed by an older API.
import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import {
  generateOpenApiTypes,
  OPENAPI_TYPES_COMMAND,
  OPENAPI_TYPES_FILE,
} from '../../scripts/openapi-types.ts';

it('schema.d.ts is what openapi-typescript generates from the OpenAPI document', async () => {
  const committed = await readFile(OPENAPI_TYPES_FILE, 'utf8');
  const generated = await generateOpenApiTypes();
  // The message names the script; the diff below it shows what changed.
  expect(
    committed,
    `examples/agency-integration/schema.d.ts is stale: run \`${OPENAPI_TYPES_COMMAND}\``,
  ).toBe(generated);
}, 120_000);
