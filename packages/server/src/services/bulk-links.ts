import { randomBytes } from 'node:crypto';
import {
  type BulkLinksRequest,
  type BulkLinksRun,
  bulkIdentifier,
  bulkLinkMessages,
  bulkRequestProblem,
  bulkRowData,
  type ContactBank,
  type ContactRow,
  pageConstants,
  pageMessages,
} from '@showroom/contract';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/database.ts';
import { contactLists, pageRelationships, pages, prospects } from '../db/schema.ts';
import { type JobContext, type JobQueue, PermanentJobError } from '../jobs/queue.ts';
import { invalid, notFound } from './errors.ts';

/** The job kind of a bulk run (docs/decisions/0015-job-queue.md): the jobs row is the run's record. */
export const bulkLinksJobKind = 'page-links.bulk';

/**
 * Issue 26: a run is cut into transactions of about `chunkTargetMs` each, and the event loop gets a
 * turn between them, so no other request waits on the database for long (PGlite is one connection:
 * one 10,000-row transaction held it about 3 s). The rows of a chunk adapt to the time the last one
 * took, between `minChunkRows` and `maxChunkRows` (far below PostgreSQL's 65,535 parameters).
 */
const chunkTargetMs = 25;
const firstChunkRows = 200;
const minChunkRows = 20;
const maxChunkRows = 2500;
/** A list's rows are read this many at a time (one 10,000-row read is a long parse of JSON). */
const readRows = 1000;

/** Which column of the list fills each field (identifiers already resolved to columns). */
export interface BulkColumns {
  email: string;
  name: string | undefined;
  placeholders: Record<string, string>;
}

export interface BulkTarget {
  companyId: string;
  repId: string;
  pageId: string;
}

export interface BulkCounts {
  total: number;
  created: number;
  existing: number;
  dismissed: number;
}

/**
 * Where a run stands after a chunk: the next valid row to link, and the links made and found so
 * far. Written with each chunk's links, so an attempt that stops (a crash, a lost lease) is resumed
 * by the next one from there and the counts are those of one run.
 */
export interface BulkCursor {
  next: number;
  created: number;
  existing: number;
}

/**
 * What the jobs row's payload holds: the request, its cursor after each chunk, and once done (with
 * the last chunk's links) the counts.
 */
interface BulkPayload extends BulkTarget {
  listId: string;
  email: string;
  name: string;
  placeholders: Record<string, string>;
  total: number;
  cursor?: BulkCursor;
  result?: BulkCounts;
  [key: string]: unknown;
}

/** identifier -> column, from the list's column -> identifier map. */
const columnsByIdentifier = (bank: Pick<ContactBank, 'identifiers'>) => {
  const map = new Map<string, string>();
  for (const [column, name] of Object.entries(bank.identifiers)) {
    const trimmed = name.trim();
    if (trimmed) map.set(trimmed, column);
  }
  return map;
};

/**
 * §5: the request's `{{identifier}}`s resolved to the list's columns, or 'Invalid Identifier
 * Detected'. prospect_email and prospect_name are never extra placeholders (the e-mail and name
 * fill them).
 */
export function resolveColumns(
  bank: Pick<ContactBank, 'identifiers'>,
  request: Pick<BulkLinksRequest, 'email' | 'name' | 'placeholders'>,
): BulkColumns | string {
  const byIdentifier = columnsByIdentifier(bank);
  const identifiers = [...byIdentifier.keys()];
  const placeholders = Object.fromEntries(
    Object.entries(request.placeholders).filter(
      ([key]) => key.trim() !== '' && key !== 'prospect_email' && key !== 'prospect_name',
    ),
  );
  const problem = bulkRequestProblem({ ...request, placeholders }, identifiers);
  if (problem) return problem;
  const column = (text: string) => byIdentifier.get(bulkIdentifier(text, identifiers)!)!;
  return {
    email: column(request.email),
    name: request.name.trim() === '' ? undefined : column(request.name),
    placeholders: Object.fromEntries(Object.entries(placeholders).map(([key, text]) => [key, column(text)])),
  };
}

/** A turn of the event loop: requests that arrived during a chunk get to the database first. */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Makes one link per valid row of `rows` for the page: rows dismissed by §5 are counted, a repeated
 * e-mail shares its first row's link, and a prospect who already has a link to the page keeps it
 * (its placeholders updated). Prospects are found or made by e-mail within the company.
 *
 * In chunks, each its own short transaction (issue 26; see `chunkTargetMs`) with a turn of the event
 * loop between them. `inChunk` runs last in each chunk's transaction with the cursor after it, and
 * on the last chunk with the run's counts too (the job records them with the links they count). A
 * run that stops keeps the chunks it committed; `resume` (a cursor `inChunk` was given) goes on
 * from there. Linking is idempotent: a row linked twice is one link, counted as existing the
 * second time. `onProgress` is told the rows done after each chunk commits.
 */
export async function makeBulkLinks(
  db: Db,
  target: BulkTarget,
  rows: readonly ContactRow[],
  columns: BulkColumns,
  options: {
    resume?: BulkCursor;
    signal?: AbortSignal;
    /** Fixed rows per chunk instead of the adaptive size (tests). */
    chunkRows?: number;
    onProgress?: (done: number) => Promise<void>;
    inChunk?: (tx: Db, cursor: BulkCursor, counts: BulkCounts | undefined) => Promise<void>;
  } = {},
): Promise<BulkCounts> {
  let dismissed = 0;
  let repeated = 0;
  const valid: { email: string; name: string; data: Record<string, string> }[] = [];
  const seen = new Set<string>();
  for (const [index, row] of rows.entries()) {
    const data = bulkRowData(row, columns);
    if (!data) dismissed++;
    else if (seen.has(data.email)) repeated++;
    else {
      seen.add(data.email);
      valid.push(data);
    }
    if (index % 500 === 499) await yieldToOthers();
  }
  let cursor: BulkCursor = options.resume
    ? { ...options.resume, next: Math.min(options.resume.next, valid.length) }
    : { next: 0, created: 0, existing: 0 };
  const countsOf = (at: BulkCursor): BulkCounts => ({
    total: rows.length,
    created: at.created,
    existing: repeated + at.existing,
    dismissed,
  });
  let size = options.chunkRows ?? firstChunkRows;
  do {
    options.signal?.throwIfAborted();
    const chunk = valid.slice(cursor.next, cursor.next + size);
    const started = performance.now();
    cursor = await db.transaction(async (tx) => {
      const after = { ...cursor, next: cursor.next + chunk.length };
      if (chunk.length > 0) {
        const ids = randomBytes(16 * chunk.length);
        // The rows go as one JSON parameter, read by json_to_recordset: a multi-row statement
        // without a bind parameter per cell (measured: 3 times faster on PostgreSQL than the
        // same rows as a VALUES list of 7 parameters each, 1.6 times on PGlite).
        const text = JSON.stringify(
          chunk.map((row, index) => ({
            email: row.email,
            name: row.name,
            link: ids.subarray(index * 16, index * 16 + 16).toString('base64url'),
            data: row.data,
          })),
        );
        // The prospects are found or made by e-mail, then each gets its link to the page; a
        // prospect who has one keeps it (its placeholders updated). xmax is 0 for a row this
        // statement inserted, the updating transaction's id otherwise.
        const made = await rowsOf<{ inserted: boolean }>(
          tx,
          sql`
          with rows as (
            select * from json_to_recordset(${text}::json) as r(email text, name text, link text, data jsonb)
          ), found as (
            insert into ${prospects} (company_id, email, name)
            select ${target.companyId}::uuid, rows.email, rows.name from rows
            on conflict (company_id, email) do update set name = excluded.name
            returning id, email
          )
          insert into ${pageRelationships}
            (company_id, salesrep_id, page_id, prospect_id, encrypted_id, engaged, mapping_data)
          select ${target.companyId}::uuid, ${target.repId}::uuid, ${target.pageId}::uuid, found.id, rows.link, true, rows.data
          from rows join found on found.email = rows.email
          on conflict (page_id, prospect_id) do update set mapping_data = excluded.mapping_data
          returning (xmax = 0) as inserted`,
        );
        for (const row of made) {
          if (row.inserted) after.created++;
          else after.existing++;
        }
      }
      const last = after.next >= valid.length;
      await options.inChunk?.(tx, after, last ? countsOf(after) : undefined);
      return after;
    });
    if (options.chunkRows === undefined) {
      // Toward the target time: at most twice the rows of the last chunk, fewer at once if it was slow.
      const took = Math.max(1, performance.now() - started);
      const fitting = Math.round((chunk.length * chunkTargetMs) / took);
      size = Math.max(minChunkRows, Math.min(maxChunkRows, 2 * size, fitting));
    }
    await options.onProgress?.(
      valid.length === 0 ? rows.length : Math.round((cursor.next / valid.length) * rows.length),
    );
    if (cursor.next < valid.length) await yieldToOthers();
  } while (cursor.next < valid.length);
  return countsOf(cursor);
}

const runOf = (id: string, state: BulkLinksRun['state'], payload: BulkPayload, progress: number) => {
  const result = payload.result;
  const dismissed = result?.dismissed ?? 0;
  const total = result?.total ?? payload.total;
  return {
    id,
    pageId: payload.pageId,
    listId: payload.listId,
    state,
    total,
    done: state === 'done' ? total : Math.min(progress, total),
    created: result?.created ?? 0,
    existing: result?.existing ?? 0,
    dismissed,
    message:
      state === 'failed'
        ? bulkLinkMessages.failed
        : state === 'done' && dismissed > 0
          ? pageMessages.invalidFieldsDismissed
          : '',
  } satisfies BulkLinksRun;
};

/**
 * Bulk runs (spec 3 §5, issue 13): `start` checks what can be checked at once (the plan's flag is
 * the route's), `run` is the job's handler, `status` the console's poll. Scoped by company.
 */
export function bulkLinksService(deps: { db: Db; jobs: JobQueue }) {
  const { db } = deps;

  const ofList = (companyId: string, listId: string) =>
    and(eq(contactLists.companyId, companyId), eq(contactLists.id, listId));
  /** The list's identifiers and row count, not its rows. */
  const listOf = async (companyId: string, listId: string) => {
    const [row] = await db
      .select({
        identifiers: sql<ContactBank['identifiers']>`${contactLists.contactBank} -> 'identifiers'`,
        rows: contactLists.rowCount,
      })
      .from(contactLists)
      .where(ofList(companyId, listId))
      .limit(1);
    return row;
  };
  /** The first `count` rows of the list, `readRows` at a time with a turn of the event loop between. */
  const rowsOf = async (companyId: string, listId: string, count: number) => {
    const rows: ContactRow[] = [];
    for (let from = 0; from < count; from += readRows) {
      const path = `$[${from} to ${Math.min(count, from + readRows) - 1}]`;
      const [slice] = await db
        .select({
          rows: sql<
            ContactRow[]
          >`jsonb_path_query_array(${contactLists.contactBank} -> 'bank', ${path}::jsonpath)`,
        })
        .from(contactLists)
        .where(ofList(companyId, listId))
        .limit(1);
      if (!slice) return undefined;
      rows.push(...slice.rows);
      await yieldToOthers();
    }
    return rows;
  };

  const pageExists = async (companyId: string, pageId: string) =>
    (
      await db
        .select({ id: pages.id })
        .from(pages)
        .where(and(eq(pages.companyId, companyId), eq(pages.id, pageId)))
        .limit(1)
    ).length > 0;

  const read = async (id: string) => {
    const row = await deps.jobs.job(id);
    return row?.kind === bulkLinksJobKind ? { ...row, payload: row.payload as BulkPayload } : undefined;
  };

  return {
    /** Checks the list and its identifiers, then queues the run (or answers the one queued). */
    async start(target: BulkTarget, request: BulkLinksRequest): Promise<BulkLinksRun> {
      const list = await listOf(target.companyId, request.listId);
      if (!list) throw notFound(bulkLinkMessages.listNotFound);
      const columns = resolveColumns(list, request);
      if (typeof columns === 'string') throw invalid(columns);
      if (list.rows > pageConstants.bulkMaxRows) throw invalid(bulkLinkMessages.tooManyRows);
      const payload: BulkPayload = {
        ...target,
        listId: request.listId,
        email: request.email,
        name: request.name,
        placeholders: request.placeholders,
        total: list.rows,
      };
      const id = await deps.jobs.enqueue(bulkLinksJobKind, payload, {
        // One run per page and list at a time: a second click answers the run under way.
        singletonKey: `${bulkLinksJobKind}:${target.pageId}:${request.listId}`,
        maxAttempts: 3,
      });
      const row = await read(id);
      return runOf(id, row?.state ?? 'queued', row?.payload ?? payload, Number(row?.progress ?? 0));
    },

    /** GET: the company's run on that page, or undefined. */
    async status(companyId: string, pageId: string, runId: string): Promise<BulkLinksRun | undefined> {
      const row = await read(runId);
      if (!row || row.payload.companyId !== companyId || row.payload.pageId !== pageId) return undefined;
      return runOf(runId, row.state, row.payload, Number(row.progress));
    },

    /** The job: reads the list again (it may have changed), makes the links, records the counts. */
    async run(job: JobContext<BulkPayload>) {
      const payload = job.payload;
      const list = await listOf(payload.companyId, payload.listId);
      if (!list) throw new PermanentJobError(bulkLinkMessages.listNotFound);
      if (!(await pageExists(payload.companyId, payload.pageId)))
        throw new PermanentJobError('The page was deleted');
      const columns = resolveColumns(list, payload);
      if (typeof columns === 'string') throw new PermanentJobError(columns);
      const rows = await rowsOf(
        payload.companyId,
        payload.listId,
        Math.min(list.rows, pageConstants.bulkMaxRows),
      );
      if (!rows) throw new PermanentJobError(bulkLinkMessages.listNotFound);
      await makeBulkLinks(db, payload, rows, columns, {
        // A later attempt goes on from the last chunk an earlier one committed.
        ...(payload.cursor ? { resume: payload.cursor } : {}),
        signal: job.signal,
        // The cursor, the progress the console polls and, on the last chunk, the counts: each
        // written with the links they count (no transaction outlives its chunk, so also on PGlite).
        inChunk: async (tx, cursor, counts) => {
          await deps.jobs.mergePayload(job.id, counts ? { cursor, result: counts } : { cursor }, { tx });
        },
        onProgress: (done) => job.reportProgress(done),
      });
    },
  };
}
