// A load balancer in a few lines of node:http: each request goes to the next instance in turn, whatever
// connection it came on, with the caller's address appended to X-Forwarded-For as a real proxy does. Bodies
// stream both ways (a chat stream stays open through it). It notes which instance served each request.
import http from 'node:http';

export interface ProxiedRequest {
  method: string;
  url: string;
  instance: number;
}

export interface RoundRobinProxy {
  url: string;
  served: ProxiedRequest[];
  close(): Promise<void>;
}

export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  const agent = new http.Agent({ keepAlive: true });
  const served: ProxiedRequest[] = [];
  let next = 0;
  const server = http.createServer((request, response) => {
    const instance = next;
    next = (next + 1) % upstreams.length;
    served.push({ method: request.method ?? 'GET', url: request.url ?? '/', instance });
    const target = new URL(upstreams[instance]!);
    const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'x-forwarded-for': forwardedFor },
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502).end();
      else response.destroy();
    });
    // A caller that goes away (a chat stream closed) ends the upstream request too.
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    async close() {
      server.closeAllConnections();
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
