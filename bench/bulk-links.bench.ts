/**
 * Bulk link generation (issue 13): 10,000 prospect links from a 10,000-row contact list, under 5 s,
 * on PGlite and on PostgreSQL.
 *
 * The real app (buildApp, as `npm start` builds it, with its job worker) on each database: a fresh
 * company whose plan has 'page.url.bulkGenerate.enable', a 10,000-row list shaped like
 * shared/fixtures/contacts/gen-contacts.mjs (e-mail, name, company and title columns with
 * identifiers), and a new page. The figure is the console's wait: from POST
 * /web/page/{pageId}/links/bulk to the poll (GET .../bulk/{runId}, every 20 ms) that says done,
 * with 10,000 links created, as CPU time (see `measure`; the wall clock printed beside it). Worst
 * of 3 after a warm-up, each run on a new company (new prospects
 * too: the worst case). PostgreSQL: a fresh database on the server at DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres), dropped at the end.
 *
 * Run: `npm run bench -- bulk-links`.
 */
import { readFileSync } from 'node:fs';
import { bulkGenerateFlag, type ContactBank, pageConstants } from '@showroom/contract';
import { sql } from 'drizzle-orm';
import { buildApp } from '../packages/server/src/app.ts';
import { type Database, openDatabase } from '../packages/server/src/db/database.ts';
import { companySettings } from '../packages/server/src/db/schema.ts';
import { createPostgresDatabase } from '../packages/server/test/support/databases.ts';
import { createAccount, testConfig } from '../packages/server/test/support/fixtures.ts';
import { type BudgetName, report } from './budgets.ts';

process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1';
const rows = pageConstants.bulkMaxRows;

/** The rows of gen-contacts.mjs, made here (the same deterministic shape). */
function bank(): ContactBank {
  const first = [
    'Ada',
    'Grace',
    'Alan',
    'Katherine',
    'Linus',
    'Barbara',
    'Edsger',
    'Radia',
    'Hedy',
    'Claude',
  ];
  const last = [
    'Lovelace',
    'Hopper',
    'Turing',
    'Johnson',
    'Torvalds',
    'Liskov',
    'Dijkstra',
    'Perlman',
    'Lamarr',
    'Shannon',
  ];
  const headers = ['First Name', 'Last Name', 'Email', 'Company', 'Title', 'City'];
  const contacts = Array.from({ length: rows }, (_, i) => {
    const f = first[i % 10]!;
    const l = last[Math.floor(i / 10) % 10]!;
    return {
      'First Name': f,
      'Last Name': l,
      Email: `${f.toLowerCase()}.${l.toLowerCase()}.${i}@example.com`,
      Company: `Company ${i % 977}, Inc.`,
      Title: `Title ${i % 31}`,
      City: `City ${i % 211}`,
    };
  });
  return {
    headers,
    bank: contacts,
    showHeaders: true,
    identifiers: { 'First Name': 'first', Email: 'email', Company: 'company', Title: 'title' },
  };
}

/** CPU time (ms) of the PostgreSQL backends serving the bench's own database, read from /proc. */
async function backendsCpuMs(database: Database): Promise<Map<number, number>> {
  const result = (await database.db.execute(
    sql`select pid from pg_stat_activity where datname = current_database()`,
  )) as unknown as { rows: { pid: number }[] };
  const ticks = new Map<number, number>();
  for (const { pid } of result.rows) {
    try {
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / 100);
    } catch {
      // PostgreSQL on another machine: its CPU time cannot be read, and counts as 0.
    }
  }
  return ticks;
}

/**
 * The figure is the run's CPU time, which neighbours on a shared machine slow down least (the
 * wall clock is printed beside it): this process's, which on PGlite holds the database too
 * ('cpu'), plus, on PostgreSQL ('cpu+backends'), the CPU time of the backends serving the bench's
 * own database.
 */
async function measure(database: Database, budget: BudgetName, figure: 'cpu' | 'cpu+backends') {
  const app = buildApp({
    config: testConfig({ jobs: { ...testConfig().jobs, pollMs: 50 } }),
    database,
    logger: false,
  });
  await app.ready();
  const contacts = bank();
  const once = async () => {
    const account = await createAccount(database.db);
    await database.db
      .insert(companySettings)
      .values({ companyId: account.companyId, featurePermissions: { [bulkGenerateFlag]: true } });
    const { token } = await app.sessions.create(account.repId);
    const list = await app.contacts.create(account.companyId, account.repId, {
      title: 'Bench 10k',
      bank: contacts,
    });
    const page = await app.pageStore.create(account.companyId, account.repId, 'Bench page', 'customized');
    const backends = figure === 'cpu' ? undefined : await backendsCpuMs(database);
    const cpu = process.cpuUsage();
    const started = performance.now();
    const post = await app.inject({
      method: 'POST',
      url: `/web/page/${page.id}/links/bulk`,
      headers: { token },
      payload: {
        listId: list.id,
        email: '{{email}}',
        name: '{{first}}',
        placeholders: { company: '{{company}}', title: '{{title}}' },
      },
    });
    if (post.statusCode !== 202) throw new Error(`start answered ${post.statusCode}: ${post.body}`);
    let run = post.json().payload;
    while (run.state === 'queued' || run.state === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 20));
      run = (
        await app.inject({
          method: 'GET',
          url: `/web/page/${page.id}/links/bulk/${run.id}`,
          headers: { token },
        })
      ).json().payload;
    }
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpu);
    let cpuMs = (used.user + used.system) / 1000;
    if (backends) {
      // A backend the pool opened during the run counts whole.
      for (const [pid, ms] of await backendsCpuMs(database)) cpuMs += ms - (backends.get(pid) ?? 0);
    }
    if (run.state !== 'done' || run.created !== rows)
      throw new Error(`the run ended ${run.state} with ${run.created} links: ${JSON.stringify(run)}`);
    return { ms, cpuMs };
  };
  await once(); // warm-up: first-use compilation, the tables' first pages
  const runs = [await once(), await once(), await once()];
  console.log(`  wall clock: ${runs.map((run) => run.ms.toFixed(0)).join(', ')} ms`);
  console.log(
    `  CPU time (this process${figure === 'cpu' ? '' : ' and the database backends'}): ${runs.map((run) => run.cpuMs.toFixed(0)).join(', ')} ms`,
  );
  const ok = report(budget, Math.max(...runs.map((run) => run.cpuMs)));
  await app.close();
  return ok;
}

let ok = true;
{
  const database = await openDatabase({ pgliteDir: 'memory://' });
  await database.prepare();
  ok = (await measure(database, 'pages.bulkLinks10k.pglite', 'cpu')) && ok;
  await database.close();
}
{
  const created = await createPostgresDatabase(
    process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  );
  const database = await openDatabase({ databaseUrl: created.url });
  try {
    await database.prepare();
    ok = (await measure(database, 'pages.bulkLinks10k.postgres', 'cpu+backends')) && ok;
  } finally {
    await database.close();
    await created.drop();
  }
}
process.exit(ok ? 0 : 1);
