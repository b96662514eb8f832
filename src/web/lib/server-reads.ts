// On the server the route loaders' reads go to the server's own request handler rather than over the network
// (docs/decisions/0009); in the browser this stays unset. Kept apart from the tRPC client so that the home
// page can read without that client in the script every first visit loads.
let serverFetch: typeof fetch | undefined;

export function sendReadsThrough(handler: typeof fetch): void {
  serverFetch = handler;
}

/** The fetch a read goes through: the server's own handler while rendering there, else the browser's. */
export function readFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return (serverFetch ?? fetch)(input, init);
}
