import {
  type Condition,
  type ConditionOperation,
  choiceLabel,
  type FormJson,
  type LogicOperator,
  logicLabels,
  logicOperators,
  pageMessages,
  type ResultEpisode,
  type Rule,
  resultLabels,
} from '@showroom/contract';
import type { ItemPath, VariableOption } from '@showroom/machines';
import { Badge, Button, Card, Checkbox, IconButton, Select, TextField, TrashIcon } from '@showroom/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { DemoSelect } from '../../../embeds/shared/DemoSelect/index.ts';
import { rulesEditor } from '../kit.ts';
import { rulesLabels as l } from '../labels.ts';
import { ModalCardEditor, PdfCardEditor } from './ResultCards.tsx';

/** A change to the whole mapping, applied by the tab to its current value. */
export type EditRules = (change: (rules: readonly Rule[]) => Rule[]) => void;

export type RuleCardProps = {
  rule: Rule;
  /** Its place in the list (0-based). */
  at: number;
  form: FormJson;
  /** The whole mapping (modal cards of other rules may be tested). */
  rules: readonly Rule[];
  demos: readonly { id: string; title: string }[];
  results: readonly ResultEpisode[];
  /** Mark what is missing (after a refused save). */
  showGaps: boolean;
  edit: EditRules;
};

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  margin-bottom: var(--space-3);
`;
const Heading = styled.h3`
  margin: 0;
  margin-right: auto;
  font-size: 15px;
  font-weight: 600;
`;
const Part = styled.h4`
  margin: var(--space-3) 0 var(--space-2);
  font-size: var(--font-size-body);
  font-weight: 600;
  color: var(--color-text-muted);
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;
const Items = styled.ol`
  display: grid;
  gap: var(--space-3);
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Row = styled.div`
  display: grid;
  grid-template-columns: 88px minmax(140px, 1fr) minmax(140px, 1fr) minmax(160px, 1.4fr) auto;
  align-items: start;
  gap: var(--space-2);
`;
const Group = styled.li`
  display: grid;
  gap: var(--space-3);
  padding: var(--space-3);
  border: var(--border-width) dashed var(--color-border-strong, var(--color-border));
  border-radius: var(--radius-md);
`;
const GroupHead = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-2);
`;
const GroupTitle = styled.span`
  margin-right: auto;
  font-weight: 500;
`;
const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  margin-top: var(--space-3);
`;
const Fieldset = styled.fieldset`
  display: grid;
  gap: var(--space-1);
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;
const Legend = styled.legend`
  padding: 0;
  margin-bottom: var(--space-1);
  font-weight: 500;
`;
const Muted = styled.span`
  color: var(--color-text-muted);
`;
const ErrorText = styled.span`
  color: var(--color-danger-text, var(--red-11));
  font-size: var(--font-size-small, 13px);
`;
const Then = styled.div`
  display: grid;
  gap: var(--space-3);
  max-width: 560px;
`;

/**
 * One rule of the Mapping tab (spec 3 §2.10): If (conditions and condition groups joined by And or
 * Or, each deletable) Then (the offered results: Play Demo on the mapping page; Ask Question, Show
 * Modal and Show PDF where offered).
 */
export function RuleCard({ rule, at, form, rules, demos, results, showGaps, edit }: RuleCardProps) {
  const headingId = useId();
  const r = rulesEditor.rules;
  const number = at + 1;
  const variables = rulesEditor.variableOptions(form, rules);
  const incomplete = showGaps && rulesEditor.mappingProblems(form, rules).incomplete.includes(rule.uniqueId);
  const resultGap = showGaps && rulesEditor.resultGap(rule);
  const condition = (item: Condition, path: ItemPath, first: boolean) => (
    <ConditionRow
      condition={item}
      path={path}
      first={first}
      variables={variables}
      form={form}
      rules={rules}
      showGaps={showGaps}
      at={at}
      edit={edit}
    />
  );
  const offered = results.includes(rule.result.episode) ? results : [...results, rule.result.episode];
  return (
    <Card data-incomplete={incomplete ? '' : undefined}>
      <section aria-labelledby={headingId}>
        <Head>
          <Heading id={headingId}>{l.rule(number)}</Heading>
          {incomplete && <Badge tone="red">{l.incomplete}</Badge>}
          <IconButton
            label={l.deleteRule(number)}
            variant="danger"
            onClick={() => edit((rs) => r.remove(rs, at))}
          >
            <TrashIcon />
          </IconButton>
        </Head>
        <Part>{l.ifPart}</Part>
        <Items aria-label={`${l.rule(number)}: ${l.ifPart}`}>
          {rule.extra.map((item, index) =>
            item.type === 'condition' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: items are addressed by position
              <li key={index}>{condition(item, { item: index }, index === 0)}</li>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: items are addressed by position
              <Group key={index} aria-label={l.conditionGroup}>
                <GroupHead>
                  {index > 0 && (
                    <JoinSelect
                      value={item.logic}
                      onChange={(logic) => edit((rs) => r.setLogic(rs, at, { item: index }, logic))}
                    />
                  )}
                  <GroupTitle>{l.conditionGroup}</GroupTitle>
                  <IconButton
                    label={l.deleteGroup}
                    variant="danger"
                    onClick={() => edit((rs) => r.removeItem(rs, at, { item: index }))}
                  >
                    <TrashIcon />
                  </IconButton>
                </GroupHead>
                <Items>
                  {item.conditions.map((inner, innerIndex) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: conditions are addressed by position
                    <li key={innerIndex}>
                      {condition(inner, { item: index, inner: innerIndex }, innerIndex === 0)}
                    </li>
                  ))}
                </Items>
                <div>
                  <Button variant="link" onClick={() => edit((rs) => r.addCondition(rs, at, index))}>
                    {pageMessages.addCondition}
                  </Button>
                </div>
              </Group>
            ),
          )}
        </Items>
        <Buttons>
          <Button variant="secondary" size="sm" onClick={() => edit((rs) => r.addCondition(rs, at))}>
            {pageMessages.addCondition}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => edit((rs) => r.addConditionGroup(rs, at))}>
            {pageMessages.addConditionGroup}
          </Button>
        </Buttons>
        <Part>{l.thenPart}</Part>
        <Then>
          <Select
            label={l.thenPart}
            hideLabel
            value={rule.result.episode}
            options={offered.map((episode) => ({ value: episode, label: resultLabels[episode] }))}
            onValueChange={(episode) => edit((rs) => r.setResultKind(rs, at, episode as ResultEpisode))}
          />
          {rule.result.episode === 'demo' && (
            <DemoSelect
              demos={demos}
              label={l.demo}
              value={rule.result.payload.id}
              error={resultGap ? l.required : undefined}
              onChange={(id) => edit((rs) => r.setResult(rs, at, { episode: 'demo', payload: { id } }))}
            />
          )}
          {rule.result.episode === 'question' && (
            <Select
              label={l.questionToAsk}
              value={rule.result.payload.id}
              placeholder={l.chooseQuestion}
              error={resultGap ? l.required : undefined}
              options={variables
                .filter((option) => option.kind === 'question')
                .map((option) => ({ value: option.value, label: option.label }))}
              onValueChange={(id) =>
                edit((rs) => r.setResult(rs, at, { episode: 'question', payload: { id } }))
              }
            />
          )}
          {rule.result.episode === 'modal' && (
            <ModalCardEditor
              value={rule.result.payload}
              showGaps={resultGap}
              onChange={(payload) => edit((rs) => r.setResult(rs, at, { episode: 'modal', payload }))}
            />
          )}
          {rule.result.episode === 'pdf' && (
            <PdfCardEditor
              value={rule.result.payload}
              showGaps={resultGap}
              onChange={(payload) => edit((rs) => r.setResult(rs, at, { episode: 'pdf', payload }))}
            />
          )}
        </Then>
      </section>
    </Card>
  );
}

function JoinSelect({ value, onChange }: { value: LogicOperator; onChange: (logic: LogicOperator) => void }) {
  return (
    <Select
      label={l.join}
      hideLabel
      value={value}
      options={logicOperators.map((logic) => ({ value: logic, label: logicLabels[logic] }))}
      onValueChange={(logic) => onChange(logic === '||' ? '||' : '&&')}
    />
  );
}

function ConditionRow({
  condition,
  path,
  first,
  variables,
  form,
  rules,
  showGaps,
  at,
  edit,
}: {
  condition: Condition;
  path: ItemPath;
  first: boolean;
  variables: VariableOption[];
  form: FormJson;
  rules: readonly Rule[];
  showGaps: boolean;
  at: number;
  edit: EditRules;
}) {
  const r = rulesEditor.rules;
  const gaps = rulesEditor.conditionGaps(condition, form, rules);
  const chosen = variables.find((option) => option.value === condition.variable);
  const operations = rulesEditor.operationsFor(chosen?.kind);
  const question = form.questions.find((q) => q.name === condition.variable);
  const valueError = showGaps && gaps.value ? l.required : undefined;
  const modal = chosen?.kind === 'modal';
  const selected = typeof condition.value === 'string' ? [] : condition.value;
  return (
    <Row data-incomplete={showGaps && (gaps.variable || gaps.operation || gaps.value) ? '' : undefined}>
      {first ? (
        <span />
      ) : (
        <JoinSelect
          value={condition.logic}
          onChange={(logic) => edit((rs) => r.setLogic(rs, at, path, logic))}
        />
      )}
      <Select
        label={l.conditionQuestion}
        value={chosen ? condition.variable : ''}
        placeholder={l.chooseQuestion}
        error={showGaps && gaps.variable ? l.required : undefined}
        options={variables.map((option) => ({
          value: option.value,
          label: option.kind === 'modal' ? l.modalInput(option.label) : option.label,
        }))}
        onValueChange={(variable) => {
          const kind = variables.find((option) => option.value === variable)?.kind ?? 'question';
          edit((rs) => r.setVariable(rs, at, path, variable, kind));
        }}
      />
      <Select
        label={l.operation}
        value={condition.operation}
        placeholder={l.chooseOperation}
        error={showGaps && gaps.operation ? l.required : undefined}
        options={operations.map((operation) => ({ value: operation, label: operation }))}
        onValueChange={(operation) =>
          edit((rs) => r.setOperation(rs, at, path, operation as ConditionOperation))
        }
      />
      {modal ? (
        <TextField
          label={l.words}
          value={typeof condition.value === 'string' ? condition.value : condition.value.join(', ')}
          error={valueError}
          onChange={(event) => {
            const text = event.currentTarget.value;
            edit((rs) => r.setValue(rs, at, path, text));
          }}
        />
      ) : (
        <Fieldset aria-invalid={valueError ? true : undefined}>
          <Legend>{l.answers}</Legend>
          {question ? (
            question.choices.map((choice, index) =>
              choice.trim() === '' ? null : (
                <Checkbox
                  // biome-ignore lint/suspicious/noArrayIndexKey: a choice is its letter
                  key={index}
                  label={choiceLabel(index, choice)}
                  checked={selected.includes(choice)}
                  onCheckedChange={(checked) => {
                    // Kept in the choices' order (A to Z): '===' compares the order too.
                    const next = question.choices.filter((item) =>
                      item === choice ? checked === true : selected.includes(item),
                    );
                    edit((rs) => r.setValue(rs, at, path, next));
                  }}
                />
              ),
            )
          ) : (
            <Muted>{l.chooseQuestion}</Muted>
          )}
          {valueError && <ErrorText>{valueError}</ErrorText>}
        </Fieldset>
      )}
      <IconButton
        label={l.deleteCondition}
        variant="ghost"
        style={{ marginTop: 22 }}
        onClick={() => edit((rs) => r.removeItem(rs, at, path))}
      >
        <TrashIcon />
      </IconButton>
    </Row>
  );
}
