import { type CyoaStep, type CyoaStepType, cyoaFlow, cyoaStepTypes, stepComplete } from '@showroom/contract';
import type { CyoaEditorEvent } from '@showroom/machines';
import { Badge, Button, IconButton, SortableList, TrashIcon } from '@showroom/ui';
import * as React from 'react';
import styled from 'styled-components';
import { cyoaLabels, embedMessages } from '../../messages.ts';

const addLabels: Record<CyoaStepType, string> = {
  demo: embedMessages.addDemoStep,
  pdf: embedMessages.addPdfStep,
  question: embedMessages.addQuestionStep,
  modal: embedMessages.addModalStep,
  rule: embedMessages.addRuleStep,
};

// The rows' styles hang on one element around the list: a drop re-renders every row (their
// numbers change), and plain elements cost far less each than styled components (bench/cyoa.bench.ts).
const Steps = styled.div`
  & [data-step-row] {
    display: flex;
    align-items: center;
    gap: var(--space-2);
    min-width: 0;
  }
  & [data-step-summary] {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    flex: 1;
    min-width: 0;
    padding: var(--space-1) var(--space-2);
    border: var(--border-width) solid transparent;
    border-radius: var(--radius-sm);
    background: none;
    color: var(--color-text);
    text-align: left;
    cursor: pointer;
  }
  & [data-step-summary]:hover { background: var(--color-surface-hover); }
  & [data-step-summary]:focus-visible { outline: 2px solid var(--color-focus-ring); outline-offset: 1px; }
  & [data-step-summary][aria-pressed='true'] { border-color: var(--color-accent); background: var(--blue-a2); }
  & [data-step-summary] > [data-title] {
    max-width: 100%;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
    font-weight: var(--font-weight-medium);
  }
  & [data-step-summary] > [data-flow] {
    color: var(--color-text-muted);
    font-size: var(--font-size-meta);
    line-height: var(--line-height-meta);
  }
`;

const Arrow = ({ down }: { down?: boolean }) => (
  <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
    <path
      d={down ? 'M7 2v9M3 7l4 4 4-4' : 'M7 12V3M3 7l4-4 4 4'}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

// Built once: React skips an element it has seen, in each of the hundred rows.
const upArrow = <Arrow />;
const downArrow = <Arrow down />;
const trash = <TrashIcon />;

/** What a row says about a step: its kind and what it shows, or that it is still to be filled. */
export function stepSummary(step: CyoaStep, demoTitles: ReadonlyMap<string, string>): string {
  const target = step.type === 'rule' ? step.result : step;
  const kind = cyoaLabels.stepKinds[step.type];
  const what = (() => {
    switch (target.type) {
      case 'demo':
        return target.value ? (demoTitles.get(target.value) ?? target.label) : '';
      case 'question':
        return target.question;
      case 'modal':
        return target.title;
      case 'pdf':
        return target.pdf.title;
    }
  })();
  const shown = what.trim() || (target.type === 'demo' ? cyoaLabels.notChosen : cyoaLabels.untitledStep);
  return step.type === 'rule'
    ? `${kind} → ${cyoaLabels.stepKinds[target.type]}: ${shown}`
    : `${kind}: ${shown}`;
}

const keyOf = (key: string) => key;

/** What a row asks of the list, by its step's key: the list finds the step's index when it happens. */
type RowAction = 'select' | 'up' | 'down' | 'remove';

type RowProps = {
  stepKey: string;
  /** The step's number (its index + 1): in its text and in its buttons' names, for screen readers too. */
  n: number;
  last: boolean;
  summary: string;
  flow: string;
  complete: boolean;
  selected: boolean;
  live: boolean;
  act: (stepKey: string, action: RowAction) => void;
};

/**
 * One step's row. Memoised on primitives and one stable dispatcher: while a step is dragged
 * dnd-kit re-renders every sortable wrapper on each move, and a drop or a selection re-renders
 * only the rows whose number, text or state changed (bench/cyoa.bench.ts).
 */
const StepRow = React.memo(function StepRow({
  stepKey,
  n,
  last,
  summary,
  flow,
  complete,
  selected,
  live,
  act,
}: RowProps) {
  return (
    <div data-step-row="">
      <button
        type="button"
        data-step-summary=""
        aria-pressed={selected}
        onClick={() => act(stepKey, 'select')}
      >
        <span data-title="">
          {n}. {summary}
        </span>
        <span data-flow="">{flow}</span>
      </button>
      {!complete && <Badge tone="amber">{cyoaLabels.incomplete}</Badge>}
      {/* No tooltips on the rows' buttons: 300 of them cost every render of a 100-step list (bench/cyoa.bench.ts); the title says the same on hover. */}
      <IconButton
        label={cyoaLabels.moveUp(n)}
        title={cyoaLabels.moveUp(n)}
        showTooltip={false}
        size="sm"
        disabled={live || n === 1}
        onClick={() => act(stepKey, 'up')}
      >
        {upArrow}
      </IconButton>
      <IconButton
        label={cyoaLabels.moveDown(n)}
        title={cyoaLabels.moveDown(n)}
        showTooltip={false}
        size="sm"
        disabled={live || last}
        onClick={() => act(stepKey, 'down')}
      >
        {downArrow}
      </IconButton>
      <IconButton
        label={cyoaLabels.removeStep(n)}
        title={cyoaLabels.removeStep(n)}
        showTooltip={false}
        size="sm"
        onClick={() => act(stepKey, 'remove')}
      >
        {trash}
      </IconButton>
    </div>
  );
});

type RowTexts = Pick<RowProps, 'n' | 'last' | 'summary' | 'flow' | 'complete'>;

/** Each row's number, texts and state, by its step's key. */
function rowTexts(
  steps: readonly CyoaStep[],
  keys: readonly string[],
  wrapUp: boolean,
  demoTitles: ReadonlyMap<string, string>,
): ReadonlyMap<string, RowTexts> {
  const flows = flowTexts(steps, wrapUp);
  return new Map(
    steps.map((step, index) => [
      keys[index] ?? '',
      {
        n: index + 1,
        last: index === steps.length - 1,
        summary: stepSummary(step, demoTitles),
        flow: flows[index] ?? '',
        complete: stepComplete(step),
      },
    ]),
  );
}

/** Where each step leads (spec 2 §4 CYOA flow): the next non-rule step, or the wrap-up at the end. */
function flowTexts(steps: readonly CyoaStep[], wrapUp: boolean): string[] {
  const texts: string[] = steps.map(() => cyoaLabels.ruleBefore);
  for (const link of cyoaFlow(steps)) {
    texts[link.from] =
      link.to === 'wrapUp'
        ? wrapUp
          ? cyoaLabels.thenWrapUp
          : cyoaLabels.thenEnd
        : cyoaLabels.thenStep(link.to + 1);
  }
  return texts;
}

const Adders = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
`;

const Empty = styled.p`
  margin: 0;
  padding: var(--space-4);
  border: var(--border-width) dashed var(--color-border);
  border-radius: var(--radius-md);
  color: var(--color-text-muted);
`;

const Note = styled.p`
  margin: 0;
  color: var(--color-text-muted);
  font-size: var(--font-size-meta);
`;

/**
 * The ordered steps (spec 2 §2): dragged by their handle or moved from the keyboard (Space, the
 * arrows, Space; dnd-kit's KeyboardSensor) or with Move up / Move down; no moving while live.
 */
export function StepList({
  steps,
  keys,
  selected,
  live,
  wrapUp,
  demoTitles,
  send,
}: {
  steps: readonly CyoaStep[];
  keys: readonly string[];
  selected: number | null;
  live: boolean;
  wrapUp: boolean;
  demoTitles: ReadonlyMap<string, string>;
  send: (event: CyoaEditorEvent) => void;
}) {
  // What each row shows, by its step's key: a row whose text is unchanged keeps equal props.
  const current = React.useMemo(
    () => rowTexts(steps, keys, wrapUp, demoTitles),
    [steps, keys, wrapUp, demoTitles],
  );
  // The rows' numbers and texts follow the order a moment later: a drop moves one row at once, and
  // renumbering a hundred rows (their text and their buttons' names) is a background render that
  // yields to the browser, not part of the drop's task (bench/cyoa.bench.ts). A step just added
  // is not in the deferred texts yet: it shows its current ones.
  const shown = React.useDeferredValue(current);
  const textsOf = React.useCallback((key: string) => shown.get(key) ?? current.get(key), [shown, current]);
  const selectedKey = selected === null ? null : (keys[selected] ?? null);
  // The latest keys for the rows' one dispatcher, which stays the same through moves.
  const latest = React.useRef(keys);
  latest.current = keys;
  const act = React.useCallback(
    (stepKey: string, action: RowAction) => {
      const index = latest.current.indexOf(stepKey);
      if (index < 0) return;
      if (action === 'select') send({ type: 'step.select', index });
      else if (action === 'remove') send({ type: 'step.remove', index });
      else send({ type: 'step.move', from: index, to: action === 'up' ? index - 1 : index + 1 });
    },
    [send],
  );
  const onReorder = React.useCallback(
    (next: string[]) => {
      const from = keys.findIndex((key, i) => key !== next[i]);
      if (from < 0) return;
      let last = keys.length - 1;
      while (last > from && keys[last] === next[last]) last--;
      // One row moved: down when the row after it took its place, else up from the last change.
      if (next[from] === keys[from + 1]) send({ type: 'step.move', from, to: last });
      else send({ type: 'step.move', from: last, to: from });
    },
    [keys, send],
  );
  const itemLabel = React.useCallback(
    (key: string) => {
      const texts = textsOf(key);
      return texts ? `${cyoaLabels.stepNumber(texts.n)}: ${texts.summary}` : '';
    },
    [textsOf],
  );
  const renderItem = React.useCallback(
    (key: string) => {
      const texts = textsOf(key);
      return texts ? (
        <StepRow stepKey={key} {...texts} selected={selectedKey === key} live={live} act={act} />
      ) : null;
    },
    [textsOf, selectedKey, live, act],
  );
  return (
    <>
      {steps.length === 0 ? (
        <Empty>{cyoaLabels.noSteps}</Empty>
      ) : (
        <Steps>
          <SortableList
            label={cyoaLabels.steps}
            items={keys}
            getId={keyOf}
            itemLabel={itemLabel}
            disabled={live}
            onReorder={onReorder}
            renderItem={renderItem}
          />
        </Steps>
      )}
      {live && steps.length > 1 && <Note>{cyoaLabels.liveNoDrag}</Note>}
      <Adders role="group" aria-label={cyoaLabels.addStep}>
        {cyoaStepTypes.map((kind) => (
          <Button key={kind} size="sm" onClick={() => send({ type: 'step.add', kind })}>
            {addLabels[kind]}
          </Button>
        ))}
      </Adders>
    </>
  );
}
