import {
  type CyoaStep,
  embedConstants,
  type ModalCta,
  modalActions,
  questionTypes,
  type StepResult,
} from '@showroom/contract';
import { type CyoaEditorEvent, newStepResult } from '@showroom/machines';
import {
  Button,
  Card,
  Checkbox,
  IconButton,
  Select,
  Switch,
  TextArea,
  TextField,
  TrashIcon,
} from '@showroom/ui';
import styled from 'styled-components';
import { cyoaLabels } from '../../messages.ts';
import { type DemoOption, DemoSelect } from '../../shared/DemoSelect/index.ts';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
`;

const Heading = styled.h2`
  margin: 0;
  font-size: var(--font-size-h3);
  line-height: var(--line-height-h3);
  font-weight: var(--font-weight-semibold);
`;

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  margin: 0;
  padding: var(--space-3);
  border: var(--border-width) solid var(--color-border);
  border-radius: var(--radius-md);

  & > legend { padding: 0 var(--space-1); font-weight: var(--font-weight-medium); }
`;

const ChoiceRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: var(--space-2);
  & > :first-child { flex: 1; }
`;

const Hint = styled.p`
  margin: 0;
  color: var(--color-text-muted);
`;

type ResultOf<K extends StepResult['type']> = Extract<StepResult, { type: K }>;

function DemoFields({
  value,
  demos,
  onChange,
}: {
  value: ResultOf<'demo'>;
  demos: readonly DemoOption[];
  onChange: (value: ResultOf<'demo'>) => void;
}) {
  return (
    <DemoSelect
      label={cyoaLabels.demo}
      demos={demos}
      value={value.value}
      onChange={(id) =>
        onChange({ ...value, value: id, label: demos.find((demo) => demo.id === id)?.title ?? '' })
      }
    />
  );
}

function QuestionFields({
  value,
  onChange,
}: {
  value: ResultOf<'question'>;
  onChange: (value: ResultOf<'question'>) => void;
}) {
  const setChoice = (i: number, text: string) =>
    onChange({ ...value, choices: value.choices.map((choice, j) => (j === i ? text : choice)) });
  return (
    <>
      <TextArea
        label={cyoaLabels.question}
        value={value.question}
        maxLength={500}
        rows={2}
        onChange={(event) => onChange({ ...value, question: event.target.value })}
      />
      <Group>
        <legend>{cyoaLabels.choices}</legend>
        {value.choices.map((choice, i) => (
          // Choices have no identity but their place; a removal re-keys the ones after it.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <ChoiceRow key={i}>
            <TextField
              label={cyoaLabels.choice(i + 1)}
              value={choice}
              maxLength={200}
              onChange={(event) => setChoice(i, event.target.value)}
            />
            <IconButton
              label={cyoaLabels.removeChoice(i + 1)}
              disabled={value.choices.length === 1}
              onClick={() => onChange({ ...value, choices: value.choices.filter((_, j) => j !== i) })}
            >
              <TrashIcon />
            </IconButton>
          </ChoiceRow>
        ))}
        <div>
          <Button
            size="sm"
            disabled={value.choices.length >= embedConstants.maxChoices}
            onClick={() => onChange({ ...value, choices: [...value.choices, ''] })}
          >
            {cyoaLabels.addChoice}
          </Button>
        </div>
      </Group>
      <Select
        label={cyoaLabels.answerType}
        placeholder={cyoaLabels.chooseType}
        options={questionTypes.map((type) => ({ value: type, label: cyoaLabels.questionTypes[type] }))}
        value={value.questionType || undefined}
        onValueChange={(type) =>
          onChange({ ...value, questionType: type as ResultOf<'question'>['questionType'] })
        }
      />
    </>
  );
}

function CtaFields({
  legend,
  cta,
  onChange,
}: {
  legend: string;
  cta: ModalCta;
  onChange: (cta: ModalCta) => void;
}) {
  return (
    <Group>
      <legend>{legend}</legend>
      <Switch label={legend} checked={cta.show} onCheckedChange={(show) => onChange({ ...cta, show })} />
      {cta.show && (
        <>
          <TextField
            label={cyoaLabels.label}
            value={cta.label}
            maxLength={embedConstants.labelMaxLength}
            onChange={(event) => onChange({ ...cta, label: event.target.value })}
          />
          <Select
            label={cyoaLabels.action}
            options={modalActions.map((action) => ({ value: action, label: cyoaLabels.actions[action] }))}
            value={cta.action}
            onValueChange={(action) => onChange({ ...cta, action: action as ModalCta['action'] })}
          />
          {cta.action === 'link' && (
            <TextField
              label={cyoaLabels.linkUrl}
              type="url"
              value={cta.link}
              onChange={(event) => onChange({ ...cta, link: event.target.value })}
            />
          )}
        </>
      )}
    </Group>
  );
}

function ModalFields({
  value,
  onChange,
}: {
  value: ResultOf<'modal'>;
  onChange: (value: ResultOf<'modal'>) => void;
}) {
  return (
    <>
      <TextField
        label={cyoaLabels.title}
        value={value.title}
        maxLength={200}
        onChange={(event) => onChange({ ...value, title: event.target.value })}
      />
      <TextArea
        label={cyoaLabels.description}
        value={value.description}
        maxLength={embedConstants.redirectMessageMaxLength}
        rows={3}
        onChange={(event) => onChange({ ...value, description: event.target.value })}
      />
      <Checkbox
        label={cyoaLabels.showInputBox}
        checked={value.showInputBox}
        onCheckedChange={(checked) => onChange({ ...value, showInputBox: checked === true })}
      />
      {value.showInputBox && (
        <TextField
          label={cyoaLabels.placeholder}
          value={value.inputPlaceholder}
          maxLength={200}
          onChange={(event) => onChange({ ...value, inputPlaceholder: event.target.value })}
        />
      )}
      <CtaFields
        legend={cyoaLabels.primaryButton}
        cta={value.firstCTA}
        onChange={(firstCTA) => onChange({ ...value, firstCTA })}
      />
      <CtaFields
        legend={cyoaLabels.secondaryLink}
        cta={value.secondCTA}
        onChange={(secondCTA) => onChange({ ...value, secondCTA })}
      />
    </>
  );
}

function PdfFields({
  value,
  onChange,
}: {
  value: ResultOf<'pdf'>;
  onChange: (value: ResultOf<'pdf'>) => void;
}) {
  return (
    <>
      <TextField
        label={cyoaLabels.pdfTitle}
        value={value.pdf.title}
        maxLength={200}
        onChange={(event) => onChange({ ...value, pdf: { ...value.pdf, title: event.target.value } })}
      />
      <TextField
        label={cyoaLabels.pdfLink}
        type="url"
        value={value.pdf.link}
        onChange={(event) => onChange({ ...value, pdf: { ...value.pdf, link: event.target.value } })}
      />
    </>
  );
}

function ResultFields({
  value,
  demos,
  onChange,
}: {
  value: StepResult;
  demos: readonly DemoOption[];
  onChange: (value: StepResult) => void;
}) {
  switch (value.type) {
    case 'demo':
      return <DemoFields value={value} demos={demos} onChange={onChange} />;
    case 'question':
      return <QuestionFields value={value} onChange={onChange} />;
    case 'modal':
      return <ModalFields value={value} onChange={onChange} />;
    case 'pdf':
      return <PdfFields value={value} onChange={onChange} />;
  }
}

const resultKinds = ['demo', 'question', 'modal', 'pdf'] as const;

/** A rule: when (always, or an earlier question's answer) and what it shows then. */
function RuleFields({
  step,
  steps,
  demos,
  onChange,
}: {
  step: Extract<CyoaStep, { type: 'rule' }>;
  steps: readonly CyoaStep[];
  demos: readonly DemoOption[];
  onChange: (step: CyoaStep) => void;
}) {
  const questions = steps.filter(
    (candidate): candidate is Extract<CyoaStep, { type: 'question' }> =>
      candidate.type === 'question' && candidate.index < step.index,
  );
  const asked = step.condition ? questions.find((q) => q.index === step.condition?.question) : undefined;
  const always = 'always';
  return (
    <>
      <Select
        label={cyoaLabels.ruleWhen}
        options={[
          { value: always, label: cyoaLabels.ruleAlways },
          ...questions.map((q) => ({
            value: String(q.index),
            label: cyoaLabels.ruleQuestion(q.index + 1, q.question),
          })),
        ]}
        value={step.condition ? String(step.condition.question) : always}
        onValueChange={(choice) =>
          onChange({
            ...step,
            condition: choice === always ? null : { question: Number(choice), answer: '' },
          })
        }
      />
      {step.condition && asked && (
        <Select
          label={cyoaLabels.ruleAnswer}
          placeholder={cyoaLabels.chooseAnswer}
          options={asked.choices.filter((c) => c.trim() !== '').map((c) => ({ value: c, label: c }))}
          value={step.condition.answer || undefined}
          onValueChange={(answer) =>
            onChange({ ...step, condition: { question: step.condition?.question ?? 0, answer } })
          }
        />
      )}
      <Group>
        <legend>{cyoaLabels.ruleResult}</legend>
        <Select
          label={cyoaLabels.ruleResult}
          hideLabel
          options={resultKinds.map((kind) => ({ value: kind, label: cyoaLabels.stepKinds[kind] }))}
          value={step.result.type}
          onValueChange={(kind) =>
            onChange({ ...step, result: newStepResult(kind as (typeof resultKinds)[number]) })
          }
        />
        <ResultFields
          value={step.result}
          demos={demos}
          onChange={(result) => onChange({ ...step, result })}
        />
      </Group>
    </>
  );
}

/** The open step's editor (spec 2 §2 Step editors). */
export function StepEditor({
  step,
  steps,
  demos,
  send,
}: {
  step: CyoaStep | undefined;
  steps: readonly CyoaStep[];
  demos: readonly DemoOption[];
  send: (event: CyoaEditorEvent) => void;
}) {
  if (!step)
    return (
      <Card>
        <Hint>{cyoaLabels.noStepSelected}</Hint>
      </Card>
    );
  const change = (next: CyoaStep) => send({ type: 'step.change', index: step.index, step: next });
  const headingId = `cyoa-step-${step.index}-heading`;
  return (
    <Card>
      <Stack role="group" aria-labelledby={headingId}>
        <Heading id={headingId}>
          {cyoaLabels.stepEditor(step.index + 1, cyoaLabels.stepKinds[step.type])}
        </Heading>
        {step.type === 'rule' ? (
          <RuleFields step={step} steps={steps} demos={demos} onChange={change} />
        ) : (
          <ResultFields
            value={step}
            demos={demos}
            onChange={(result) => change({ ...result, index: step.index } as CyoaStep)}
          />
        )}
      </Stack>
    </Card>
  );
}
