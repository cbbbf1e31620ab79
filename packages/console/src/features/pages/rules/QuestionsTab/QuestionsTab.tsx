import { choiceLetter, type FormJson, type Question } from '@showroom/contract';
import { Button, Card, EmptyState, IconButton, RadioGroup, TextField, TrashIcon } from '@showroom/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { rulesEditor } from '../kit.ts';
import { rulesLabels as l } from '../labels.ts';

export type QuestionsTabProps = {
  /** The form's questions (the contract's `formJson`: §3 Question data). */
  value: FormJson;
  /** Every edit, as the whole new value. */
  onChange: (value: FormJson) => void;
  disabled?: boolean;
};

const Stack = styled.div`
  display: grid;
  gap: var(--space-4);
`;
const QuestionHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2);
  margin-bottom: var(--space-3);
`;
const Heading = styled.h3`
  margin: 0;
  font-size: var(--font-size-md, 15px);
  font-weight: 600;
`;
const Fields = styled.div`
  display: grid;
  gap: var(--space-4);
`;
const ChoiceList = styled.ol`
  display: grid;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;
const ChoiceRow = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: start;
  gap: var(--space-2);
`;
const Legend = styled.legend`
  padding: 0;
  margin-bottom: var(--space-2);
  font-weight: 500;
`;
const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;
const Note = styled.p`
  margin: var(--space-2) 0 0;
  color: var(--color-text-muted);
`;

/**
 * spec 3 §2.10 Questions tab: the page's questions, each checkbox (many answers) or multiple choice
 * (a radio group, one answer), with choices lettered A to Z. A choice must be non-empty ('Please
 * enter a choice') and unique ('This choice already exists'); both show at the choice as it is
 * typed. Controlled: every change goes to `onChange` as the whole new value.
 */
export function QuestionsTab({ value, onChange, disabled }: QuestionsTabProps) {
  const q = rulesEditor.questions;
  const add = (
    <Button
      variant="secondary"
      disabled={disabled}
      onClick={() => onChange(q.add(value))}
      style={{ justifySelf: 'start' }}
    >
      {l.addQuestion}
    </Button>
  );
  if (value.questions.length === 0)
    return <EmptyState title={l.noQuestions} description={l.noQuestionsHint} action={add} />;
  return (
    <Stack>
      {value.questions.map((question, at) => (
        <QuestionCard
          // Questions have no id of their own: position is their identity while editing.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={at}
          question={question}
          number={at + 1}
          disabled={disabled}
          onChange={(change) => onChange(change(value, at))}
        />
      ))}
      {add}
    </Stack>
  );
}

function QuestionCard({
  question,
  number,
  disabled,
  onChange,
}: {
  question: Question;
  number: number;
  disabled?: boolean;
  onChange: (change: (form: FormJson, at: number) => FormJson) => void;
}) {
  const q = rulesEditor.questions;
  const headingId = useId();
  const problems = q.choiceProblems(question);
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <QuestionHead>
          <Heading id={headingId}>{l.question(number)}</Heading>
          <IconButton
            label={l.deleteQuestion(number)}
            variant="danger"
            disabled={disabled}
            onClick={() => onChange((form, at) => q.remove(form, at))}
          >
            <TrashIcon />
          </IconButton>
        </QuestionHead>
        <Fields>
          <TextField
            label={l.questionText}
            value={question.name}
            disabled={disabled}
            onChange={(event) => {
              const name = event.currentTarget.value;
              onChange((form, at) => q.setName(form, at, name));
            }}
          />
          <RadioGroup
            label={l.questionType}
            value={question.type}
            disabled={disabled}
            onValueChange={(type) =>
              onChange((form, at) => q.setType(form, at, type === 'checkbox' ? 'checkbox' : 'radiogroup'))
            }
            options={[
              { value: 'radiogroup', label: l.typeRadio },
              { value: 'checkbox', label: l.typeCheckbox },
            ]}
          />
          <Fieldset>
            <Legend>{l.choices}</Legend>
            <ChoiceList>
              {question.choices.map((choice, index) => {
                const letter = choiceLetter(index);
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a choice is its letter (A to Z)
                  <ChoiceRow key={index}>
                    <TextField
                      label={l.choice(letter)}
                      value={choice}
                      disabled={disabled}
                      error={problems[index]}
                      onChange={(event) => {
                        const text = event.currentTarget.value;
                        onChange((form, at) => q.setChoice(form, at, index, text));
                      }}
                    />
                    <IconButton
                      label={l.deleteChoice(letter)}
                      disabled={disabled}
                      style={{ marginTop: 22 }}
                      onClick={() => onChange((form, at) => q.removeChoice(form, at, index))}
                    >
                      <TrashIcon />
                    </IconButton>
                  </ChoiceRow>
                );
              })}
            </ChoiceList>
            {q.canAddChoice(question) ? (
              <Button
                variant="link"
                disabled={disabled}
                style={{ marginTop: 'var(--space-2)' }}
                onClick={() => onChange((form, at) => q.addChoice(form, at))}
              >
                {l.addChoice}
              </Button>
            ) : (
              <Note>{l.choicesFull}</Note>
            )}
          </Fieldset>
        </Fields>
      </section>
    </Card>
  );
}
