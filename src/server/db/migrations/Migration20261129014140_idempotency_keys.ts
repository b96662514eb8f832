import { Migration } from '@mikro-orm/migrations';

export class Migration20261129014140_idempotency_keys extends Migration {
  override name = 'Migration20261129014140_idempotency_keys';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "idempotency_keys" ("id" bigserial primary key, "user_id" int not null, "key" varchar(255) not null, "fingerprint" varchar(64) not null, "state" varchar(10) not null, "created_at" timestamptz not null, "locked_at" timestamptz not null, "status" int null, "headers" jsonb null, "body" text null);`,
    );
    this.addSql(`create index "idempotency_keys_created_at_index" on "idempotency_keys" ("created_at");`);
    this.addSql(
      `alter table "idempotency_keys" add constraint "idempotency_keys_user_id_key_unique" unique ("user_id", "key");`,
    );

    this.addSql(
      `alter table "idempotency_keys" add constraint "idempotency_keys_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "idempotency_keys" cascade;`);
  }
}
