import { type FormJson, pageMessages } from '@showroom/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleQuestions } from '../fixtures.ts';
import { rulesLabels as l } from '../labels.ts';
import { QuestionsTab } from './QuestionsTab.tsx';

function QuestionsStory({ initial, onChange }: { initial: FormJson; onChange: (value: FormJson) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <main style={{ width: 640 }}>
      <QuestionsTab
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    </main>
  );
}

const meta = {
  title: 'console/Pages/Questions tab',
  component: QuestionsStory,
  parameters: { layout: 'padded' },
  args: { initial: { questions: [] }, onChange: fn() },
} satisfies Meta<typeof QuestionsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No questions yet: Add Question starts one, multiple choice, with choice A to fill. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(l.noQuestions)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: l.addQuestion }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      questions: [{ name: '', type: 'radiogroup', choices: [''] }],
    });
    await expect(canvas.getByRole('region', { name: l.question(1) })).toBeVisible();
  },
};

/** Two questions: multiple choice and checkbox, choices lettered A to C. */
export const TwoQuestions: Story = {
  name: 'Two questions',
  args: { initial: sampleQuestions },
  play: async ({ canvas }) => {
    const first = within(canvas.getByRole('region', { name: l.question(1) }));
    await expect(first.getByRole('radio', { name: l.typeRadio })).toBeChecked();
    await expect(first.getByRole('textbox', { name: l.choice('C') })).toHaveValue('51+');
    const second = within(canvas.getByRole('region', { name: l.question(2) }));
    await expect(second.getByRole('radio', { name: l.typeCheckbox })).toBeChecked();
    await expect(canvas.queryByText(pageMessages.pleaseEnterChoice)).toBeNull();
  },
};

/** A choice left empty: 'Please enter a choice' at the choice. */
export const EmptyChoice: Story = {
  name: 'Empty choice',
  args: {
    initial: { questions: [{ name: 'Which plan are you on?', type: 'radiogroup', choices: ['Basic', ''] }] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: l.choice('B') })).toHaveAccessibleDescription(
      pageMessages.pleaseEnterChoice,
    );
  },
};

/** Typing a choice that is already there: 'This choice already exists'. */
export const DuplicateChoice: Story = {
  name: 'Duplicate choice',
  args: {
    initial: {
      questions: [{ name: 'Which plan are you on?', type: 'radiogroup', choices: ['Basic', 'Pro'] }],
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: l.addChoice }));
    const c = canvas.getByRole('textbox', { name: l.choice('C') });
    await expect(c).toHaveAccessibleDescription(pageMessages.pleaseEnterChoice);
    await userEvent.type(c, 'pro');
    await expect(c).toHaveAccessibleDescription(pageMessages.choiceExists);
    await expect(args.onChange).toHaveBeenLastCalledWith({
      questions: [{ name: 'Which plan are you on?', type: 'radiogroup', choices: ['Basic', 'Pro', 'pro'] }],
    });
  },
};

/** Built with the keyboard only: a checkbox question with two choices. */
export const KeyboardOnly: Story = {
  name: 'Keyboard only',
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: l.addQuestion }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab(); // Delete question 1
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: l.questionText })).toHaveFocus();
    await userEvent.keyboard('Which tools do you use?');
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: l.typeRadio })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: l.typeCheckbox })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: l.typeCheckbox })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: l.choice('A') })).toHaveFocus();
    await userEvent.keyboard('Slack');
    await userEvent.tab(); // Delete choice A
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    canvas.getByRole('textbox', { name: l.choice('B') }).focus();
    await userEvent.keyboard('Teams');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      questions: [{ name: 'Which tools do you use?', type: 'checkbox', choices: ['Slack', 'Teams'] }],
    });
  },
};

/** Z is the last letter: with 26 choices, no more can be added. */
export const TwentySixChoices: Story = {
  name: 'Choices A to Z',
  args: {
    initial: {
      questions: [
        {
          name: 'Pick a letter',
          type: 'checkbox',
          choices: Array.from({ length: 26 }, (_, i) => `Option ${String.fromCharCode(97 + i)}`),
        },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: l.choice('Z') })).toHaveValue('Option z');
    await expect(canvas.queryByRole('button', { name: l.addChoice })).toBeNull();
    await expect(canvas.getByText(l.choicesFull)).toBeVisible();
  },
};
