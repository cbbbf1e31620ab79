import {
  type Answers,
  choiceLabel,
  evaluateRules,
  type FormJson,
  type Rule,
  resultLabels,
  savedQuestions,
} from '@showroom/contract';
import { Card, Checkbox, RadioGroup, TextField } from '@showroom/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { rulesLabels as l } from '../labels.ts';

export type RulePreviewProps = {
  rules: readonly Rule[];
  questions: FormJson;
  demos: readonly { id: string; title: string }[];
  /** Answers to start with (stories); the rep changes them here. */
  initialAnswers?: Answers;
};

const Layout = styled.div`
  display: grid;
  gap: var(--space-4);
`;
const Heading = styled.h3`
  margin: 0 0 var(--space-1);
  font-size: 15px;
  font-weight: 600;
`;
const Hint = styled.p`
  margin: 0 0 var(--space-4);
  color: var(--color-text-muted);
`;
const Fieldset = styled.fieldset`
  display: grid;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;
const Legend = styled.legend`
  padding: 0;
  margin-bottom: var(--space-2);
  font-weight: 500;
`;
const ResultHeading = styled.h4`
  margin: 0 0 var(--space-2);
  font-size: var(--font-size-body);
  font-weight: 600;
`;
const Actions = styled.ol`
  margin: 0;
  padding-left: var(--space-6);
`;

/**
 * What a prospect's answers would do, so the rep can check a mapping before publishing: the
 * contract's `evaluateRules` (the same function the prospect's page runs) over answers given here.
 */
export function RulePreview({ rules, questions, demos, initialAnswers = {} }: RulePreviewProps) {
  const headingId = useId();
  const resultId = useId();
  const [answers, setAnswers] = useState<Answers>(initialAnswers);
  const asked = savedQuestions(questions.questions);
  const modals = rules.flatMap((rule) =>
    rule.result.episode === 'modal' && rule.result.payload.showInputBox
      ? [{ id: rule.uniqueId, title: rule.result.payload.title.trim() || rule.uniqueId }]
      : [],
  );
  const set = (name: string, value: string | string[]) => setAnswers({ ...answers, [name]: value });
  const actions = evaluateRules(
    rules as Rule[],
    answers,
    asked.map((q) => q.name),
  );
  const describe = (result: Rule['result']) => {
    switch (result.episode) {
      case 'demo':
        return `${resultLabels.demo}: ${demos.find((demo) => demo.id === result.payload.id)?.title ?? result.payload.id}`;
      case 'question':
        return `${resultLabels.question}: ${result.payload.id}`;
      case 'modal':
        return `${resultLabels.modal}: ${result.payload.title}`;
      case 'pdf':
        return `${resultLabels.pdf}: ${result.payload.pdf.title || result.payload.pdf.link}`;
    }
  };
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <Heading id={headingId}>{l.previewHeading}</Heading>
        <Hint>{l.previewHint}</Hint>
        <Layout>
          {asked.map((q) => {
            const answer = answers[q.name];
            const chosen = answer === undefined ? [] : typeof answer === 'string' ? [answer] : [...answer];
            return q.type === 'radiogroup' ? (
              <RadioGroup
                key={q.name}
                label={q.name}
                value={chosen[0] ?? ''}
                onValueChange={(choice) => set(q.name, [choice])}
                options={q.choices.map((choice, index) => ({
                  value: choice,
                  label: choiceLabel(index, choice),
                }))}
              />
            ) : (
              <Fieldset key={q.name}>
                <Legend>{q.name}</Legend>
                {q.choices.map((choice, index) => (
                  <Checkbox
                    key={choice}
                    label={choiceLabel(index, choice)}
                    checked={chosen.includes(choice)}
                    onCheckedChange={(checked) =>
                      set(
                        q.name,
                        q.choices.filter((item) =>
                          item === choice ? checked === true : chosen.includes(item),
                        ),
                      )
                    }
                  />
                ))}
              </Fieldset>
            );
          })}
          {modals.map((modal) => (
            <TextField
              key={modal.id}
              label={l.typedText(modal.title)}
              value={typeof answers[modal.id] === 'string' ? (answers[modal.id] as string) : ''}
              onChange={(event) => set(modal.id, event.currentTarget.value)}
            />
          ))}
          <section aria-labelledby={resultId} aria-live="polite">
            <ResultHeading id={resultId}>{l.previewResult}</ResultHeading>
            {actions.length === 0 ? (
              <p style={{ margin: 0 }}>{l.previewNothing}</p>
            ) : (
              <Actions>
                {actions.map((action) => (
                  <li key={action.rule}>{describe(action.result)}</li>
                ))}
              </Actions>
            )}
          </section>
        </Layout>
      </section>
    </Card>
  );
}
