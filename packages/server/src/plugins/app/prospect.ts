import {
  anyPreviewDump,
  type CyoaContent,
  cyoaContent,
  defaultLaunchButton,
  type EmbedKind,
  type FrameMode,
  type frameData,
  type HeroForm,
  headlineLook,
  heroForm,
  newHeroForm,
  newSoloForm,
  type Placeholder,
  type placeholder,
  placeholderMark,
  type SneakpeekForm,
  type SoloForm,
  sneakpeekForm,
  soloForm,
  soloTeaser,
  type TeaserStyle,
  teaserLook,
} from '@showroom/contract';
import { and, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { companies, companySettings, widgets } from '../../db/schema.ts';
import type { EmbedSharesRepository } from './embed-shares.ts';
import type { PreviewsRepository } from './previews.ts';
import type { RecordingRecord, RecordingsRepository } from './recordings.ts';
import {
  cyoaContentOf,
  cyoaValues,
  demosNamed,
  heroValues,
  sneakpeekValues,
  soloValues,
  type WidgetsRepository,
  type WidgetValues,
} from './widgets.ts';

/** The frame data as the page carries it (JSON text fields as text); the frame parses it with the contract. */
export type FrameDataWire = z.input<typeof frameData>;
export type PlaceholderWire = z.input<typeof placeholder>;

/** A frame or page to draw: its data, and who may frame it (the company's allowed sites; empty: any). */
export interface ProspectView {
  data: FrameDataWire;
  allowedSites: string[];
}

type Joined = NonNullable<Awaited<ReturnType<WidgetsRepository['find']>>>;

/** A box of 16:9 until the demo's size is known. */
const defaultBox = { width: 1280, height: 720 };

/** The form of a stored widget, for `demosNamed` (the row's columns with its data, as the editor saves them). */
const formOfRow = (kind: EmbedKind, row: Joined['widget']) => {
  if (kind === 'cyoa') return cyoaContentOf(row);
  const data = row.data as Partial<HeroForm & SoloForm>;
  return {
    recording_id: row.recordingId ?? '',
    ...(kind === 'sneakpeek' ? {} : { restricted_redirect: data.restricted_redirect }),
  };
};

/** The values an editor's unsaved form becomes in the row (spec 2 §7 Preview), or null when they do not parse. */
function previewValues(kind: EmbedKind, values: unknown): WidgetValues | null {
  switch (kind) {
    case 'hero': {
      const form = heroForm.safeParse(values);
      return form.success ? heroValues(form.data) : null;
    }
    case 'solo': {
      const form = soloForm.safeParse(values);
      return form.success ? soloValues(form.data) : null;
    }
    case 'sneakpeek': {
      const form = sneakpeekForm.safeParse(values);
      return form.success ? sneakpeekValues(form.data as SneakpeekForm) : null;
    }
    case 'cyoa': {
      const content = cyoaContent.safeParse(values);
      return content.success ? cyoaValues(content.data as CyoaContent) : null;
    }
  }
}

const intrinsicBox = (demo: RecordingRecord | undefined) => {
  if (!demo) return defaultBox;
  try {
    const { intrinsic } = JSON.parse(demo.coordinates as string) as {
      intrinsic?: { intrinsicVideoWidth?: number; intrinsicVideoHeight?: number };
    };
    const width = Math.round(intrinsic?.intrinsicVideoWidth ?? 0);
    const height = Math.round(intrinsic?.intrinsicVideoHeight ?? 0);
    return width > 0 && height > 0 ? { width, height } : defaultBox;
  } catch {
    return defaultBox;
  }
};

/**
 * The prospect side's view of the data (issue 12): what a frame, a share page or a preview draws,
 * and what a loader's placeholder needs. Everything is read within the one company the widget (or
 * the share token, or the preview) belongs to: the widget record as GET /web answers it (the
 * widgets repository's own serialisers), the demos it can play (the company's only: an id of
 * another company's demo is simply absent), and the company's look (website style, name, stored
 * logo). Nothing else of the company leaves: no blocklist, no settings, no rep e-mail, no token.
 */
export function prospectService(
  db: Db,
  mediaUrl: string,
  audienceUrl: string,
  repos: {
    widgets: WidgetsRepository;
    recordings: RecordingsRepository;
    embedShares: EmbedSharesRepository;
    previews: PreviewsRepository;
  },
) {
  const address = (key: string | null | undefined) => (key ? `${mediaUrl}/${key}` : '');

  const lookColumns = {
    name: companies.name,
    style: companies.websiteStyle,
    logoImageKey: companySettings.logoImageKey,
    allowedSites: companySettings.allowedSites,
  };
  type CompanyLook = { look: FrameDataWire['look']; allowedSites: string[] };
  const lookOf = (row: {
    name: string;
    style: FrameDataWire['look']['style'];
    logoImageKey: string | null;
    allowedSites: string[] | null;
  }): CompanyLook => ({
    // The stored copy only: a logo given by address was fetched once onto the media origin,
    // so no prospect page asks a third party for it.
    look: { style: row.style, companyName: row.name, logo: address(row.logoImageKey) },
    allowedSites: row.allowedSites ?? [],
  });

  /**
   * A live widget of that kind with its company's look, in one query; undefined for a draft,
   * another kind or none (the frame's and the placeholder's first and only lookup by id alone).
   */
  /** A published widget; of `companyId` only, when one is named. */
  const liveWidget = async (kind: EmbedKind, id: string, companyId?: string) => {
    const [row] = await db
      .select({ widget: widgets, ...lookColumns })
      .from(widgets)
      .innerJoin(companies, eq(companies.id, widgets.companyId))
      .leftJoin(companySettings, eq(companySettings.companyId, widgets.companyId))
      .where(
        and(
          eq(widgets.kind, kind),
          eq(widgets.id, id),
          eq(widgets.live, true),
          companyId ? eq(widgets.companyId, companyId) : undefined,
        ),
      )
      .limit(1);
    return row && { row: row.widget, company: lookOf(row) };
  };

  const companyLook = async (companyId: string) => {
    const [row] = await db
      .select(lookColumns)
      .from(companies)
      .leftJoin(companySettings, eq(companySettings.companyId, companies.id))
      .where(eq(companies.id, companyId))
      .limit(1);
    return row && lookOf(row);
  };

  const widgetRecord = (joined: Joined): FrameDataWire['widget'] => {
    const { wire } = repos.widgets;
    switch (joined.widget.kind) {
      case 'hero':
        return { kind: 'hero', hero: wire.hero(joined) };
      case 'solo':
        return { kind: 'solo', solo: wire.solo(joined) };
      case 'sneakpeek':
        return { kind: 'sneakpeek', sneakpeek: wire.sneakpeek(joined) };
      case 'cyoa':
        return { kind: 'cyoa', cyoa: wire.cyoa(joined) };
    }
  };

  const demosOf = (row: Joined['widget']) =>
    repos.recordings.findMany(row.companyId, demosNamed(formOfRow(row.kind, row)));

  const view = async (
    mode: FrameMode,
    joined: Joined,
    extra: {
      share?: { title: string; description: string };
      company?: CompanyLook;
      demos?: RecordingRecord[];
    } = {},
  ): Promise<ProspectView | undefined> => {
    const companyId = joined.widget.companyId;
    const [company, demos] = await Promise.all([
      extra.company ?? companyLook(companyId),
      extra.demos ?? demosOf(joined.widget),
    ]);
    if (!company) return undefined;
    return {
      allowedSites: company.allowedSites,
      data: {
        mode,
        companyId,
        widget: widgetRecord(joined),
        demos,
        look: company.look,
        ...(extra.share ? { share: extra.share } : {}),
        audienceUrl,
        // The embedding page's origin is in the frame address's fragment (contract protocol.ts
        // frameFragment), which no server sees: the frame reads it.
        hostOrigin: '',
        record: mode !== 'preview',
      },
    };
  };

  return {
    /** GET /frame/{kind}/{id}: a live widget, framed by a loader. */
    async frame(kind: EmbedKind, id: string): Promise<ProspectView | undefined> {
      const live = await liveWidget(kind, id);
      if (!live) return undefined;
      const [joined, demos] = await Promise.all([
        repos.widgets.find(live.row.companyId, kind, id),
        demosOf(live.row),
      ]);
      return joined ? view('embed', joined, { company: live.company, demos }) : undefined;
    },

    /**
     * The share page (ADR 0014 docs/decisions/0014-tokens-in-addresses.md): the token must be a live share of exactly this widget, kind and
     * company; anything else is undefined, like an unknown token.
     */
    async shared(
      token: string,
      kind: EmbedKind,
      id: string,
      companyId: string,
      share: { title: string; description: string },
    ): Promise<ProspectView | undefined> {
      const opened = await repos.embedShares.resolve(token);
      if (!opened || opened.kind !== kind || opened.widgetId !== id || opened.companyId !== companyId) {
        return undefined;
      }
      const joined = await repos.widgets.find(companyId, kind, id);
      return joined?.widget.live ? view('share', joined, { share }) : undefined;
    },

    /**
     * A rep's preview (spec 3 §4.1, spec 2 §7; ADR 0014: it expires): the stored dump of the company, while
     * it lasts. An embed editor's dump draws the saved widget with the editor's values (values that
     * do not parse draw the saved widget); a demo editor's dump plays the demo with the editor's
     * title, description and annotations, in the bare player a Sneakpeek uses (no teaser, no gate).
     * `dataId` must be the dump's own widget or demo.
     */
    async preview(previewId: string, dataId: string, companyId: string): Promise<ProspectView | undefined> {
      const stored = await repos.previews.find(companyId, previewId);
      if (!stored) return undefined;
      const parsed = anyPreviewDump.safeParse(JSON.parse(stored.dump));
      // A page editor's dump is drawn by the page preview (audience/routes/page-preview.ts), not here.
      if (!parsed.success || 'pageId' in parsed.data || parsed.data.id !== dataId) return undefined;
      const dump = parsed.data;
      if ('kind' in dump) {
        const joined = await repos.widgets.find(companyId, dump.kind, dump.id);
        if (!joined) return undefined;
        const values = previewValues(dump.kind, dump.values);
        const shown: Joined = values ? { ...joined, widget: { ...joined.widget, ...values } } : joined;
        return view('preview', shown);
      }
      const [demo] = await repos.recordings.findMany(companyId, [dump.id]);
      const company = demo && (await companyLook(companyId));
      if (!demo || !company) return undefined;
      const shownDemo: RecordingRecord = {
        ...demo,
        title: dump.title,
        description: dump.description,
        coordinates: JSON.stringify(dump.coordinates),
      };
      return {
        allowedSites: company.allowedSites,
        data: {
          mode: 'preview',
          companyId,
          widget: {
            kind: 'sneakpeek',
            sneakpeek: {
              id: demo.id,
              name: dump.title,
              recording_id: demo.id,
              is_muted: 0,
              is_gated: 0,
              show_controls: 1,
              live: 0,
              salesrep_id: demo.salesrep_id,
              salesrep_name: demo.salesrep_name,
              company_id: companyId,
              date_created: demo.date_created,
              date_modified: demo.date_modified,
            },
          },
          demos: [shownDemo],
          look: company.look,
          audienceUrl,
          hostOrigin: '',
          record: false,
        },
      };
    },

    /**
     * GET /embed/{kind}/{id}: what a loader draws before the prospect acts (contract `placeholder`):
     * the box's proportions, the name, the thumbnail, the teaser and the launch button's look.
     * With `companyId` (the console's embed code), only that company's widget.
     */
    async placeholder(
      kind: EmbedKind,
      id: string,
      frame: string,
      companyId?: string,
    ): Promise<PlaceholderWire | undefined> {
      const row = (await liveWidget(kind, id, companyId))?.row;
      if (!row) return undefined;
      const form = formOfRow(kind, row);
      const firstDemo =
        kind === 'cyoa'
          ? (form as CyoaContent).data.find((step) => step.type === 'demo')?.value
          : (row.recordingId ?? undefined);
      const [demo] = firstDemo ? await repos.recordings.findMany(row.companyId, [firstDemo]) : [];
      const custom = address(row.imageKey);
      const icon = address(row.iconKey);

      let teaser: TeaserStyle = 'thumbnail';
      let customThumbnail = false;
      let blinker: Placeholder['blinker'] = {
        style: 'PLAY',
        size: 'LARGE',
        icon: '',
        colours: defaultLaunchButton(),
      };
      let sneak = false;
      let cta: Placeholder['cta'];
      let headline = '';
      if (kind === 'hero' || kind === 'solo') {
        const data = { ...(kind === 'hero' ? newHeroForm() : newSoloForm()), ...row.data } as SoloForm;
        teaser = soloTeaser(data);
        customThumbnail = data.show_custom_thumbnail === 1;
        blinker = {
          style: data.blinker_style,
          size: kind === 'solo' ? data.blinker_size : 'LARGE',
          icon: data.blinker_style === 'CUSTOM' ? icon : '',
          colours: data.launch_button,
        };
        sneak = kind === 'solo' && data.is_sneak === 1;
        if (kind === 'hero') headline = (row.data as { headline?: string }).headline ?? '';
        // An inline Solo is its launch button alone (the loader draws it so).
        if (teaser === 'cta' && !sneak) cta = { type: data.cta_type, text: data.cta_text };
      } else if (kind === 'cyoa') {
        const { setting } = form as CyoaContent;
        teaser = soloTeaser({
          show_preview: setting.showPreview ? 1 : 0,
          is_cta: setting.isCta ? 1 : 0,
          is_hotspot: setting.isHotspot ? 1 : 0,
        });
        customThumbnail = setting.showCustomThumbnail;
        blinker = {
          style: setting.blinkerStyle,
          size: setting.blinkerSize,
          icon: setting.blinkerStyle === 'CUSTOM' ? icon : '',
          colours: {
            triangle_color: setting.launchTriangleColor,
            circle_color: setting.launchCircleColor,
            hover_color: setting.launchHoverColor,
            hotspot_color: setting.launchHotspotColor,
          },
        };
        sneak = setting.isSneak;
        if (teaser === 'cta' && !sneak) cta = { type: setting.ctaType, text: setting.ctaText };
      }
      return {
        kind,
        id,
        frame,
        ...intrinsicBox(demo),
        label: row.name,
        thumbnail: customThumbnail && custom ? custom : (demo?.thumbnail ?? ''),
        animation: teaser === 'animation' ? (demo?.preview ?? '') : '',
        teaser,
        blinker: { ...blinker, mark: placeholderMark(blinker.style) },
        sneak,
        ...(cta ? { cta } : {}),
        ...(headline ? { headline } : {}),
        look: teaserLook(teaser, blinker.style, sneak) + (headline ? headlineLook : ''),
      };
    },
  };
}

export type ProspectService = ReturnType<typeof prospectService>;

declare module 'fastify' {
  interface FastifyInstance {
    prospect: ProspectService;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'prospect',
      prospectService(app.db, app.config.media.url, app.config.audienceUrl, {
        widgets: app.widgets,
        recordings: app.recordings,
        embedShares: app.embedShares,
        previews: app.previews,
      }),
    );
  },
  { name: 'prospect', dependencies: ['db', 'config', 'widgets', 'recordings', 'embed-shares', 'previews'] },
);
