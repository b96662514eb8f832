// Migrations are listed in code rather than discovered from files, so that the server starts without globbing
// and a stray file cannot change the schema. `npm run migration:create -- name` writes a new file; add it here.
import { Migration20261121055340_initial } from './Migration20261121055340_initial.ts';

export const migrationsList = [
  { name: 'Migration20261121055340_initial', class: Migration20261121055340_initial },
];
