import { Migration } from '@mikro-orm/migrations';

export class Migration20261122170741_job_review extends Migration {
  override name = 'Migration20261122170741_job_review';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "job_events" ("id" serial primary key, "job_id" int not null, "kind" text not null, "actor_id" int null, "copywriter_id" int null, "detail" text null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "job_events_job_id_created_at_index" on "job_events" ("job_id", "created_at");`,
    );

    this.addSql(
      `create table "job_deliveries" ("id" serial primary key, "job_id" int not null, "round" smallint not null, "result" text not null, "delivered_at" timestamptz not null, "revision_reason" text null, "revision_requested_at" timestamptz null);`,
    );
    this.addSql(
      `alter table "job_deliveries" add constraint "job_deliveries_job_id_round_unique" unique ("job_id", "round");`,
    );

    this.addSql(
      `alter table "jobs" add "review" text null, add "rated_at" timestamptz null, add "review_window_ends_at" timestamptz null, add "approved_at" timestamptz null, add "revisions_requested" smallint not null default 0, add "review_task_queued_at" timestamptz null;`,
    );
    this.addSql(
      `create index "jobs_review_unscheduled_index" on "jobs" ("review_window_ends_at") where "status" = 'completed' and "approved_at" is null and "review_task_queued_at" is null;`,
    );

    this.addSql(
      `alter table "job_events" add constraint "job_events_job_id_foreign" foreign key ("job_id") references "jobs" ("id");`,
    );
    this.addSql(
      `alter table "job_events" add constraint "job_events_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "job_events" add constraint "job_events_copywriter_id_foreign" foreign key ("copywriter_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "job_events" add constraint "job_events_kind_check" check ("kind" in ('submitted', 'quoted', 'quote_withdrawn', 'quote_accepted', 'quote_changed', 'payment_succeeded', 'payment_failed', 'payment_refunded', 'assigned', 'delivered', 'revision_requested', 'approved', 'rated', 'withdrawn'));`,
    );

    this.addSql(
      `alter table "job_deliveries" add constraint "job_deliveries_job_id_foreign" foreign key ("job_id") references "jobs" ("id");`,
    );
    // What happened before the timeline existed, as far as the rows tell it: each delivered text is round 1,
    // a delivery older than the review window counts as approved, and the steps the rows record become events.
    this.addSql(
      `insert into "job_deliveries" ("job_id", "round", "result", "delivered_at")
        select "id", 1, "result", coalesce("completed_at", "updated_at") from "jobs" where "result" is not null;`,
    );
    this.addSql(
      `update "jobs" set "review_window_ends_at" = "completed_at" + interval '7 days'
        where "status" = 'completed' and "completed_at" is not null;`,
    );
    this.addSql(
      `update "jobs" set "approved_at" = "review_window_ends_at"
        where "status" = 'completed' and "review_window_ends_at" <= now();`,
    );
    this.addSql(
      `insert into "job_events" ("job_id", "kind", "actor_id", "copywriter_id", "detail", "created_at")
        select "job_id", "kind", "actor_id", "copywriter_id", "detail", "at" from (
          select "id" as "job_id", 'submitted' as "kind", "client_id" as "actor_id", null::int as "copywriter_id",
              null::text as "detail", "created_at" as "at", 1 as "step" from "jobs"
          union all
          select "job_id", 'quoted', "copywriter_id", "copywriter_id", null, "created_at", 2 from "quotes"
          union all
          select p."job_id", 'payment_succeeded', p."client_id", j."copywriter_id", null,
              coalesce(p."settled_at", p."created_at"), 3
            from "payments" p join "jobs" j on j."id" = p."job_id"
            where p."purpose" = 'job' and p."status" in ('succeeded', 'refunded')
          union all
          select p."job_id", 'payment_refunded', null, j."copywriter_id", null, coalesce(p."refunded_at", p."created_at"), 4
            from "payments" p join "jobs" j on j."id" = p."job_id"
            where p."purpose" = 'job' and p."status" = 'refunded'
          union all
          select "id", 'delivered', "copywriter_id", "copywriter_id", null, "completed_at", 5 from "jobs"
            where "result" is not null and "completed_at" is not null
          union all
          select "id", 'rated', "client_id", "copywriter_id", "rating" || '/5', "completed_at", 6 from "jobs"
            where "rating" is not null and "completed_at" is not null
          union all
          select "id", 'approved', null, "copywriter_id", 'The 7-day review window closed', "approved_at", 7 from "jobs"
            where "approved_at" is not null
          union all
          select "id", 'withdrawn', "client_id", null, null, "updated_at", 8 from "jobs" where "status" = 'withdrawn'
        ) "history" order by "at", "job_id", "step";`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "job_events" cascade;`);
    this.addSql(`drop table if exists "job_deliveries" cascade;`);

    this.addSql(`drop index "jobs_review_unscheduled_index";`);
    this.addSql(
      `alter table "jobs" drop column "review", drop column "rated_at", drop column "review_window_ends_at", drop column "approved_at", drop column "revisions_requested", drop column "review_task_queued_at";`,
    );
  }
}
