// openapi-typescript builds its output with TypeScript's compiler API, which TypeScript 7 (the project's
// compiler) no longer has; as a package of its own, it gets the TypeScript 5 it names as a peer
// (examples/agency-integration/README.md).
export { astToString, default } from 'openapi-typescript';
