import { resultLabels } from '@showroom/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sampleDemos, sampleQuestions, sampleRules } from '../fixtures.ts';
import { rulesLabels as l } from '../labels.ts';
import { RulePreview } from './RulePreview.tsx';

const meta = {
  title: 'console/Pages/Rule preview',
  component: RulePreview,
  parameters: { layout: 'padded' },
  decorators: [(Story) => <main style={{ width: 520 }}>{Story()}</main>],
  args: { rules: sampleRules, questions: sampleQuestions, demos: sampleDemos },
} satisfies Meta<typeof RulePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const result = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('region', { name: l.previewResult }));

/** Nothing answered: no rule holds. */
export const NoAnswers: Story = {
  name: 'No answers',
  play: async ({ canvas }) => {
    await expect(result(canvas).getByText(l.previewNothing)).toBeVisible();
  },
};

/** Answers that two rules match: both demos, in rule order. */
export const TwoRulesMatch: Story = {
  name: 'Two rules match',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'C. 51+' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'A. CRM' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'B. Analytics' }));
    await expect(
      result(canvas)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`${resultLabels.demo}: Analytics deep dive`, `${resultLabels.demo}: Enterprise CRM`]);
  },
};
