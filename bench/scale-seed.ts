// The data of `npm run bench -- scale`, written with generate_series in a few statements rather than row by
// row through the ORM (bench/list-seeds.ts), so that 100,000 jobs and 1,000,000 messages take a minute or two.
// The same statements write the small seed, with other counts, so that the two are alike but for their size.
// The accounts the bench reads as are made first and get known ids: the admin 1, the client 2, the writer 3.
import pg from 'pg';
import { NOTIFICATION_KIND_NAMES, NOTIFICATION_KINDS } from '../src/shared/domain/notification-kinds.ts';

export interface SeedSize {
  label: string;
  clients: number;
  copywriters: number;
  jobs: number;
  // Of them, the bench client's own.
  clientJobs: number;
  messages: number;
  // Of them, in the bench client's busiest conversation, the one the bench opens.
  busiestConversation: number;
  notifications: number;
  // Of them, the bench client's bell.
  clientNotifications: number;
}

export const SMALL: SeedSize = {
  label: 'small seed',
  clients: 20,
  copywriters: 30,
  jobs: 400,
  clientJobs: 50,
  messages: 4_000,
  busiestConversation: 200,
  notifications: 800,
  clientNotifications: 60,
};

export const SCALE: SeedSize = {
  label: 'scale seed',
  clients: 5_000,
  copywriters: 10_000,
  jobs: 100_000,
  clientJobs: 1_000,
  messages: 1_000_000,
  busiestConversation: 20_000,
  notifications: 200_000,
  clientNotifications: 2_000,
};

export const ACCOUNTS = {
  admin: { id: 1, email: 'scale-admin@example.com' },
  client: { id: 2, email: 'scale-client@example.com' },
  writer: { id: 3, email: 'scale-writer@example.com' },
} as const;

// The writer the directory's name search looks for: the last to join, after every other.
export const LATE_WRITER = 'Zadie Quillfeather';

const IN_APP_KIND = NOTIFICATION_KIND_NAMES.find((kind) => NOTIFICATION_KINDS[kind].inApp)!;
const SPECIALTIES = ['marketing', 'tech', 'finance', 'health', 'education', 'creative', 'seo', 'legal'];

/**
 * Empties the product's tables and fills them to `size`. Jobs spread over every status (a tenth open for
 * quotes, half of those quoted by two writers), a third of them with a deadline or a promised date, past or
 * ahead; every assigned job has its conversation between its client and writer; the bench client owns
 * `clientJobs` of them and the busiest conversation.
 */
export async function seedAtScale(databaseUrl: string, size: SeedSize, passwordHash: string): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('truncate users restart identity cascade');
    const firstClient = 4;
    const firstWriter = firstClient + size.clients;
    const lastWriter = firstWriter + size.copywriters - 1;
    await db.query(
      `insert into users (name, email, password_hash, role, profile_image_url, email_verified_at, created_at, updated_at)
       values ('Scale Admin', $2, $1, 'admin', null, now(), now() - interval '400 days', now()),
              ('Scale Client', $3, $1, 'client', null, now(), now() - interval '400 days', now()),
              ('Scale Writer', $4, $1, 'copywriter', null, now(), now() - interval '400 days', now())`,
      [passwordHash, ACCOUNTS.admin.email, ACCOUNTS.client.email, ACCOUNTS.writer.email],
    );
    // Other clients, then the writers (the last of them the one the directory's search looks for).
    await db.query(
      `insert into users (name, email, password_hash, role, profile_image_url, email_verified_at, created_at, updated_at)
       select 'Client ' || n, 'client-' || n || '@example.com', $1, 'client', null, now(),
              now() - interval '300 days', now()
         from generate_series(1, $2::int) n`,
      [passwordHash, size.clients],
    );
    await db.query(
      `insert into users (name, email, password_hash, role, profile_image_url, email_verified_at, created_at, updated_at)
       select case when n = $2 then $3 else 'Writer ' || n end, 'writer-' || n || '@example.com', $1, 'copywriter',
              null, now(), now() - interval '300 days', now()
         from generate_series(1, $2::int) n`,
      [passwordHash, size.copywriters, LATE_WRITER],
    );
    await db.query(
      `insert into copywriter_profiles (user_id, status, specialties, experience, sample_content, availability,
                                        rates, created_at, updated_at)
       select u.id, 'approved', ($1::text[])[1 + u.id % 8:1 + u.id % 8] || array['seo'],
              'Years of editing.', 'A sample. ', 'Weekdays', '£75 an hour',
              now() - interval '300 days' + u.id * interval '1 minute', now()
         from users u where u.role = 'copywriter'`,
      [SPECIALTIES],
    );

    // Jobs: the bench client's first, then the others' at random; statuses by the job's number.
    await db.query(
      `insert into jobs (client_id, title, content, service_type, writing_style, word_count, status, result,
                         copywriter_id, fixed_price, deadline, delivery_date, rating, created_at, updated_at,
                         completed_at)
       select client, 'Job ' || n, repeat('An AI draft that needs a careful human edit. ', 20),
              case when n % 2 = 0 then 'rewrite' else 'human-check' end, 'Professional', 160, status,
              case when status = 'completed' then repeat('The finished text. ', 20) end,
              case when status in ('pending', 'in_progress', 'completed') then writer end,
              case when status in ('unpaid', 'pending', 'in_progress', 'completed') then 120 end,
              case when n % 3 = 0 then now() + ((n % 41) - 20) * interval '1 day' end,
              case when n % 3 = 1 and status in ('pending', 'in_progress', 'completed')
                   then now() + ((n % 29) - 14) * interval '1 day' end,
              case when status = 'completed' and n % 2 = 0 then 3 + n % 3 end,
              created, created, case when status = 'completed' then created + interval '2 days' end
         from (select n,
                      case when n <= $1 then 2 else $2 + ((n::bigint * 7919) % $3)::int end as client,
                      -- Assigned work goes to the bench writer now and then, and to any writer otherwise.
                      case when n % 50 = 0 then 3 else $4 + ((n::bigint * 104729) % $5)::int end as writer,
                      (array['quote', 'offer_made', 'unpaid', 'pending', 'in_progress', 'in_progress',
                             'completed', 'completed', 'completed', 'withdrawn'])[1 + n % 10] as status,
                      now() - interval '365 days' + n * (interval '365 days' / $6) as created
                 from generate_series(1, $6::int) n) j`,
      [size.clientJobs, firstClient, size.clients, firstWriter, size.copywriters, size.jobs],
    );
    // Two writers' quotes on each job with offers.
    await db.query(
      `insert into quotes (job_id, copywriter_id, fixed_price, created_at)
       select j.id, w.writer, 90, j.created_at + interval '1 hour'
         from jobs j
         cross join lateral (values ($1 + (j.id * 31) % $2), ($1 + (j.id * 37 + 1) % $2)) w(writer)
        where j.status = 'offer_made'`,
      [firstWriter, size.copywriters],
    );

    // A conversation for each assigned job, between its client and writer.
    await db.query(
      `insert into conversations (title, job_id, created_by_id, created_at, last_message_at)
       select j.title, j.id, j.client_id, j.created_at, null
         from jobs j where j.copywriter_id is not null order by j.id`,
    );
    await db.query(
      `insert into conversation_participants (conversation_id, user_id, joined, last_read_at, created_at)
       select c.id, person, true, null, c.created_at
         from conversations c join jobs j on j.id = c.job_id
         cross join lateral (values (j.client_id), (j.copywriter_id)) p(person)`,
    );
    // The busiest conversation is the bench client's first; the other messages go round the rest.
    const conversations = await db.query<{ busiest: number; others: string; first: number }>(
      `select min(c.id) filter (where j.client_id = 2) as busiest,
              count(*) filter (where j.client_id <> 2) as others,
              min(c.id) filter (where j.client_id <> 2) as first
         from conversations c join jobs j on j.id = c.job_id`,
    );
    const { busiest, others, first } = conversations.rows[0]!;
    await db.query(
      `insert into messages (conversation_id, sender_id, content, created_at)
       select $1, case when n % 2 = 0 then 2 else j.copywriter_id end, 'Message ' || n || ' of a long talk.',
              now() - interval '30 days' + n * interval '1 second'
         from generate_series(1, $2::int) n, jobs j join conversations c on c.job_id = j.id where c.id = $1`,
      [busiest, size.busiestConversation],
    );
    await db.query(
      `insert into messages (conversation_id, sender_id, content, created_at)
       select c.id, case when n % 2 = 0 then j.client_id else j.copywriter_id end,
              'Message ' || n || ' about the job.', now() - interval '60 days' + n * interval '1 second'
         from (select n, $1 + (n % $2::int) as conversation_id from generate_series(1, $3::int) n) m
         join conversations c on c.id = m.conversation_id
         join jobs j on j.id = c.job_id`,
      [first, Number(others), size.messages - size.busiestConversation],
    );
    await db.query(
      `update conversations c set last_message_at = m.last
         from (select conversation_id, max(created_at) as last from messages group by conversation_id) m
        where m.conversation_id = c.id`,
    );

    // The bench client's bell, then everyone else's; a tenth unread.
    await db.query(
      `insert into notifications (user_id, kind, title, body, link, event_key, created_at, read_at)
       select case when n <= $2 then 2 else 4 + n % ($3::int - 4) end, $1, 'A quote arrived',
              'A copywriter quoted on your job.', '/jobs/' || n, 'bench-' || n,
              now() - interval '90 days' + n * interval '30 seconds',
              case when n % 10 <> 0 then now() end
         from generate_series(1, $4::int) n`,
      [IN_APP_KIND, size.clientNotifications, lastWriter + 1, size.notifications],
    );
    await db.query('analyze');
  } finally {
    await db.end();
  }
}
