import { randomUUID } from 'node:crypto';
import type { CyoaContent, EmbedKind, PageType, ProspectEvent } from '@showroom/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { pageSubjectKind } from '../analytics/event-sources.ts';
import { EventWriter } from '../analytics/ingest.ts';
// A page's own events are stored under the page's id with the kind they resemble, as the ingest does.
import { createRollupApplier } from '../analytics/rollup.ts';
import type { Db } from './database.ts';
import { sampleQuestions } from './sample-pages.ts';
import { gateSubmissions, pageRelationships, pages, recordings, widgets } from './schema.ts';

/** Issue 14: how far back the sample events go (the Analytics screen opens on the last 7 days). */
export const sampleAnalyticsDays = 21;

const dayMs = 86_400_000;

/** The sample leads who gave the Hero's gate their e-mail (the visitor picker names them). */
export const sampleLeads = ['jordan@northwind.example', 'priya@contoso.example'] as const;

/** A small deterministic generator (mulberry32): the same world gives the same events. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface SampleWorld {
  companyId: string;
  /** The sample demos, the landscape one first, with their length in seconds. */
  demos: { id: string; seconds: number }[];
  widgets: { id: string; kind: EmbedKind; data: Record<string, unknown> }[];
  pages: { pageId: string; type: PageType; relationshipId: string }[];
}

type Made = ProspectEvent & { companyId: string; kind: EmbedKind; widgetId: string };

/**
 * A few weeks of what prospects did on the sample widgets and pages, as their frames and pages
 * report it (contract prospect/events.ts): Hero and Solo visits that render, play, watch part of
 * the demo, press a hotspot and the Hero's call to action; CYOA runs through the demo, the
 * question and, for 'Mobile', the rule's demo to the wrap-up screen; visits of each page by its
 * prospect's link (the Q&A page's answers, the Collection's demos, the Embed page's Hero). Every
 * time lies in the `sampleAnalyticsDays` days before `now`. Deterministic for a given world and `now`.
 */
export function sampleAnalyticsEvents(world: SampleWorld, now: number) {
  const next = random(14);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const events: Made[] = [];
  const gates: { kind: EmbedKind; widgetId: string; visitor: string; email: string; at: number }[] = [];
  let visitors = 0;
  const first = world.demos[0];
  if (!first) return { events, gates };
  const second = world.demos[1] ?? first;
  const widgetOf = (kind: EmbedKind) => world.widgets.find((w) => w.kind === kind);

  /** One visit: its events a few seconds apart, from a start in day `d` back from now. */
  const visit = (
    d: number,
    subject: { kind: EmbedKind; widgetId: string },
    link?: SampleWorld['pages'][0],
  ) => {
    const visitor = `sampleVisitor${String(visitors++).padStart(4, '0')}`;
    let at = now - d * dayMs - Math.floor(next() * 20 * 3_600_000) - 3_600_000;
    let views = 0;
    return {
      visitor,
      /** What a play that starts a view is: the visit's first, or another (contract analytics/views.ts). */
      startView: () => (views++ === 0 ? ('first' as const) : ('new' as const)),
      add<T extends ProspectEvent['type']>(type: T, data: Extract<ProspectEvent, { type: T }>['data']) {
        at += 2_000 + Math.floor(next() * 8_000);
        events.push({
          id: randomUUID(),
          at,
          visitor,
          companyId: world.companyId,
          ...subject,
          ...(link ? { pageId: link.pageId, relationshipId: link.relationshipId } : {}),
          type,
          data,
        } as Made);
        return at;
      },
    };
  };

  /**
   * One view of a demo, as the player reports it: the play, what was watched from the start (a
   * share of the demo), and with a hotspot the stop there (its pause, the view's seconds so far,
   * the click) and the play that resumes the same view. Each watch carries the demo's length and,
   * apart, the seconds the view played (issue 29 C.1).
   */
  const watch = (v: ReturnType<typeof visit>, demo: { id: string; seconds: number }, hotspot: boolean) => {
    const recordingId = demo.id;
    const duration = demo.seconds;
    const seen = Math.max(0.5, Number((demo.seconds * (0.1 + next() * 0.9)).toFixed(1)));
    v.add('play', { recordingId, position: 0, view: v.startView() });
    let previous: number | undefined;
    if (hotspot && seen > 1) {
      const stop = Number((seen / 2).toFixed(1));
      v.add('pause', { recordingId, position: stop, reason: 'hotspot' });
      v.add('watch', { recordingId, duration, ranges: [[0, stop]], watched: stop });
      v.add('hotspot', { recordingId, annotation: 0 });
      v.add('play', { recordingId, position: stop, view: 'resume' });
      previous = stop;
    }
    const ended = seen >= demo.seconds;
    v.add('pause', { recordingId, position: seen, reason: ended ? 'end' : 'user' });
    v.add('watch', {
      recordingId,
      duration,
      ranges: [[0, seen]],
      watched: seen,
      ...(previous === undefined ? {} : { previous }),
    });
  };

  const hero = widgetOf('hero');
  const solo = widgetOf('solo');
  const cyoa = widgetOf('cyoa');
  const cta = hero?.data as { action_label?: string; action_link?: string } | undefined;
  const steps = ((cyoa?.data as Partial<CyoaContent> | undefined)?.data ?? []) as CyoaContent['data'];
  const question = steps.find((s) => s.type === 'question');
  const rule = steps.find((s) => s.type === 'rule');
  const link = (type: PageType) => world.pages.find((p) => p.type === type);

  for (let d = sampleAnalyticsDays - 1; d >= 0; d--) {
    // Hero: a few visits a day; most play, some press a hotspot, a quarter book a call.
    if (hero) {
      const visits = 2 + Math.floor(next() * 4);
      for (let i = 0; i < visits; i++) {
        const v = visit(d, { kind: 'hero', widgetId: hero.id });
        const rendered = v.add('render', {});
        // Two named leads came by the gate, once a week each.
        if (i === 0 && d % 7 < sampleLeads.length) {
          const email = sampleLeads[d % 7]!;
          v.add('gate', { outcome: 'allowed' });
          gates.push({ kind: 'hero', widgetId: hero.id, visitor: v.visitor, email, at: rendered });
        }
        if (next() < 0.6) {
          watch(v, first, next() < 0.3);
          if (next() < 0.25 && cta?.action_label)
            v.add('cta', { ctaLabel: cta.action_label, url: cta.action_link ?? '' });
        }
      }
    }
    // Solo: fewer visits, the same demo.
    if (solo) {
      const visits = 1 + Math.floor(next() * 3);
      for (let i = 0; i < visits; i++) {
        const v = visit(d, { kind: 'solo', widgetId: solo.id });
        v.add('render', {});
        if (next() < 0.5) watch(v, first, next() < 0.2);
      }
    }
    // CYOA: a run or two a day through the journey.
    if (cyoa && question?.type === 'question') {
      const runs = 1 + Math.floor(next() * 2);
      for (let i = 0; i < runs; i++) {
        const v = visit(d, { kind: 'cyoa', widgetId: cyoa.id });
        v.add('render', {});
        const opening = steps[0];
        const title0 = opening?.type === 'demo' ? opening.label : '';
        v.add('step', { prevIndex: -1, currIndex: 0, episode: 'demo', title: title0 });
        watch(v, first, false);
        if (next() < 0.2) continue; // left after the first demo
        v.add('step', {
          prevIndex: 0,
          currIndex: question.index,
          episode: 'question',
          title: question.question,
        });
        const choice = pick(question.choices);
        v.add('answer', {
          stepIndex: question.index,
          question: question.question,
          selectedChoices: [choice],
          inputText: '',
        });
        let last = question.index;
        if (rule?.type === 'rule' && rule.condition?.answer === choice && rule.result.type === 'demo') {
          v.add('step', {
            prevIndex: last,
            currIndex: rule.index,
            episode: 'demo',
            title: rule.result.label,
          });
          watch(v, second, false);
          last = rule.index;
        }
        v.add('step', { prevIndex: last, currIndex: -1, episode: 'wrapup', title: 'Wrap up screen' });
      }
    }
    // The pages, by their prospect's link, every other day or so.
    const qa = link('customized');
    if (qa && next() < 0.6) {
      const v = visit(d, { kind: pageSubjectKind.customized, widgetId: qa.pageId }, qa);
      v.add('render', {});
      const [where, what] = sampleQuestions.questions as unknown as [
        { name: string; choices: string[] },
        { name: string; choices: string[] },
      ];
      const place = pick(where.choices);
      v.add('answer', { stepIndex: 0, question: where.name, selectedChoices: [place], inputText: '' });
      const wishes = what.choices.filter(() => next() < 0.5);
      v.add('answer', {
        stepIndex: 1,
        question: what.name,
        selectedChoices: wishes.length ? wishes : [what.choices[0]!],
        inputText: '',
      });
      watch(v, place === 'Mobile' ? second : first, false);
    }
    const collection = link('standard');
    if (collection && next() < 0.5) {
      const v = visit(d, { kind: pageSubjectKind.standard, widgetId: collection.pageId }, collection);
      v.add('render', {});
      watch(v, first, false);
      if (next() < 0.5) watch(v, second, false);
    }
    const embedPage = link('embed');
    if (embedPage && hero && next() < 0.5) {
      const v = visit(d, { kind: 'hero', widgetId: hero.id }, embedPage);
      v.add('render', {});
      if (next() < 0.7) watch(v, first, false);
    }
  }
  return { events, gates };
}

/**
 * Issue 14: the sample company's analytics are not empty on first start. Reads the sample
 * widgets, demos and page links the seed made, and stores `sampleAnalyticsEvents` through the
 * ingest's own writer (the events and their daily rollups in one statement, as POST /events
 * stores them), with the leads' gate submissions. Run once the sample demos are processed, so a
 * watch's share of its demo is known. Answers how many events were stored.
 */
export async function seedSampleAnalytics(db: Db, companyId: string, now = Date.now()) {
  const demos = await db
    .select({ id: recordings.id, seconds: recordings.durationSeconds })
    .from(recordings)
    .where(eq(recordings.companyId, companyId))
    .orderBy(asc(recordings.createdAt), asc(recordings.title));
  const live = await db
    .select({ id: widgets.id, kind: widgets.kind, data: widgets.data })
    .from(widgets)
    .where(and(eq(widgets.companyId, companyId), eq(widgets.live, true)))
    .orderBy(asc(widgets.createdAt));
  const links = await db
    .select({ pageId: pages.id, type: pages.type, relationshipId: pageRelationships.id })
    .from(pageRelationships)
    .innerJoin(pages, eq(pages.id, pageRelationships.pageId))
    .where(
      and(
        eq(pageRelationships.companyId, companyId),
        inArray(pages.type, ['customized', 'standard', 'embed']),
      ),
    )
    .orderBy(asc(pageRelationships.createdAt));
  const { events, gates } = sampleAnalyticsEvents(
    {
      companyId,
      // A demo not processed (no ffmpeg) has no length yet: the samples are 6 s clips.
      demos: demos.map((d) => ({ id: d.id, seconds: Number(d.seconds ?? 6) })),
      widgets: live.map((w) => ({ id: w.id, kind: w.kind, data: (w.data ?? {}) as Record<string, unknown> })),
      pages: links.map((l) => ({
        pageId: l.pageId,
        type: l.type as PageType,
        relationshipId: l.relationshipId,
      })),
    },
    now,
  );
  if (events.length === 0) return 0;
  const writer = new EventWriter(db, createRollupApplier(db), 1, events.length);
  const { accepted } = await writer.write(events);
  // The rollups too, inside the seed's transaction (the ingest adds them after its reply).
  await writer.rollups.catchUp();
  if (gates.length)
    await db.insert(gateSubmissions).values(
      gates.map((g) => ({
        companyId,
        kind: g.kind,
        widgetId: g.widgetId,
        visitor: g.visitor,
        email: g.email,
        outcome: 'allowed' as const,
        createdAt: new Date(g.at),
      })),
    );
  return accepted;
}
