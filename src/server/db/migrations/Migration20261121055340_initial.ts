import { Migration } from '@mikro-orm/migrations';

export class Migration20261121055340_initial extends Migration {
  override name = 'Migration20261121055340_initial';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "login_failures" ("id" serial primary key, "email" varchar(254) not null, "ip_address" varchar(64) not null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "login_failures_email_created_at_index" on "login_failures" ("email", "created_at");`,
    );
    this.addSql(
      `create index "login_failures_ip_address_created_at_index" on "login_failures" ("ip_address", "created_at");`,
    );

    this.addSql(
      `create table "users" ("id" serial primary key, "name" varchar(100) not null, "email" varchar(254) not null, "password_hash" varchar(255) not null, "role" text not null default 'client', "profile_image_url" varchar(2048) null, "session_version" int not null default 1, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);

    this.addSql(
      `create table "hours_ledger" ("id" serial primary key, "user_id" int not null, "hours" numeric(10,2) not null, "reason" varchar(200) not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "hours_ledger_user_id_index" on "hours_ledger" ("user_id");`);

    this.addSql(
      `alter table "users" add constraint "users_role_check" check ("role" in ('client', 'copywriter', 'admin'));`,
    );

    this.addSql(
      `alter table "hours_ledger" add constraint "hours_ledger_user_id_foreign" foreign key ("user_id") references "users" ("id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "hours_ledger" drop constraint "hours_ledger_user_id_foreign";`);

    this.addSql(`drop table if exists "login_failures" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
    this.addSql(`drop table if exists "hours_ledger" cascade;`);
  }
}
