// The floor an API endpoint is measured against: a bare node:http server that runs the same SQL statements
// on the same database through `pg` and answers the rows as JSON. No framework, no ORM, no validation, no
// session: what is left of the endpoint's cost once everything but the database and HTTP is taken away.
// Started by bench/api-throughput.ts as its own process, as the product's server is.
import http from 'node:http';
import pg from 'pg';
import { POOL_MAX } from '../src/server/db/pool-size.ts';

interface SqlStatement {
  text: string;
  values: unknown[];
  // Prepared under this name, as the server prepared it (bench/api-throughput.ts).
  name?: string;
}

const databaseUrl = process.env.BASELINE_DATABASE_URL;
const statements = JSON.parse(process.env.BASELINE_SQL ?? '[]') as SqlStatement[];
const port = Number(process.env.BASELINE_PORT);
if (!databaseUrl || statements.length === 0 || !port) {
  console.error('baseline-server needs BASELINE_DATABASE_URL, BASELINE_SQL and BASELINE_PORT');
  process.exit(2);
}

// The product's pool size, so that both sides wait for connections alike.
const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_MAX });

const server = http.createServer(async (_request, response) => {
  // One connection for the request's statements, as the ORM's request scope has, so that a transaction
  // (begin ... commit) among them stays on one connection.
  const client = await pool.connect();
  try {
    // Every statement's rows go into the answer, as the endpoint puts every loaded row into its DTOs.
    const results: unknown[][] = [];
    for (const statement of statements) results.push((await client.query(statement)).rows);
    const body = JSON.stringify(results);
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    response.end(body);
  } catch (error) {
    console.error(error);
    response.writeHead(500).end();
  } finally {
    client.release();
  }
});

server.listen(port, '127.0.0.1');

process.once('SIGTERM', () => {
  server.close(() => void pool.end().then(() => process.exit(0)));
  server.closeAllConnections();
});
