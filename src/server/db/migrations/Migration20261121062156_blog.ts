import { Migration } from '@mikro-orm/migrations';

export class Migration20261121062156_blog extends Migration {
  override name = 'Migration20261121062156_blog';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "blog_categories" ("id" serial primary key, "name" varchar(100) not null, "slug" varchar(200) not null, "description" varchar(1000) null);`,
    );
    this.addSql(
      `alter table "blog_categories" add constraint "blog_categories_slug_unique" unique ("slug");`,
    );

    this.addSql(
      `create table "blog_posts" ("id" serial primary key, "title" varchar(200) not null, "slug" varchar(200) not null, "content" text not null, "excerpt" varchar(500) null, "featured_image" varchar(2048) null, "category_id" int null, "published" boolean not null default false, "published_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "blog_posts" add constraint "blog_posts_slug_unique" unique ("slug");`);
    this.addSql(`create index "blog_posts_category_id_index" on "blog_posts" ("category_id");`);
    this.addSql(
      `create index "blog_posts_published_published_at_index" on "blog_posts" ("published", "published_at");`,
    );

    this.addSql(
      `alter table "blog_posts" add constraint "blog_posts_category_id_foreign" foreign key ("category_id") references "blog_categories" ("id") on delete no action;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "blog_posts" drop constraint "blog_posts_category_id_foreign";`);

    this.addSql(`drop table if exists "blog_categories" cascade;`);
    this.addSql(`drop table if exists "blog_posts" cascade;`);
  }
}
