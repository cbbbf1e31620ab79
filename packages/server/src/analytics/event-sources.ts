/**
 * Who may send events, as the ingest asks it: the live widgets, and the live prospect links with
 * the page, relationship and company they stand for (from the server's rows only), each looked
 * up once and kept a short while.
 */
import type { EmbedKind, PageType } from '@showroom/contract';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/database.ts';

export interface LiveWidget {
  companyId: string;
  kind: EmbedKind;
}

/**
 * What the ingest knows of ids a batch names (which widgets are live, which links alive), asked
 * once per id per `ttlMs` with one query for all the missing ones (`load`: the rows found, by
 * id; an id it leaves out is remembered as nothing). Concurrent askers share one query; at most
 * `maxKeys` are remembered (the oldest go first).
 */
export class LiveLookup<T> {
  private readonly known = new Map<string, { until: number; value: T | null }>();
  private readonly asking = new Map<string, Promise<void>>();
  private readonly query: (ids: string[]) => Promise<Map<string, T>>;
  private readonly ttlMs: number;
  private readonly now: () => number;
  private readonly maxKeys: number;

  constructor(
    query: (ids: string[]) => Promise<Map<string, T>>,
    ttlMs: number,
    now: () => number,
    maxKeys = 100_000,
  ) {
    this.query = query;
    this.ttlMs = ttlMs;
    this.now = now;
    this.maxKeys = maxKeys;
  }

  async resolve(ids: Iterable<string>): Promise<Map<string, T | null>> {
    const at = this.now();
    const wanted = new Set(ids);
    const missing: string[] = [];
    const waits: Promise<void>[] = [];
    for (const id of wanted) {
      const entry = this.known.get(id);
      if (entry && entry.until > at) continue;
      const pending = this.asking.get(id);
      if (pending) waits.push(pending);
      else missing.push(id);
    }
    if (missing.length) {
      const query = this.load(missing, at);
      for (const id of missing) this.asking.set(id, query);
      waits.push(query);
    }
    await Promise.all(waits);
    const answer = new Map<string, T | null>();
    for (const id of wanted) answer.set(id, this.known.get(id)?.value ?? null);
    return answer;
  }

  private async load(ids: string[], at: number) {
    try {
      const found = await this.query(ids);
      for (const id of ids) {
        this.known.delete(id);
        this.known.set(id, { until: at + this.ttlMs, value: found.get(id) ?? null });
      }
      while (this.known.size > this.maxKeys) this.known.delete(this.known.keys().next().value!);
    } finally {
      for (const id of ids) this.asking.delete(id);
    }
  }
}

/** The live widgets among `ids`, with their company and kind. */
export const liveWidgets =
  (db: Db) =>
  async (ids: string[]): Promise<Map<string, LiveWidget>> => {
    const rows = await rowsOf<{ id: string; company_id: string; kind: EmbedKind }>(
      db,
      sql`select id, company_id, kind from widgets where live and id = any(${sql.param(ids)}::uuid[])`,
    );
    return new Map(rows.map((row) => [row.id, { companyId: row.company_id, kind: row.kind }]));
  };

/** What a live prospect link gives its page's events: who and where, from the server's rows only. */
export interface LiveLink {
  companyId: string;
  pageId: string;
  relationshipId: string;
  pageType: PageType;
  /** An Embed page's embed when it is live and the company's: the only widget its events may name. */
  embed: { kind: EmbedKind; id: string } | null;
}

/**
 * The subject (`kind`, `widget_id`) a page's own events are stored under: a page has no widget, so
 * the page's id stands in its place (no widget has it: widget charts never read it), with the kind
 * whose events a page's resemble (a Q&A page asks and recommends like a CYOA; a Collection plays
 * demos like a Solo). Analytics reads a page's events by `page_id` (analytics_page_daily).
 */
export const pageSubjectKind: Record<PageType, EmbedKind> = {
  customized: 'cyoa',
  standard: 'solo',
  embed: 'hero',
};

const uuidText = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/**
 * The live prospect links among `ids` (the relationship exists and its page is live), by their
 * unguessable id: a relationship deleted or a page taken down stops taking events once the
 * lookup forgets it.
 */
export const liveLinks =
  (db: Db) =>
  async (ids: string[]): Promise<Map<string, LiveLink>> => {
    // The embed's id is the rep's text in the page's style: cast only when it reads as a uuid.
    const rows = await rowsOf<{
      encrypted_id: string;
      id: string;
      company_id: string;
      page_id: string;
      type: PageType;
      kind: EmbedKind | null;
      widget_id: string | null;
    }>(
      db,
      sql`
        select pr.encrypted_id, pr.id, pr.company_id, p.id as page_id, p.type, w.kind, w.id as widget_id
        from page_relationships pr
        join pages p on p.id = pr.page_id and p.company_id = pr.company_id and p.live
        left join lateral (
          select w.kind, w.id from widgets w
          where p.type = 'embed' and w.live and w.company_id = p.company_id
            and w.kind = p.style->'embed'->>'type'
            and w.id = case when p.style->'embed'->>'id' ~ ${uuidText}
              then (p.style->'embed'->>'id')::uuid end
        ) w on true
        where pr.encrypted_id = any(${sql.param(ids)}::text[])`,
    );
    return new Map(
      rows.map((row) => [
        row.encrypted_id,
        {
          companyId: row.company_id,
          pageId: row.page_id,
          relationshipId: row.id,
          pageType: row.type,
          embed: row.kind && row.widget_id ? { kind: row.kind, id: row.widget_id } : null,
        },
      ]),
    );
  };
