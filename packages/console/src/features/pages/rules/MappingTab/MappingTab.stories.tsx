import {
  type FormJson,
  logicLabels,
  pageMessages,
  type ResultEpisode,
  type Rule,
  resultEpisodes,
  resultLabels,
} from '@showroom/contract';
import type { MappingProblems } from '@showroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { sampleDemos, sampleQuestions, sampleRules } from '../fixtures.ts';
import { rulesEditor } from '../kit.ts';
import { rulesLabels as l } from '../labels.ts';
import { MappingTab } from './MappingTab.tsx';

function MappingStory({
  initial,
  questions,
  results,
  problems,
  delayMs,
  onChange,
}: {
  initial: Rule[];
  questions: FormJson;
  results?: readonly ResultEpisode[];
  problems?: MappingProblems;
  delayMs?: number;
  onChange: (value: Rule[]) => void;
}) {
  const [value, setValue] = useState(initial);
  let id = 0;
  return (
    <main style={{ width: 920 }}>
      <MappingTab
        value={value}
        questions={questions}
        demos={sampleDemos}
        results={results}
        problems={problems}
        delayMs={delayMs}
        newId={() => `new-rule-${++id}`}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    </main>
  );
}

const ready = { machine: { id: 'mappingTab', state: 'ready' } };
const rule = (canvas: ReturnType<typeof within>, n: number) =>
  within(canvas.getByRole('region', { name: l.rule(n) }));
const choose = async (combobox: HTMLElement, option: string) => {
  await userEvent.click(combobox);
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

/** Types a whole text at once (as a paste): the stories check the value, not each keystroke. */
const paste = async (field: HTMLElement, text: string) => {
  await userEvent.click(field);
  await userEvent.paste(text);
};

const meta = {
  title: 'console/Pages/Mapping tab',
  component: MappingStory,
  parameters: { ...ready, layout: 'padded' },
  args: { initial: [], questions: sampleQuestions, onChange: fn() },
} satisfies Meta<typeof MappingStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec 3 §2.10: the content appears after 500 ms; meanwhile a loading indicator (held here). */
export const Loading: Story = {
  parameters: { machine: { id: 'mappingTab', state: 'waiting' } },
  args: { initial: sampleRules, delayMs: 600_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(l.loadingMapping);
    await expect(canvas.queryByRole('button', { name: pageMessages.addRule })).toBeNull();
  },
};

/** No rules yet: Add Rule starts one with an empty condition and Play Demo. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const add = await canvas.findByRole('button', { name: pageMessages.addRule }, { timeout: 3000 });
    await expect(canvas.getByText(l.noRules)).toBeVisible();
    await userEvent.click(add);
    await expect(args.onChange).toHaveBeenLastCalledWith([
      {
        uniqueId: 'new-rule-1',
        index: 0,
        episode: 'rule',
        extra: [{ type: 'condition', variable: '', operation: '', value: [], logic: '&&' }],
        result: { episode: 'demo', payload: { id: '' } },
      },
    ]);
    await expect(canvas.getByRole('region', { name: l.rule(1) })).toBeVisible();
  },
};

/** Two questions and three rules, one with a condition group; all complete. */
export const ThreeRules: Story = {
  name: 'Two questions, three rules',
  args: { initial: sampleRules },
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: l.rule(3) }, { timeout: 3000 });
    const second = rule(canvas, 2);
    await expect(second.getByRole('checkbox', { name: 'B. 11-50' })).toBeChecked();
    await expect(second.getByRole('checkbox', { name: 'A. 1-10' })).not.toBeChecked();
    await expect(second.getByRole('combobox', { name: l.demo })).toHaveValue('Analytics deep dive');
    await expect(canvas.queryByText(l.incomplete)).toBeNull();
    await expect(rulesEditor.mappingProblems(sampleQuestions, sampleRules)).toEqual({ incomplete: [] });
  },
};

/**
 * A save refused with 'Mapping not saved due to incomplete fields': the rule is marked, its missing
 * operation and answers too; choosing them clears the marks.
 */
export const IncompleteCondition: Story = {
  name: 'Incomplete condition highlighted',
  args: (() => {
    const broken: Rule[] = [
      sampleRules[0]!,
      {
        ...sampleRules[1]!,
        extra: [
          sampleRules[1]!.extra[0]!,
          { type: 'condition', variable: 'What do you want to see?', operation: '', value: [], logic: '||' },
        ],
      },
    ];
    return { initial: broken, problems: rulesEditor.mappingProblems(sampleQuestions, broken) };
  })(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      pageMessages.mappingIncomplete,
    );
    const second = rule(canvas, 2);
    await expect(second.getByText(l.incomplete)).toBeVisible();
    await expect(rule(canvas, 1).queryByText(l.incomplete)).toBeNull();
    const operations = second.getAllByRole('combobox', { name: l.operation });
    await expect(operations[1]).toHaveAccessibleDescription(l.required);
    await expect(operations[0]).not.toHaveAccessibleDescription(l.required);
  },
};

/** Fixing the incomplete condition: its marks go as each part is chosen. */
export const IncompleteFixed: Story = {
  name: 'Incomplete condition fixed',
  args: IncompleteCondition.args,
  play: async ({ canvas, args }) => {
    await canvas.findByRole('region', { name: l.rule(2) }, { timeout: 3000 });
    const second = rule(canvas, 2);
    await choose(second.getAllByRole('combobox', { name: l.operation })[1]!, 'not includes');
    await userEvent.click(second.getByRole('checkbox', { name: 'C. Billing' }));
    await waitFor(() => expect(second.queryByText(l.incomplete)).toBeNull());
    await expect(second.queryByText(l.required)).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith([
      sampleRules[0],
      {
        ...sampleRules[1],
        extra: [
          sampleRules[1]!.extra[0],
          {
            type: 'condition',
            variable: 'What do you want to see?',
            operation: 'not includes',
            value: ['Billing'],
            logic: '||',
          },
        ],
      },
    ]);
  },
};

/** Add Condition Group, a second condition inside joined by Or, then delete the first condition. */
export const GroupNesting: Story = {
  name: 'Condition group',
  args: { initial: [sampleRules[0]!] },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('region', { name: l.rule(1) }, { timeout: 3000 });
    const first = rule(canvas, 1);
    await userEvent.click(first.getByRole('button', { name: pageMessages.addConditionGroup }));
    const group = within(first.getByRole('listitem', { name: l.conditionGroup }));
    await userEvent.click(group.getByRole('button', { name: pageMessages.addCondition }));
    const joins = group.getAllByRole('combobox', { name: l.join });
    await choose(joins.at(-1)!, logicLabels['||']);
    await choose(
      group.getAllByRole('combobox', { name: l.conditionQuestion })[0]!,
      'What do you want to see?',
    );
    await choose(group.getAllByRole('combobox', { name: l.operation })[0]!, 'includes all');
    await userEvent.click(group.getByRole('checkbox', { name: 'A. CRM' }));
    await userEvent.click(group.getByRole('checkbox', { name: 'C. Billing' }));
    const last = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as Rule[];
    await expect(last[0]!.extra[1]).toEqual({
      type: 'group',
      logic: '&&',
      conditions: [
        {
          type: 'condition',
          variable: 'What do you want to see?',
          operation: 'includes all',
          value: ['CRM', 'Billing'],
          logic: '&&',
        },
        { type: 'condition', variable: '', operation: '', value: [], logic: '||' },
      ],
    });
  },
};

const modalRule: Rule = {
  ...sampleRules[0]!,
  result: {
    episode: 'modal',
    payload: {
      title: 'Talk to sales',
      description: 'Tell us what you need and we will call you.',
      showInputBox: true,
      inputPlaceHolder: 'Your phone',
      firstCTA: { show: false, type: 'button', label: '', action: 'next', redirect: '' },
      secondCTA: { show: true, type: 'link', label: 'Not now', action: 'next', redirect: '' },
    },
  },
};

/** Then (where offered): Ask Question, Play Demo, Show Modal, Show PDF; Show Modal opens an empty card. */
export const AllThenOptions: Story = {
  name: 'All then-options',
  args: { initial: [sampleRules[0]!], results: resultEpisodes },
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: l.rule(1) }, { timeout: 3000 });
    await userEvent.click(canvas.getByRole('combobox', { name: l.thenPart }));
    const options = await screen.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(
      resultEpisodes.map((e) => resultLabels[e]),
    );
    await userEvent.click(screen.getByRole('option', { name: resultLabels.modal }));
    const card = within(canvas.getByRole('region', { name: l.modalCard }));
    await expect(card.getByRole('textbox', { name: l.modalTitle })).toHaveValue('');
    await expect(card.getByRole('switch', { name: l.primaryButton })).not.toBeChecked();
  },
};

/**
 * Show Modal's card: title, description up to 400, an input with its placeholder, a secondary link
 * to the next card; the primary button is turned on here with a URL action.
 */
export const ModalCard: Story = {
  name: 'Modal card editor',
  args: { initial: [modalRule], results: resultEpisodes },
  play: async ({ canvas, args }) => {
    const card = within(await canvas.findByRole('region', { name: l.modalCard }, { timeout: 3000 }));
    await expect(card.getByRole('textbox', { name: l.modalDescription })).toHaveAccessibleDescription(
      /^43 of 400/,
    );
    await userEvent.click(card.getByRole('switch', { name: l.primaryButton }));
    const primary = within(card.getByRole('group', { name: l.primaryButton }));
    await paste(primary.getByRole('textbox', { name: l.ctaLabel }), 'Book a call');
    await userEvent.click(primary.getByRole('radio', { name: pageMessages.urlAction }));
    await paste(primary.getByRole('textbox', { name: l.ctaUrl }), 'https://acme.example/book');
    const secondary = within(card.getByRole('group', { name: l.secondaryLink }));
    await expect(secondary.getByRole('radio', { name: pageMessages.nextCard })).toBeChecked();
    const last = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as Rule[];
    await expect(last[0]!.result).toEqual({
      ...modalRule.result,
      payload: {
        ...(modalRule.result.payload as object),
        firstCTA: {
          show: true,
          type: 'button',
          label: 'Book a call',
          action: 'redirect',
          redirect: 'https://acme.example/book',
        },
      },
    });
  },
};

/** Show PDF (where offered): a label for analytics and the PDF's address. */
export const PdfCard: Story = {
  name: 'PDF card',
  args: {
    initial: [{ ...sampleRules[0]!, result: { episode: 'pdf', payload: { pdf: { title: '', link: '' } } } }],
    results: resultEpisodes,
  },
  play: async ({ canvas, args }) => {
    const card = within(await canvas.findByRole('region', { name: l.pdfCard }, { timeout: 3000 }));
    await paste(card.getByRole('textbox', { name: l.pdfLabel }), 'Pricing sheet');
    await paste(card.getByRole('textbox', { name: l.pdfUrl }), 'https://docs.acme.example/pricing.pdf');
    const last = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as Rule[];
    await expect(last[0]!.result).toEqual({
      episode: 'pdf',
      payload: { pdf: { title: 'Pricing sheet', link: 'https://docs.acme.example/pricing.pdf' } },
    });
  },
};

/** The mapping page offers only Play Demo (spec 3 §2.10). */
export const MappingPageOnlyPlayDemo: Story = {
  name: 'Mapping page: only Play Demo',
  args: { initial: [sampleRules[0]!] },
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: l.rule(1) }, { timeout: 3000 });
    await userEvent.click(canvas.getByRole('combobox', { name: l.thenPart }));
    const options = await screen.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([resultLabels.demo]);
    await userEvent.keyboard('{Escape}');
  },
};

/** A rule built with the keyboard only: question, operation, answer, demo; then deleted. */
export const KeyboardOnly: Story = {
  name: 'Keyboard only',
  play: async ({ canvas, args }) => {
    const add = await canvas.findByRole('button', { name: pageMessages.addRule }, { timeout: 3000 });
    add.focus();
    await userEvent.keyboard('{Enter}');
    const first = rule(canvas, 1);
    first.getByRole('combobox', { name: l.conditionQuestion }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('option', { name: 'How big is your team?' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(first.getByRole('combobox', { name: l.operation })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('option', { name: 'equals' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(first.getByRole('checkbox', { name: 'A. 1-10' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith([
        expect.objectContaining({
          extra: [
            {
              type: 'condition',
              variable: 'How big is your team?',
              operation: 'equals',
              value: ['1-10'],
              logic: '&&',
            },
          ],
        }),
      ]),
    );
    first.getByRole('combobox', { name: l.demo }).focus();
    await userEvent.keyboard('Starter');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith([
        expect.objectContaining({ result: { episode: 'demo', payload: { id: sampleDemos[0].id } } }),
      ]),
    );
    const last = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as Rule[];
    await expect(rulesEditor.mappingProblems(sampleQuestions, last)).toEqual({ incomplete: [] });
  },
};

/** No questions yet: the mapping says to add them first. */
export const NoQuestions: Story = {
  name: 'No questions yet',
  args: { questions: { questions: [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(l.noQuestionsToMap, {}, { timeout: 3000 })).toBeVisible();
  },
};
