// Migrations are listed in code rather than discovered from files, so that the server starts without globbing
// and a stray file cannot change the schema. `npm run migration:create -- name` writes a new file; add it here.
import { Migration20261121055340_initial } from './Migration20261121055340_initial.ts';
import { Migration20261121062156_blog } from './Migration20261121062156_blog.ts';
import { Migration20261121062244_marketplace } from './Migration20261121062244_marketplace.ts';
import { Migration20261121065425_payments } from './Migration20261121065425_payments.ts';
import { Migration20261121065431_chat } from './Migration20261121065431_chat.ts';
import { Migration20261122140835_notifications } from './Migration20261122140835_notifications.ts';
import { Migration20261122155050_deleted_accounts } from './Migration20261122155050_deleted_accounts.ts';
import { Migration20261122170741_job_review } from './Migration20261122170741_job_review.ts';
import { Migration20261122201500_deadlines } from './Migration20261122201500_deadlines.ts';
import { Migration20261122203000_quote_invitations } from './Migration20261122203000_quote_invitations.ts';
import { Migration20261128022913_scale_indexes } from './Migration20261128022913_scale_indexes.ts';
import { Migration20261128044406_ranked_list_indexes } from './Migration20261128044406_ranked_list_indexes.ts';
import { Migration20261128045815_directory_search } from './Migration20261128045815_directory_search.ts';
import { Migration20261128084328_user_sessions } from './Migration20261128084328_user_sessions.ts';
import { Migration20261128084431_quotes_by_copywriter } from './Migration20261128084431_quotes_by_copywriter.ts';
import { Migration20261128085657_private_job_threads } from './Migration20261128085657_private_job_threads.ts';
import { Migration20261128090000_email_change_undo } from './Migration20261128090000_email_change_undo.ts';
import { Migration20261128091000_login_lock_notice } from './Migration20261128091000_login_lock_notice.ts';
import { Migration20261128120000_site_pages } from './Migration20261128120000_site_pages.ts';
import { Migration20261128120000_two_factor } from './Migration20261128120000_two_factor.ts';
import { Migration20261128121137_audit_and_suspension } from './Migration20261128121137_audit_and_suspension.ts';
import { Migration20261128150813_payouts } from './Migration20261128150813_payouts.ts';
import { Migration20261128151239_quote_not_chosen } from './Migration20261128151239_quote_not_chosen.ts';
import { Migration20261128155346_disputes } from './Migration20261128155346_disputes.ts';
import { Migration20261129002540_webhooks } from './Migration20261129002540_webhooks.ts';
import { Migration20261129011132_api_keys } from './Migration20261129011132_api_keys.ts';
import { Migration20261129011401_round_report } from './Migration20261129011401_round_report.ts';
import { Migration20261129014116_estimate_index } from './Migration20261129014116_estimate_index.ts';
import { Migration20261129014140_idempotency_keys } from './Migration20261129014140_idempotency_keys.ts';
import { Migration20261129072808_api_key_request_counts } from './Migration20261129072808_api_key_request_counts.ts';

export const migrationsList = [
  { name: 'Migration20261121055340_initial', class: Migration20261121055340_initial },
  { name: 'Migration20261121062156_blog', class: Migration20261121062156_blog },
  { name: 'Migration20261121062244_marketplace', class: Migration20261121062244_marketplace },
  { name: 'Migration20261121065425_payments', class: Migration20261121065425_payments },
  { name: 'Migration20261121065431_chat', class: Migration20261121065431_chat },
  { name: 'Migration20261122140835_notifications', class: Migration20261122140835_notifications },
  { name: 'Migration20261122155050_deleted_accounts', class: Migration20261122155050_deleted_accounts },
  { name: 'Migration20261122170741_job_review', class: Migration20261122170741_job_review },
  { name: 'Migration20261122201500_deadlines', class: Migration20261122201500_deadlines },
  { name: 'Migration20261122203000_quote_invitations', class: Migration20261122203000_quote_invitations },
  { name: 'Migration20261128022913_scale_indexes', class: Migration20261128022913_scale_indexes },
  { name: 'Migration20261128044406_ranked_list_indexes', class: Migration20261128044406_ranked_list_indexes },
  { name: 'Migration20261128045815_directory_search', class: Migration20261128045815_directory_search },
  {
    name: 'Migration20261128084431_quotes_by_copywriter',
    class: Migration20261128084431_quotes_by_copywriter,
  },
  {
    name: 'Migration20261128085657_private_job_threads',
    class: Migration20261128085657_private_job_threads,
  },
  { name: 'Migration20261128090000_email_change_undo', class: Migration20261128090000_email_change_undo },
  { name: 'Migration20261128091000_login_lock_notice', class: Migration20261128091000_login_lock_notice },
  { name: 'Migration20261128084328_user_sessions', class: Migration20261128084328_user_sessions },
  {
    name: 'Migration20261128121137_audit_and_suspension',
    class: Migration20261128121137_audit_and_suspension,
  },
  { name: 'Migration20261128120000_site_pages', class: Migration20261128120000_site_pages },
  { name: 'Migration20261128120000_two_factor', class: Migration20261128120000_two_factor },
  { name: 'Migration20261128150813_payouts', class: Migration20261128150813_payouts },
  { name: 'Migration20261128151239_quote_not_chosen', class: Migration20261128151239_quote_not_chosen },
  { name: 'Migration20261128155346_disputes', class: Migration20261128155346_disputes },
  { name: 'Migration20261129002540_webhooks', class: Migration20261129002540_webhooks },
  { name: 'Migration20261129011132_api_keys', class: Migration20261129011132_api_keys },
  { name: 'Migration20261129011401_round_report', class: Migration20261129011401_round_report },
  { name: 'Migration20261129014116_estimate_index', class: Migration20261129014116_estimate_index },
  { name: 'Migration20261129014140_idempotency_keys', class: Migration20261129014140_idempotency_keys },
  {
    name: 'Migration20261129072808_api_key_request_counts',
    class: Migration20261129072808_api_key_request_counts,
  },
];
