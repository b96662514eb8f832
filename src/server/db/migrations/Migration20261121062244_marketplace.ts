import { Migration } from '@mikro-orm/migrations';

export class Migration20261121062244_marketplace extends Migration {
  override name = 'Migration20261121062244_marketplace';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "jobs" ("id" serial primary key, "client_id" int null, "title" varchar(200) not null, "content" text not null, "service_type" text not null, "writing_style" varchar(50) not null, "extra_notes" text null, "word_count" int not null, "status" text not null default 'quote', "result" text null, "estimated_hours" numeric(10,2) null, "fixed_price" numeric(10,2) null, "quote_message" text null, "copywriter_id" int null, "rating" smallint null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "completed_at" timestamptz null);`,
    );
    this.addSql(`create index "jobs_client_id_created_at_index" on "jobs" ("client_id", "created_at");`);
    this.addSql(`create index "jobs_status_index" on "jobs" ("status");`);
    this.addSql(`create index "jobs_copywriter_id_status_index" on "jobs" ("copywriter_id", "status");`);

    this.addSql(
      `create table "quotes" ("id" serial primary key, "job_id" int not null, "copywriter_id" int null, "estimated_hours" numeric(10,2) null, "fixed_price" numeric(10,2) null, "message" text null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "quotes" add constraint "quotes_job_id_copywriter_id_unique" unique ("job_id", "copywriter_id");`,
    );
    this.addSql(
      `create unique index "quotes_house_quote_unique" on "quotes" ("job_id") where "copywriter_id" is null;`,
    );

    this.addSql(
      `create table "payments" ("id" serial primary key, "client_id" int not null, "job_id" int null, "amount_pence" int not null, "currency" varchar(3) not null default 'gbp', "gateway" varchar(20) not null, "reference" varchar(255) not null, "status" text not null, "card_last4" varchar(4) null, "failure_message" varchar(500) null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "payments_client_id_created_at_index" on "payments" ("client_id", "created_at");`,
    );
    this.addSql(`create index "payments_status_created_at_index" on "payments" ("status", "created_at");`);
    this.addSql(
      `create unique index "payments_job_succeeded_unique" on "payments" ("job_id") where "status" = 'succeeded';`,
    );

    this.addSql(
      `create table "feedback" ("id" serial primary key, "user_id" int not null, "content" text not null, "created_at" timestamptz not null);`,
    );

    this.addSql(
      `create table "copywriter_profiles" ("id" serial primary key, "user_id" int not null, "status" text not null default 'pending', "bio" text not null default '', "specialties" text[] not null default '{}', "experience" text not null default '', "portfolio" varchar(2048) not null default '', "sample_content" text not null default '', "availability" text not null default '', "rates" text not null default '', "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "copywriter_profiles" add constraint "copywriter_profiles_user_id_unique" unique ("user_id");`,
    );

    this.addSql(
      `create table "conversations" ("id" serial primary key, "title" varchar(200) not null, "job_id" int null, "created_by_id" int not null, "created_at" timestamptz not null, "last_message_at" timestamptz null);`,
    );
    this.addSql(
      `alter table "conversations" add constraint "conversations_job_id_unique" unique ("job_id");`,
    );

    this.addSql(
      `create table "messages" ("id" serial primary key, "conversation_id" int not null, "sender_id" int not null, "content" text not null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "messages_conversation_id_created_at_index" on "messages" ("conversation_id", "created_at");`,
    );

    this.addSql(
      `create table "conversation_participants" ("id" serial primary key, "conversation_id" int not null, "user_id" int not null, "last_read_at" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "conversation_participants_user_id_index" on "conversation_participants" ("user_id");`,
    );
    this.addSql(
      `alter table "conversation_participants" add constraint "conversation_participants_conversation_id_user_id_unique" unique ("conversation_id", "user_id");`,
    );

    this.addSql(
      `alter table "jobs" add constraint "jobs_client_id_foreign" foreign key ("client_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "jobs" add constraint "jobs_copywriter_id_foreign" foreign key ("copywriter_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "jobs" add constraint "jobs_service_type_check" check ("service_type" in ('human-check', 'rewrite'));`,
    );
    this.addSql(
      `alter table "jobs" add constraint "jobs_status_check" check ("status" in ('quote', 'offer_made', 'unpaid', 'pending', 'in_progress', 'completed'));`,
    );

    this.addSql(
      `alter table "quotes" add constraint "quotes_job_id_foreign" foreign key ("job_id") references "jobs" ("id");`,
    );
    this.addSql(
      `alter table "quotes" add constraint "quotes_copywriter_id_foreign" foreign key ("copywriter_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "payments" add constraint "payments_client_id_foreign" foreign key ("client_id") references "users" ("id");`,
    );
    this.addSql(
      `alter table "payments" add constraint "payments_job_id_foreign" foreign key ("job_id") references "jobs" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "payments" add constraint "payments_status_check" check ("status" in ('succeeded', 'failed'));`,
    );

    this.addSql(
      `alter table "feedback" add constraint "feedback_user_id_foreign" foreign key ("user_id") references "users" ("id");`,
    );

    this.addSql(
      `alter table "copywriter_profiles" add constraint "copywriter_profiles_user_id_foreign" foreign key ("user_id") references "users" ("id");`,
    );
    this.addSql(
      `alter table "copywriter_profiles" add constraint "copywriter_profiles_status_check" check ("status" in ('pending', 'approved', 'rejected'));`,
    );

    this.addSql(
      `alter table "conversations" add constraint "conversations_job_id_foreign" foreign key ("job_id") references "jobs" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "conversations" add constraint "conversations_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id");`,
    );

    this.addSql(
      `alter table "messages" add constraint "messages_conversation_id_foreign" foreign key ("conversation_id") references "conversations" ("id");`,
    );
    this.addSql(
      `alter table "messages" add constraint "messages_sender_id_foreign" foreign key ("sender_id") references "users" ("id");`,
    );

    this.addSql(
      `alter table "conversation_participants" add constraint "conversation_participants_conversation_id_foreign" foreign key ("conversation_id") references "conversations" ("id");`,
    );
    this.addSql(
      `alter table "conversation_participants" add constraint "conversation_participants_user_id_foreign" foreign key ("user_id") references "users" ("id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "quotes" drop constraint "quotes_job_id_foreign";`);
    this.addSql(`alter table "payments" drop constraint "payments_job_id_foreign";`);
    this.addSql(`alter table "conversations" drop constraint "conversations_job_id_foreign";`);
    this.addSql(`alter table "messages" drop constraint "messages_conversation_id_foreign";`);
    this.addSql(
      `alter table "conversation_participants" drop constraint "conversation_participants_conversation_id_foreign";`,
    );

    this.addSql(`drop table if exists "jobs" cascade;`);
    this.addSql(`drop table if exists "quotes" cascade;`);
    this.addSql(`drop table if exists "payments" cascade;`);
    this.addSql(`drop table if exists "feedback" cascade;`);
    this.addSql(`drop table if exists "copywriter_profiles" cascade;`);
    this.addSql(`drop table if exists "conversations" cascade;`);
    this.addSql(`drop table if exists "messages" cascade;`);
    this.addSql(`drop table if exists "conversation_participants" cascade;`);
  }
}
