import type { CyoaCharts } from '@showroom/machines';
import { describe, expect, it } from 'vitest';
import { bucketSessions, formatDuration, formatRate, journeyDiagram } from './charts.ts';
import { cyoaCharts } from './fixtures.ts';
import { audienceQuestionsCsv, questionsFileName } from './questionsCsv.ts';

const cyoa = (cyoaCharts as CyoaCharts).cyoa;
const row = (answer: string, question = 'Anything else?') => ({
  at: '2026-11-27 09:10:00',
  visitor: 'ann@northwind.example',
  stepIndex: 1,
  question,
  answer,
});

describe('journeyDiagram (spec 3 §4.6)', () => {
  it('chains the rule before the next step and ends at the wrap-up screen', () => {
    const { nodes, edges } = journeyDiagram(cyoa);
    expect(nodes.map((n) => n.label)).toEqual([
      'Welcome',
      'How big is your team?',
      'Over 200 seats',
      'Enterprise tour',
      'Security whitepaper',
      'Wrap up screen',
    ]);
    expect(edges).toEqual([
      { from: 'step-0', to: 'step-1', value: 12 },
      // Into the rule: everyone who left the question; out of it: those who reached the demo.
      { from: 'step-1', to: 'step-2', value: 9 },
      { from: 'step-2', to: 'step-3', value: 9 },
      { from: 'step-3', to: 'step-4', value: 6 },
      { from: 'step-4', to: 'wrap', value: 5 },
    ]);
  });

  it("counts on each edge who crossed it, so a step's count is what arrives; a start is no move from the wrap-up (issue 29 D.3)", () => {
    // Ten visitors start; nine answer the question (one goes Back to the demo first and comes
    // again); five match the rule and watch its demo, then reach the wrap-up; three go straight
    // to the wrap-up past the rule; one leaves at the question.
    const journey: CyoaCharts['cyoa'] = {
      ...cyoa,
      steps: [
        { index: 0, type: 'demo', title: 'Welcome' },
        { index: 1, type: 'question', title: 'Where will your prospects watch?' },
        { index: 2, type: 'rule', title: 'Mobile tour' },
      ],
      nodes: [
        { index: 0, visits: 11 },
        { index: 1, visits: 10 },
        { index: 2, visits: 5 },
        { index: -1, visits: 8 },
      ],
      transitions: [
        { from: -1, to: 0, count: 10 },
        { from: 0, to: 1, count: 10 },
        { from: 1, to: 0, count: 1 },
        { from: 1, to: 2, count: 5 },
        { from: 1, to: -1, count: 3 },
        { from: 2, to: -1, count: 5 },
      ],
    };
    const { nodes, edges } = journeyDiagram(journey);
    expect(edges).toEqual([
      { from: 'step-0', to: 'step-1', value: 10 },
      // Into the rule: the 8 who left the question forwards; out of it: the 3 past it and the 5 from its demo.
      { from: 'step-1', to: 'step-2', value: 8 },
      { from: 'step-2', to: 'wrap', value: 8 },
      { from: 'step-1', to: 'step-0', value: 1 },
    ]);
    const arriving = (id: string) => edges.filter((e) => e.to === id).reduce((n, e) => n + (e.value ?? 0), 0);
    expect(nodes.find((n) => n.id === 'wrap')!.kind).toBe('8 visits');
    expect(arriving('wrap')).toBe(8);
    expect(nodes.find((n) => n.id === 'step-1')!.kind).toBe('Question · 10 visits');
    expect(arriving('step-1')).toBe(10);
    // The first step is reached by the 10 starts (no edge) and the 1 who came Back.
    expect(nodes.find((n) => n.id === 'step-0')!.kind).toBe('Demo · 11 visits');
    expect(arriving('step-0')).toBe(11 - 10);
    expect(edges.some((e) => e.from === 'wrap')).toBe(false);
  });

  it('is empty when nobody was shown a step', () => {
    expect(journeyDiagram({ ...cyoa, nodes: [], transitions: [] })).toEqual({ nodes: [], edges: [] });
  });
});

describe('chart values (spec 3 §9)', () => {
  it('puts the buckets in order and fills the missing with 0', () => {
    expect(bucketSessions([{ bucket: '75%-100%', sessions: 2 }])).toEqual([0, 0, 0, 2]);
  });
  it('reads the rate with 3 decimals and durations in words', () => {
    expect(formatRate(100 / 3)).toBe('33.333%');
    expect(formatDuration(48)).toBe('48 s');
    expect(formatDuration(185)).toBe('3 min 5 s');
  });
});

describe('audienceQuestionsCsv', () => {
  it('keeps only non-empty typed texts and neutralises formulas', () => {
    const csv = audienceQuestionsCsv([row('SSO, please'), row('  '), row(''), row('=HYPERLINK("x")', '+1')]);
    expect(csv).toBe(
      '\uFEFFDate,Visitor,Question,Answer\r\n' +
        '2026-11-27 09:10:00,ann@northwind.example,Anything else?,"SSO, please"\r\n' +
        `2026-11-27 09:10:00,ann@northwind.example,'+1,"'=HYPERLINK(""x"")"\r\n`,
    );
  });
  it('names the file after the widget, safely', () => {
    expect(questionsFileName('Plan/B: "tour"')).toBe('Plan-B- -tour--questions.csv');
  });
});
