import { analyticsMessages, cyoaFlow, type DurationBuckets, viewDurationBuckets } from '@showroom/contract';
import type { CyoaCharts } from '@showroom/machines';
import type { FlowEdge, FlowNode } from '@showroom/ui';
import { analyticsLabels } from './messages.ts';

/** A reply's day ('2026-11-14') as the charts take it: midnight UTC. */
export const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** Sessions per view-duration bucket, in the spec's order (§9). */
export const bucketSessions = (buckets: DurationBuckets) =>
  viewDurationBuckets.map((bucket) => buckets.find((b) => b.bucket === bucket)?.sessions ?? 0);

/** §9 clickthrough rate: a percent with 3 decimals. */
export const formatRate = (rate: number) => `${rate.toFixed(3)}%`;
/** §9 average PDF page time: 2 decimals. */
export const formatSeconds = (seconds: number) => `${seconds.toFixed(2)} s`;

/** How long something lasted, for the timeline: '42 s', '3 min 5 s', '1 h 2 min'. */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  if (whole < 3600) return `${Math.floor(whole / 60)} min ${whole % 60} s`;
  return `${Math.floor(whole / 3600)} h ${Math.floor((whole % 3600) / 60)} min`;
}

const WRAP = 'wrap';
const nodeId = (index: number | 'wrapUp') => (index === 'wrapUp' || index < 0 ? WRAP : `step-${index}`);

/**
 * spec 3 §4.6 Audience Journey: step to step in the CYOA's order, the rules after a step chained
 * before the next non-rule step (contract `cyoaFlow`), the last step to 'Wrap up screen'. Each
 * step says how often it was shown; each edge of a chain how many crossed it: every move from a
 * place of the chain at or before the edge to one after it (so the edge into a rule counts who
 * left the step through the rules, matched or not; the edge out of a rule, who went on past it,
 * from the step or from the rule's own card). A step is then reached by what its edges carry,
 * and its count is what arrives (issue 29 D.3: the wrap-up showed 8 visits with 3 arriving, as the
 * moves on from a rule's card were dropped). Moves the order does not draw (Back, a rule's result
 * elsewhere) get their own edge. A step event from index -1 is the journey's start (the runtime's
 * prevIndex at the start and after a restart), not a move from the wrap-up: it draws no edge (it
 * drew a back-edge from the wrap-up to the first step). Empty ('No Data To Display') when nobody
 * moved or was shown.
 */
export function journeyDiagram(cyoa: CyoaCharts['cyoa']): { nodes: FlowNode[]; edges: FlowEdge[] } {
  const seen = cyoa.nodes.some((n) => n.visits > 0) || cyoa.transitions.some((t) => t.count > 0);
  if (!seen || cyoa.steps.length === 0) return { nodes: [], edges: [] };
  const visits = new Map(cyoa.nodes.map((n) => [n.index, n.visits]));
  const moves = new Map<string, number>();
  for (const t of cyoa.transitions) {
    if (t.from < 0) continue; // a start, not a move
    const key = `${nodeId(t.from)}>${nodeId(t.to)}`;
    moves.set(key, (moves.get(key) ?? 0) + t.count);
  }

  const nodes: FlowNode[] = cyoa.steps.map((step) => ({
    id: nodeId(step.index),
    label: step.title || analyticsLabels.stepKinds[step.type],
    kind:
      step.type === 'rule'
        ? analyticsLabels.stepKinds.rule
        : `${analyticsLabels.stepKinds[step.type]} · ${analyticsLabels.visits(visits.get(step.index) ?? 0)}`,
  }));
  nodes.push({
    id: WRAP,
    label: analyticsMessages.wrapUpScreen,
    kind: analyticsLabels.visits(visits.get(-1) ?? 0),
  });

  // Edges in the order they are first drawn, each carrying the sum of what is drawn on it.
  const values = new Map<string, number>();
  const add = (from: string, to: string, value: number) =>
    values.set(`${from}>${to}`, (values.get(`${from}>${to}`) ?? 0) + value);
  const represented = new Set<string>();
  for (const link of cyoaFlow(cyoa.steps)) {
    const chain = [nodeId(link.from), ...link.rules.map(nodeId), nodeId(link.to)];
    for (let i = 0; i < chain.length - 1; i++) {
      let crossing = 0;
      for (let a = 0; a <= i; a++)
        for (let b = i + 1; b < chain.length; b++) {
          const key = `${chain[a]}>${chain[b]}`;
          crossing += moves.get(key) ?? 0;
          represented.add(key);
        }
      add(chain[i]!, chain[i + 1]!, crossing);
    }
  }
  for (const [key, count] of moves) {
    if (represented.has(key)) continue;
    const [from, to] = key.split('>') as [string, string];
    if (nodes.some((n) => n.id === from) && nodes.some((n) => n.id === to)) add(from, to, count);
  }
  const edges: FlowEdge[] = [...values].map(([key, value]) => {
    const [from, to] = key.split('>') as [string, string];
    return { from, to, value };
  });
  return { nodes, edges };
}
