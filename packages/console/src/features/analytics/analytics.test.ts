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
