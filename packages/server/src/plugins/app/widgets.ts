import type { cyoa, hero, solo } from '@showroom/contract';
import {
  type CyoaContent,
  cyoaSaveProblem,
  type EmbedKind,
  embedConstants,
  type Flag,
  type HeroForm,
  newCyoaContent,
  newHeroForm,
  newSneakpeekForm,
  newSoloForm,
  type Sneakpeek,
  type SneakpeekForm,
  type SoloForm,
  toWireDate,
} from '@showroom/contract';
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { embedMappings, recordings, salesReps, widgets } from '../../db/schema.ts';

export type WidgetRow = typeof widgets.$inferSelect;
interface Joined {
  widget: WidgetRow;
  repName: string;
  mapping: { categoryId: string; productId: string; featureId: string } | null;
}

/** What a kind's form becomes in the table: the shared columns and the rest as `data`. */
export interface WidgetValues {
  name: string;
  recordingId: string | null;
  data: Record<string, unknown>;
}

/**
 * Storage keys to write: a key puts that file, null drops the stored one, undefined keeps it (on
 * create, keeps nothing).
 */
export interface WidgetKeys {
  imageKey?: string | null | undefined;
  iconKey?: string | null | undefined;
}

const fileColumns = ['imageKey', 'iconKey'] as const;

// ---------------------------------------------------------------------------------------------
// Each kind's form <-> its row. Pure, so the seed (db/sample-embeds.ts) stores rows exactly as
// the calls do.
// ---------------------------------------------------------------------------------------------

const demoOrNull = (id: string) => (id === '' ? null : id);

/**
 * The form's own fields and nothing else: a create's data carries the creator, company, dates and
 * live beside the form, and those are columns (or the server's), never `data`.
 */
const formFields = <T extends object>(template: T, values: T): T =>
  Object.fromEntries(Object.keys(template).map((key) => [key, values[key as keyof T]])) as T;

const launcherValues = <T extends { name: string; recording_id: string }>(template: T, form: T) => {
  const { name, recording_id, ...data } = formFields(template, form);
  return { name, recordingId: demoOrNull(recording_id), data };
};
export const heroValues = (form: HeroForm): WidgetValues => launcherValues(newHeroForm(), form);
export const soloValues = (form: SoloForm): WidgetValues => launcherValues(newSoloForm(), form);
export const sneakpeekValues = (form: SneakpeekForm): WidgetValues =>
  launcherValues(newSneakpeekForm(), form);
/** A CYOA names its demos in its steps: the row's own recording stays empty. */
export const cyoaValues = (content: CyoaContent): WidgetValues => {
  const { name, ...data } = formFields(newCyoaContent(), content);
  return { name, recordingId: null, data };
};

/** The stored CYOA content, as the editor saves it. */
export const cyoaContentOf = (row: WidgetRow): CyoaContent => ({
  ...newCyoaContent(),
  ...(row.data as Partial<CyoaContent>),
  name: row.name,
});

/** Whether a stored CYOA may be published: the editor's own save rule (spec 2 §5), or null. */
export const cyoaPublishProblem = (row: WidgetRow) => cyoaSaveProblem(cyoaContentOf(row));

/**
 * The demos a widget's values name (spec 2 §3): the one it plays, the restricted-redirect demo,
 * and for a CYOA the demos of its steps, of its rules' results and of its wrap-up. Empty slots
 * are not names.
 */
export function demosNamed(
  values: { recording_id: string; restricted_redirect?: { demo: string } } | CyoaContent,
): string[] {
  const named: string[] = [];
  if ('recording_id' in values) {
    named.push(values.recording_id);
    if (values.restricted_redirect) named.push(values.restricted_redirect.demo);
  } else {
    for (const step of values.data) {
      if (step.type === 'demo') named.push(step.value);
      if (step.type === 'rule' && step.result.type === 'demo') named.push(step.result.value);
    }
    named.push(...values.recommendations.list, values.restrict.demo);
  }
  return [...new Set(named.filter((id) => id !== ''))];
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** ' - Copy' after the name, the name cut so the copy can still be saved under the same rule. */
const copyName = (name: string) =>
  `${name.slice(0, embedConstants.nameMaxLength - embedConstants.copySuffix.length)}${embedConstants.copySuffix}`;

/**
 * spec 2 §3 widgets of the four kinds, always within one company and one kind: every query a
 * caller can reach carries the caller's companyId and the kind its path names, so another
 * company's widget (or a Solo asked for as a Hero) is exactly as absent as one that never existed.
 * Files are storage keys, answered as media-origin addresses; copies share them, and a file goes
 * only when no widget names it any more (`keyInUse`).
 */
export function widgetsRepository(db: Db, mediaUrl: string) {
  const address = (key: string | null) => (key ? `${mediaUrl}/${key}` : '');
  const flag = (value: unknown): Flag => (value === 1 || value === true || value === '1' ? 1 : 0);
  const owned = (companyId: string, kind: EmbedKind, id: string) =>
    and(eq(widgets.companyId, companyId), eq(widgets.kind, kind), eq(widgets.id, id));
  const select = () =>
    db
      .select({
        widget: widgets,
        repName: salesReps.fullName,
        mapping: {
          categoryId: embedMappings.categoryId,
          productId: embedMappings.productId,
          featureId: embedMappings.featureId,
        },
      })
      .from(widgets)
      .innerJoin(salesReps, eq(salesReps.id, widgets.salesRepId))
      .leftJoin(
        embedMappings,
        and(eq(embedMappings.widgetId, widgets.id), eq(embedMappings.companyId, widgets.companyId)),
      );

  const common = ({ widget, repName }: Joined) => ({
    id: widget.id,
    name: widget.name,
    salesrep_id: widget.salesRepId,
    salesrep_name: repName,
    date_created: toWireDate(widget.createdAt),
    date_modified: toWireDate(widget.modifiedAt),
  });

  /** The Hero and Solo fields they share (spec 2 §3), flags as numbers and objects as JSON text. */
  const launcher = (joined: Joined, form: HeroForm | SoloForm) => ({
    ...common(joined),
    company_id: joined.widget.companyId,
    recording_id: joined.widget.recordingId ?? '',
    show_preview: flag(form.show_preview),
    show_custom_thumbnail: flag(form.show_custom_thumbnail),
    custom_thumbnail: address(joined.widget.imageKey),
    show_controls: flag(form.show_controls),
    is_muted: flag(form.is_muted),
    blinker_style: form.blinker_style,
    launch_button: JSON.stringify(form.launch_button),
    verification_content: JSON.stringify(form.verification_content),
    restricted_redirect: JSON.stringify(form.restricted_redirect),
    live: flag(joined.widget.live),
    is_gated: flag(form.is_gated),
    email_required: flag(form.email_required),
    custom_verification: flag(form.custom_verification),
    check_blocklist: flag(form.check_blocklist),
    redirect_to_restricted_domain: flag(form.redirect_to_restricted_domain),
    check_domain: flag(form.check_domain),
    check_twofactor: flag(form.check_twofactor),
    // Issue 29 B.5: the Hero and Solo editors' marketplace panel shows the mapping, as a CYOA's does.
    assignedCategoryID: joined.mapping?.categoryId ?? '',
    assignedProductID: joined.mapping?.productId ?? '',
    assignedFeatureID: joined.mapping?.featureId ?? '',
  });

  const wire = {
    hero: (joined: Joined): z.input<typeof hero> => {
      const form = { ...newHeroForm(), ...(joined.widget.data as Partial<HeroForm>) };
      return {
        ...launcher(joined, form),
        headline: form.headline,
        description: form.description,
        action_label: form.action_label,
        action_link: form.action_link,
      };
    },
    solo: (joined: Joined): z.input<typeof solo> => {
      const form = { ...newSoloForm(), ...(joined.widget.data as Partial<SoloForm>) };
      return {
        ...launcher(joined, form),
        is_sneak: flag(form.is_sneak),
        is_cta: flag(form.is_cta),
        is_hotspot: flag(form.is_hotspot),
        cta_type: form.cta_type,
        cta_text: form.cta_text,
        blinker_size: form.blinker_size,
        custom_blinker: address(joined.widget.iconKey),
      };
    },
    sneakpeek: (joined: Joined): Sneakpeek => {
      const form = { ...newSneakpeekForm(), ...(joined.widget.data as Partial<SneakpeekForm>) };
      return {
        ...common(joined),
        recording_id: joined.widget.recordingId ?? '',
        is_muted: flag(form.is_muted),
        is_gated: flag(form.is_gated),
        show_controls: flag(form.show_controls),
        live: flag(joined.widget.live),
        company_id: joined.widget.companyId,
      };
    },
    cyoa: (joined: Joined): z.input<typeof cyoa> => {
      const content = cyoaContentOf(joined.widget);
      return {
        ...common(joined),
        assignedCategoryID: joined.mapping?.categoryId ?? '',
        assignedProductID: joined.mapping?.productId ?? '',
        assignedFeatureID: joined.mapping?.featureId ?? '',
        settings: JSON.stringify(content.setting),
        episodes: JSON.stringify(content.data),
        recommendations: JSON.stringify(content.recommendations),
        restricted_redirect: JSON.stringify(content.restrict),
        verification_content: JSON.stringify(content.verificationContent),
        custom_thumbnail: address(joined.widget.imageKey),
        custom_blinker: address(joined.widget.iconKey),
        live: flag(joined.widget.live),
        company_id: joined.widget.companyId,
      };
    },
  };

  /** The list card of any kind (spec 2 §3 Widget, list view): live as a boolean there. */
  const summary = (joined: Joined) => ({ ...common(joined), live: joined.widget.live });

  const rows = (companyId: string, kind: EmbedKind, page?: { limit: number; pageNo: number }) => {
    const query = select()
      .where(and(eq(widgets.companyId, companyId), eq(widgets.kind, kind)))
      .orderBy(desc(widgets.createdAt), desc(widgets.id));
    return page ? query.limit(page.limit).offset((page.pageNo - 1) * page.limit) : query;
  };

  const findJoined = async (companyId: string, kind: EmbedKind, id: string) => {
    const [row] = await select()
      .where(owned(companyId, kind, id))
      .limit(1);
    return row as Joined | undefined;
  };

  return {
    wire,

    /** spec 2 §7 lists: a kind of the company's widgets, newest first, `limit` to a page. */
    async listHeroes(companyId: string, page: { limit: number; pageNo: number }) {
      return (await rows(companyId, 'hero', page)).map(summary);
    },
    async listSolos(companyId: string, page: { limit: number; pageNo: number }) {
      return (await rows(companyId, 'solo', page)).map((joined) => ({
        ...summary(joined),
        is_sneak: flag((joined.widget.data as Partial<SoloForm>).is_sneak),
      }));
    },
    async listCyoas(companyId: string, page: { limit: number; pageNo: number }) {
      return (await rows(companyId, 'cyoa', page)).map((joined) => ({
        ...summary(joined),
        settings: JSON.stringify(cyoaContentOf(joined.widget).setting),
      }));
    },
    /** GET /web/sneakpeek/{companyId} has no paging in the spec: every Sneakpeek, newest first. */
    async listSneakpeeks(companyId: string): Promise<Sneakpeek[]> {
      return (await rows(companyId, 'sneakpeek')).map(wire.sneakpeek);
    },

    async find(companyId: string, kind: EmbedKind, id: string): Promise<Joined | undefined> {
      return findJoined(companyId, kind, id);
    },
    async hero(companyId: string, id: string) {
      const joined = await findJoined(companyId, 'hero', id);
      return joined && wire.hero(joined);
    },
    async solo(companyId: string, id: string) {
      const joined = await findJoined(companyId, 'solo', id);
      return joined && wire.solo(joined);
    },
    async sneakpeek(companyId: string, id: string) {
      const joined = await findJoined(companyId, 'sneakpeek', id);
      return joined && wire.sneakpeek(joined);
    },
    async cyoa(companyId: string, id: string) {
      const joined = await findJoined(companyId, 'cyoa', id);
      return joined && wire.cyoa(joined);
    },

    /** Whether every id is a demo of the company (ids that are not even uuids are not). */
    async demosOwned(companyId: string, ids: string[]): Promise<boolean> {
      if (ids.length === 0) return true;
      if (!ids.every((id) => uuidPattern.test(id))) return false;
      const found = await db
        .select({ id: recordings.id })
        .from(recordings)
        .where(and(eq(recordings.companyId, companyId), inArray(recordings.id, ids)));
      return found.length === ids.length;
    },

    async create(
      companyId: string,
      repId: string,
      kind: EmbedKind,
      values: WidgetValues,
      live: boolean,
      keys: WidgetKeys,
    ): Promise<string> {
      const [created] = await db
        .insert(widgets)
        .values({
          kind,
          companyId,
          salesRepId: repId,
          ...values,
          live,
          imageKey: keys.imageKey ?? null,
          iconKey: keys.iconKey ?? null,
        })
        .returning({ id: widgets.id });
      return created!.id;
    },

    /**
     * Saves new values; a published widget stays published (save-while-live, spec 2 §4: there is
     * no unpublish), `publish` makes a draft live. Answers the row as it was, for the caller to
     * remove the files the save replaced, or undefined when there is no such widget.
     */
    async update(
      companyId: string,
      kind: EmbedKind,
      id: string,
      values: WidgetValues,
      publish: boolean,
      keys: WidgetKeys,
    ): Promise<WidgetRow | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(widgets)
          .where(owned(companyId, kind, id))
          .for('update');
        if (!before) return undefined;
        await tx
          .update(widgets)
          .set({
            ...values,
            ...(publish ? { live: true } : {}),
            ...(keys.imageKey !== undefined ? { imageKey: keys.imageKey } : {}),
            ...(keys.iconKey !== undefined ? { iconKey: keys.iconKey } : {}),
            modifiedAt: new Date(),
          })
          .where(owned(companyId, kind, id));
        return before;
      });
    },

    /** spec 2 §4 CYOA Publish: a draft becomes live ('already' when it was; undefined when absent). */
    async publish(
      companyId: string,
      kind: EmbedKind,
      id: string,
    ): Promise<'published' | 'already' | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(widgets)
          .where(owned(companyId, kind, id))
          .for('update');
        if (!row) return undefined;
        if (row.live) return 'already';
        await tx
          .update(widgets)
          .set({ live: true, modifiedAt: new Date() })
          .where(owned(companyId, kind, id));
        return 'published';
      });
    },

    /**
     * spec 2 §2 Clone: '<name> - Copy', dated now, not live, made by the caller; it shares the
     * source's files. The source is locked FOR SHARE until the copy commits, so a delete or a save
     * that replaces a file waits, then sees the copy naming it and leaves the file in place.
     */
    async copy(companyId: string, repId: string, kind: EmbedKind, id: string): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        const [source] = await tx
          .select()
          .from(widgets)
          .where(owned(companyId, kind, id))
          .for('share');
        if (!source) return undefined;
        const [created] = await tx
          .insert(widgets)
          .values({
            kind,
            companyId,
            salesRepId: repId,
            name: copyName(source.name),
            recordingId: source.recordingId,
            data: source.data,
            live: false,
            imageKey: source.imageKey,
            iconKey: source.iconKey,
          })
          .returning({ id: widgets.id });
        return created!.id;
      });
    },

    /** Deletes the widget (its share tokens and mapping go with it); answers the row that was. */
    async remove(companyId: string, kind: EmbedKind, id: string): Promise<WidgetRow | undefined> {
      const [row] = await db
        .delete(widgets)
        .where(owned(companyId, kind, id))
        .returning();
      return row;
    },

    /** Whether any widget still names `key` (copies share files). */
    async keyInUse(key: string): Promise<boolean> {
      const [row] = await db
        .select({ id: widgets.id })
        .from(widgets)
        .where(or(...fileColumns.map((column) => eq(widgets[column], key))))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type WidgetsRepository = ReturnType<typeof widgetsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    widgets: WidgetsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('widgets', widgetsRepository(app.db, app.config.media.url));
  },
  { name: 'widgets', dependencies: ['db', 'config'] },
);
