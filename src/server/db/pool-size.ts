// How many connections the ORM's pool opens: PostgreSQL's own rule of thumb, twice the cores plus one
// (wiki.postgresql.org, "Number Of Database Connections"), and no more than 10. The embedded PostgreSQL shares
// the machine's cores with the server, and a connection beyond that only adds a backend process competing for
// them: on 2 cores, 5 rather than 10 halved /api/health's median while 32 dashboards loaded, and the
// dashboards and the lists answered as fast or faster (docs/decisions/0015-pool-sized-by-cores.md). The API
// takes as many requests at once as the pool has connections (docs/decisions/0014), and the bench's baseline
// uses the same size.
import { availableParallelism } from 'node:os';

export const POOL_MAX = Math.min(10, availableParallelism() * 2 + 1);
