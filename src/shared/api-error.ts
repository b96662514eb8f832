// The one error body (docs/product.md "The REST contract"): every /api error response, and data.api inside
// every tRPC error.
export interface ApiIssue {
  path: string;
  message: string;
}

export interface ApiErrorBody {
  message: string;
  code: string;
  issues?: ApiIssue[];
  // On a 5xx only: the id the server logged the failure's cause under.
  requestId?: string;
}
