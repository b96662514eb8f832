// npm run dev: the API server restarting on every server change (node --watch) and Vite with hot reload,
// which proxies /api and /trpc to it. Open http://localhost:5173.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

const nodeEnv = process.env.NODE_ENV ?? 'development';
// The server's log as readable lines rather than JSON, here only: production's stays JSON for the machines
// that read it. pino-pretty is a development dependency, so without it the lines pass as they are.
const pretty =
  nodeEnv === 'production'
    ? undefined
    : await import('pino-pretty').then(
        (module) => module.default,
        () => undefined,
      );

const server = spawn(
  process.execPath,
  ['--watch-path=src/server', '--watch-path=src/shared', 'src/server/main.ts'],
  {
    cwd: root,
    stdio: ['inherit', pretty ? 'pipe' : 'inherit', 'inherit'],
    env: { ...process.env, NODE_ENV: nodeEnv },
  },
);
if (pretty && server.stdout)
  server.stdout.pipe(pretty({ translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' }));

const children = [server, spawn(bin('vite'), [], { cwd: root, stdio: 'inherit' })];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
