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
 * step says how often it was shown; an edge into a step how many moved there, an edge into a
 * rule how many left the step before it (the last edge of a chain, how many reached its end). Moves the order does not draw (a rule's result
 * elsewhere) get their own edge. Empty ('No Data To Display') when nobody moved or was shown.
 */
export function journeyDiagram(cyoa: CyoaCharts['cyoa']): { nodes: FlowNode[]; edges: FlowEdge[] } {
  const seen = cyoa.nodes.some((n) => n.visits > 0) || cyoa.transitions.some((t) => t.count > 0);
  if (!seen || cyoa.steps.length === 0) return { nodes: [], edges: [] };
  const visits = new Map(cyoa.nodes.map((n) => [n.index, n.visits]));
  const moves = new Map(cyoa.transitions.map((t) => [`${nodeId(t.from)}>${nodeId(t.to)}`, t.count]));
  const out = (from: string) =>
    [...moves].filter(([key]) => key.startsWith(`${from}>`)).reduce((sum, [, n]) => sum + n, 0);

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

  const edges: FlowEdge[] = [];
  const drawn = new Set<string>();
  const add = (from: string, to: string, value: number) => {
    if (drawn.has(`${from}>${to}`)) return;
    drawn.add(`${from}>${to}`);
    edges.push({ from, to, value });
  };
  for (const link of cyoaFlow(cyoa.steps)) {
    const chain = [nodeId(link.from), ...link.rules.map(nodeId), nodeId(link.to)];
    const from = chain[0]!;
    const target = chain.at(-1)!;
    for (let i = 0; i < chain.length - 1; i++) {
      const last = i === chain.length - 2;
      add(chain[i]!, chain[i + 1]!, last ? (moves.get(`${from}>${target}`) ?? 0) : out(from));
    }
    // The move from the step to the chain's end is drawn through its rules.
    drawn.add(`${from}>${target}`);
  }
  for (const [key, count] of moves) {
    const [from, to] = key.split('>') as [string, string];
    if (nodes.some((n) => n.id === from) && nodes.some((n) => n.id === to)) add(from, to, count);
  }
  return { nodes, edges };
}
