import { Migration } from '@mikro-orm/migrations';

// Two-factor sign-in (docs/decisions/0037): the account's TOTP secret, the one waiting for a first code, the
// last time step accepted, and the hashed recovery codes.
export class Migration20261128120000_two_factor extends Migration {
  override name = 'Migration20261128120000_two_factor';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "users" add column "two_factor_secret" varchar(64) null, add column "two_factor_pending_secret" varchar(64) null, add column "two_factor_enabled_at" timestamptz null, add column "two_factor_last_step" int null;`,
    );
    this.addSql(
      `create table "two_factor_recovery_codes" ("id" serial primary key, "user_id" int not null, "code_hash" varchar(64) not null, "created_at" timestamptz not null, "used_at" timestamptz null);`,
    );
    this.addSql(
      `create index "two_factor_recovery_codes_user_id_index" on "two_factor_recovery_codes" ("user_id");`,
    );
    this.addSql(
      `alter table "two_factor_recovery_codes" add constraint "two_factor_recovery_codes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "two_factor_recovery_codes" cascade;`);
    this.addSql(
      `alter table "users" drop column "two_factor_secret", drop column "two_factor_pending_secret", drop column "two_factor_enabled_at", drop column "two_factor_last_step";`,
    );
  }
}
