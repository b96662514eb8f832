// The types of index.js for the project's type check, which would otherwise find no declaration for it.
export { astToString, default } from 'openapi-typescript';
