import { Migration } from '@mikro-orm/migrations';

// docs/product.md "Site pages": the terms, privacy and contact pages an admin has saved; a page without a row
// shows its default text.
export class Migration20261128120000_site_pages extends Migration {
  override name = 'Migration20261128120000_site_pages';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "site_pages" ("slug" text not null, "title" varchar(200) not null, "markdown" text not null, "updated_at" timestamptz not null, "updated_by_id" int null, constraint "site_pages_pkey" primary key ("slug"), constraint "site_pages_slug_check" check ("slug" in ('terms', 'privacy', 'contact')));`,
    );
    this.addSql(
      `alter table "site_pages" add constraint "site_pages_updated_by_id_foreign" foreign key ("updated_by_id") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "site_pages" cascade;`);
  }
}
