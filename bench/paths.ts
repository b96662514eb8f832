// Benchmarks run from any working directory, so every path is anchored to the repository.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));
export const webDist = path.join(repoRoot, 'dist', 'web');
