// How many items a page of a list holds unless asked (docs/product.md "Limits"), and the most it may. Apart from
// the schemas of paging (schemas/paging.ts), so that a page reading it does not load zod with it (docs/decisions/0043).
export const PAGE_LIMIT = { default: 50, max: 100 } as const;
