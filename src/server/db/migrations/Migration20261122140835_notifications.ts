import { Migration } from '@mikro-orm/migrations';

export class Migration20261122140835_notifications extends Migration {
  override name = 'Migration20261122140835_notifications';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "throttle_hits" ("id" bigserial primary key, "bucket" varchar(50) not null, "key" varchar(300) not null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "throttle_hits_bucket_key_created_at_index" on "throttle_hits" ("bucket", "key", "created_at");`,
    );

    this.addSql(
      `create table "emails" ("id" uuid not null, "user_id" int null, "to_address" varchar(254) not null, "recipient_name" varchar(100) not null, "spelling" varchar(2) not null, "kind" text not null, "event_key" varchar(200) not null, "message" jsonb not null, "subject" varchar(300) null, "text" text null, "html" text null, "headers" jsonb null, "status" text not null default 'pending', "attempts" int not null default 0, "last_error" varchar(500) null, "queued_at" timestamptz null, "created_at" timestamptz not null, "sent_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `create index "emails_to_address_created_at_index" on "emails" ("to_address", "created_at");`,
    );
    this.addSql(`create index "emails_created_at_index" on "emails" ("created_at");`);
    this.addSql(
      `alter table "emails" add constraint "emails_event_key_to_address_unique" unique ("event_key", "to_address");`,
    );

    this.addSql(
      `create table "notifications" ("id" serial primary key, "user_id" int not null, "kind" text not null, "title" varchar(200) not null, "body" varchar(500) not null, "link" varchar(500) not null, "event_key" varchar(200) not null, "created_at" timestamptz not null, "read_at" timestamptz null);`,
    );
    this.addSql(`create index "notifications_user_id_id_index" on "notifications" ("user_id", "id");`);
    this.addSql(
      `alter table "notifications" add constraint "notifications_user_id_event_key_unique" unique ("user_id", "event_key");`,
    );

    this.addSql(
      `create table "account_tokens" ("id" serial primary key, "user_id" int not null, "purpose" text not null, "token_hash" varchar(64) not null, "new_email" varchar(254) null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "account_tokens_user_id_index" on "account_tokens" ("user_id");`);
    this.addSql(
      `alter table "account_tokens" add constraint "account_tokens_token_hash_unique" unique ("token_hash");`,
    );

    this.addSql(
      `alter table "users" add "spelling" text not null default 'uk', add "email_verified_at" timestamptz null, add "email_quotes" boolean not null default true, add "email_messages" boolean not null default true, add "email_delivery" boolean not null default true, add "email_ratings" boolean not null default true;`,
    );
    this.addSql(
      `alter table "users" add constraint "users_spelling_check" check ("spelling" in ('uk', 'us'));`,
    );
    // Accounts made before verification existed were never sent a link: they count as verified.
    this.addSql(`update "users" set "email_verified_at" = "created_at";`);
    this.addSql(`create index "emails_unqueued_index" on "emails" ("created_at") where "queued_at" is null;`);

    this.addSql(
      `alter table "emails" add constraint "emails_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "emails" add constraint "emails_kind_check" check ("kind" in ('welcome', 'verify_email', 'email_change', 'password_reset', 'quote_received', 'payment_receipt', 'work_delivered', 'refund', 'job_withdrawn', 'application_approved', 'application_rejected', 'quote_accepted', 'job_assigned', 'revision_requested', 'delivery_approved', 'rating_received', 'application_received', 'job_awaiting_assignment', 'unread_message'));`,
    );
    this.addSql(
      `alter table "emails" add constraint "emails_status_check" check ("status" in ('pending', 'sent', 'kept', 'failed'));`,
    );

    this.addSql(
      `alter table "notifications" add constraint "notifications_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('welcome', 'verify_email', 'email_change', 'password_reset', 'quote_received', 'payment_receipt', 'work_delivered', 'refund', 'job_withdrawn', 'application_approved', 'application_rejected', 'quote_accepted', 'job_assigned', 'revision_requested', 'delivery_approved', 'rating_received', 'application_received', 'job_awaiting_assignment', 'unread_message'));`,
    );

    this.addSql(
      `alter table "account_tokens" add constraint "account_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "account_tokens" add constraint "account_tokens_purpose_check" check ("purpose" in ('reset_password', 'verify_email', 'change_email'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "throttle_hits" cascade;`);
    this.addSql(`drop table if exists "emails" cascade;`);
    this.addSql(`drop table if exists "notifications" cascade;`);
    this.addSql(`drop table if exists "account_tokens" cascade;`);

    this.addSql(`alter table "users" drop constraint "users_spelling_check";`);
    this.addSql(
      `alter table "users" drop column "spelling", drop column "email_verified_at", drop column "email_quotes", drop column "email_messages", drop column "email_delivery", drop column "email_ratings";`,
    );
  }
}
