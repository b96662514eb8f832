import { Migration } from '@mikro-orm/migrations';

// The directory's search by a part of a name or of a specialty (docs/decisions/0030): one column holds both,
// kept by triggers, so that PostgreSQL picks per search between the directory's order (a common text finds a
// page among the first writers) and a trigram index (a rare one is found without reading every writer).
//
// pg_trgm ships with PostgreSQL's contrib modules (in Debian's server package, the embedded server and the
// hosted services) and is a trusted extension, which a database's owner may create. Where a server lacks it,
// the search still works, reading the approved writers in order, and the migration warns why.
export class Migration20261128045815_directory_search extends Migration {
  override name = 'Migration20261128045815_directory_search';

  override up(): void | Promise<void> {
    this.addSql(`do $$ begin
      create extension if not exists pg_trgm;
    exception when others then
      raise warning 'pg_trgm is not available (%): the directory is searched without its index', sqlerrm;
    end $$;`);
    this.addSql(
      `create or replace function "users_users_name_search_text_fn"() returns trigger as $$ begin if old.name is distinct from new.name then update copywriter_profiles set search_text = search_text where user_id = new.id; end if; return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "users_name_search_text" AFTER UPDATE on "users" for each ROW execute function "users_users_name_search_text_fn"();`,
    );

    this.addSql(`alter table "copywriter_profiles" add "search_text" text not null default '';`);
    this.addSql(`do $$ begin
      if exists (select 1 from pg_extension where extname = 'pg_trgm') then
        create index "copywriter_profiles_search_index" on "copywriter_profiles" using gin ("search_text" gin_trgm_ops) where "status" = 'approved';
      end if;
    end $$;`);
    this.addSql(
      `create or replace function "copywriter_profiles_copywriter_profiles_search_text_fn"() returns trigger as $$ begin new.search_text := lower(coalesce((select name from users where id = new.user_id), '') || chr(31) || array_to_string(new.specialties, chr(31))); return new; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "copywriter_profiles_search_text" BEFORE INSERT OR UPDATE on "copywriter_profiles" for each ROW execute function "copywriter_profiles_copywriter_profiles_search_text_fn"();`,
    );
    // The profiles already there get their search text from their own trigger.
    this.addSql(`update "copywriter_profiles" set "search_text" = "search_text";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "copywriter_profiles_search_index";`);
    this.addSql(`drop trigger if exists "copywriter_profiles_search_text" on "copywriter_profiles";`);
    this.addSql(`drop function if exists "copywriter_profiles_copywriter_profiles_search_text_fn"();`);
    this.addSql(`alter table "copywriter_profiles" drop column "search_text";`);

    this.addSql(`drop trigger if exists "users_name_search_text" on "users";`);
    this.addSql(`drop function if exists "users_users_name_search_text_fn"();`);
  }
}
