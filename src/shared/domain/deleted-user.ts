// The name a deleted account keeps on the jobs, payments and messages that other people still read. Apart from
// the schemas (schemas/account-data.ts), so that a page naming it does not load zod with it (docs/decisions/0043).
export const DELETED_USER_NAME = 'Deleted user';
