import { Migration } from '@mikro-orm/migrations';

export class Migration20261129002540_webhooks extends Migration {
  override name = 'Migration20261129002540_webhooks';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "webhook_endpoints" ("id" serial primary key, "user_id" int not null, "url" varchar(2000) not null, "events" text[] not null, "secret" varchar(100) not null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "webhook_endpoints_user_id_created_at_index" on "webhook_endpoints" ("user_id", "created_at");`,
    );

    this.addSql(
      `create table "webhook_deliveries" ("id" serial primary key, "endpoint_id" int not null, "event_key" varchar(200) not null, "type" varchar(50) not null, "body" text not null, "status" text not null default 'pending', "attempts" int not null default 0, "last_status_code" int null, "last_error" varchar(500) null, "last_attempt_at" timestamptz null, "last_duration_ms" int null, "next_attempt_at" timestamptz null, "queued_at" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "webhook_deliveries_endpoint_id_created_at_index" on "webhook_deliveries" ("endpoint_id", "created_at");`,
    );
    this.addSql(
      `create index "webhook_deliveries_unqueued_index" on "webhook_deliveries" ("id") where "queued_at" is null;`,
    );
    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_endpoint_id_event_key_unique" unique ("endpoint_id", "event_key");`,
    );

    this.addSql(
      `alter table "webhook_endpoints" add constraint "webhook_endpoints_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_endpoint_id_foreign" foreign key ("endpoint_id") references "webhook_endpoints" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_status_check" check ("status" in ('pending', 'succeeded', 'failed'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "webhook_deliveries" drop constraint "webhook_deliveries_endpoint_id_foreign";`);

    this.addSql(`drop table if exists "webhook_endpoints" cascade;`);
    this.addSql(`drop table if exists "webhook_deliveries" cascade;`);
  }
}
