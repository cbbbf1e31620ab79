import {
  type CyoaContent,
  type EmbedKind,
  newCyoaContent,
  newHeroForm,
  newSneakpeekForm,
  newSoloForm,
  type RouteKey,
  routes,
} from '@showroom/contract';
import { and, eq } from 'drizzle-orm';
import { defineMatrix, type MatrixContext, type MatrixEntry } from '../../test/quality/matrix.ts';
import { widgets } from '../db/schema.ts';
import {
  cyoaValues,
  heroValues,
  sneakpeekValues,
  soloValues,
  type WidgetValues,
} from '../plugins/app/widgets.ts';
import { ownersDemo } from './recording.matrix.ts';

const secretName = 'Owner-only launch widget';
const secretHeadline = 'Owner-only: Q4 pricing';

/** A complete CYOA journey on `demoId`: a demo step, passing the editor's save rule. */
export const cyoaOn = (demoId: string, name = secretName): CyoaContent => ({
  ...newCyoaContent(),
  name,
  data: [{ index: 0, type: 'demo', value: demoId, label: 'First demo' }],
});

/** Each kind's stored values for a widget of the owner that plays `demoId`. */
const valuesOf = (kind: EmbedKind, demoId: string): WidgetValues => {
  switch (kind) {
    case 'hero':
      return heroValues({
        ...newHeroForm(),
        name: secretName,
        recording_id: demoId,
        headline: secretHeadline,
        description: 'A tour',
        action_label: 'Book',
        action_link: 'https://example.com/book',
      });
    case 'solo':
      return soloValues({ ...newSoloForm(), name: secretName, recording_id: demoId });
    case 'sneakpeek':
      return sneakpeekValues({ ...newSneakpeekForm(), name: secretName, recording_id: demoId });
    case 'cyoa':
      return cyoaValues(cyoaOn(demoId));
  }
};

/**
 * One widget of `kind` of the owner's company on one of its demos (live or a draft), and how to
 * read it back unchanged. Used by every embeds matrix (hero, solo, sneakpeek, cyoa, embed-share,
 * preview).
 */
export const ownersWidget = async (context: MatrixContext, kind: EmbedKind, live = false) => {
  const { app, db, owner } = context;
  const demo = await ownersDemo(context);
  const id = await app.widgets.create(owner.companyId, owner.repId, kind, valuesOf(kind, demo.id), live, {});
  return {
    id,
    demoId: demo.id,
    readBack: () => db.select().from(widgets).where(eq(widgets.id, id)),
    secrets: [secretName, secretHeadline, ...demo.secrets],
  };
};

/** Every widget of a kind of the owner's company: a refused create or copy adds none. */
export const ownersWidgets =
  ({ db, owner }: MatrixContext, kind: EmbedKind) =>
  () =>
    db
      .select()
      .from(widgets)
      .where(and(eq(widgets.companyId, owner.companyId), eq(widgets.kind, kind)))
      .orderBy(widgets.id);

/** The kinds whose list, get, copy and delete calls share one shape (sneakpeek has its own). */
type ReadKind = 'hero' | 'solo' | 'cyoa';

const readRoutes = {
  hero: {
    list: 'GET /web/hero/{companyId}',
    get: 'GET /web/hero/id/{id}',
    copy: 'POST /web/hero/copy',
    remove: 'DELETE /web/hero/{heroId}',
    idParam: 'heroId',
  },
  solo: {
    list: 'GET /web/solo/{companyId}',
    get: 'GET /web/solo/id/{id}',
    copy: 'POST /web/solo/copy',
    remove: 'DELETE /web/solo/{soloId}',
    idParam: 'soloId',
  },
  cyoa: {
    list: 'GET /web/cyoa/{companyId}',
    get: 'GET /web/cyoa/id/{id}',
    copy: 'POST /web/cyoa/copy',
    remove: 'DELETE /web/cyoa/{cyoaId}',
    idParam: 'cyoaId',
  },
} as const satisfies Record<
  ReadKind,
  { list: RouteKey; get: RouteKey; copy: RouteKey; remove: RouteKey; idParam: string }
>;

/**
 * The matrix entries of a kind's list (page 1 of 25), get by id, copy and delete: each on one
 * widget of the owner's, read back unchanged when the call is refused. Shared by the hero, solo
 * and cyoa matrices.
 */
export const widgetReadEntries = (kind: ReadKind): { [K in RouteKey]?: MatrixEntry } => {
  const route = readRoutes[kind];
  return {
    [route.list]: {
      access: 'company',
      arrange: async (context: MatrixContext) => {
        const widget = await ownersWidget(context, kind);
        return {
          params: { companyId: context.owner.companyId },
          query: { limit: '25', pageNo: '1' },
          readBack: widget.readBack,
          secrets: widget.secrets,
        };
      },
    },
    [route.get]: {
      access: 'company',
      arrange: async (context: MatrixContext) => {
        const widget = await ownersWidget(context, kind);
        return { params: { id: widget.id }, readBack: widget.readBack, secrets: widget.secrets };
      },
    },
    [route.copy]: {
      access: 'company',
      arrange: async (context: MatrixContext) => {
        const widget = await ownersWidget(context, kind);
        return {
          body: { ...routes[route.copy].example?.body, id: widget.id },
          readBack: ownersWidgets(context, kind),
          secrets: widget.secrets,
        };
      },
    },
    [route.remove]: {
      access: 'company',
      arrange: async (context: MatrixContext) => {
        const widget = await ownersWidget(context, kind);
        return { params: { [route.idParam]: widget.id }, readBack: widget.readBack, secrets: widget.secrets };
      },
    },
  };
};

const heroForm = (demoId: string) => ({
  ...newHeroForm(),
  name: 'Hero from the call',
  recording_id: demoId,
  headline: 'See it',
  description: 'A tour',
  action_label: 'Book',
  action_link: 'https://example.com/book',
});

export default defineMatrix({
  ...widgetReadEntries('hero'),
  'POST /web/hero': {
    access: 'company',
    arrange: async (context) => {
      const demo = await ownersDemo(context);
      const { owner } = context;
      return {
        body: {
          heroData: JSON.stringify({
            ...heroForm(demo.id),
            salesrep_id: owner.repId,
            company_id: owner.companyId,
            date_created: '2026-11-23 10:00:00',
            date_modified: '2026-11-23 10:00:00',
            live: 0,
          }),
        },
        readBack: ownersWidgets(context, 'hero'),
        secrets: demo.secrets,
      };
    },
  },
  'PUT /web/hero/{heroId}': {
    access: 'company',
    arrange: async (context) => {
      const widget = await ownersWidget(context, 'hero', true);
      return {
        params: { heroId: widget.id },
        body: {
          heroData: JSON.stringify({
            ...heroForm(widget.demoId),
            date_modified: '2026-11-23 10:05:00',
            live: 1,
          }),
        },
        readBack: widget.readBack,
        secrets: widget.secrets,
      };
    },
  },
});
