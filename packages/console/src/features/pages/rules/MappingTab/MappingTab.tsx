import {
  type FormJson,
  mappingPageResults,
  pageConstants,
  pageMessages,
  type ResultEpisode,
  type Rule,
} from '@showroom/contract';
import { type MappingProblems, mappingTabMachine } from '@showroom/machines';
import { Button, EmptyState, FormError, LoadingText } from '@showroom/ui';
import { useMachine } from '@xstate/react';
import styled from 'styled-components';
import { rulesEditor } from '../kit.ts';
import { rulesLabels as l } from '../labels.ts';
import { type EditRules, RuleCard } from './RuleCard.tsx';

export type MappingTabProps = {
  /** The form's mapping: its rules (the contract's `mappingRules`). */
  value: readonly Rule[];
  /** Every edit, as the whole new list of rules. */
  onChange: (value: Rule[]) => void;
  /** The Questions tab's value: conditions test these questions and their choices. */
  questions: FormJson;
  /** The company's demos for Play Demo (GET recording, newest first). */
  demos: readonly { id: string; title: string }[];
  /**
   * The then-options offered. Default: the mapping page's, Play Demo only (spec 3 §2.10); a rule
   * already holding another kind keeps it in its list so it can be seen and changed.
   */
  results?: readonly ResultEpisode[];
  /**
   * What the shell found when it refused a save (`rulesEditor.mappingProblems`): its message shows
   * above the rules and the missing fields are marked, live, until the shell clears it.
   */
  problems?: MappingProblems;
  /** An id for a new rule's uniqueId. Default: crypto.randomUUID. */
  newId?: () => string;
  /** spec 3 §9 'Mapping display delay 500 ms'; a story may hold the indicator longer. */
  delayMs?: number;
};

const Note = styled.p`
  margin: 0;
  color: var(--color-text-muted);
`;
const Stack = styled.div`
  display: grid;
  gap: var(--space-4);
`;

/**
 * spec 3 §2.10 Mapping tab: the rule builder. Rules of conditions and condition groups joined by
 * And (&&) or Or (||), then an action; Add Rule, Add Condition, Add Condition Group; every item
 * deletable. The content appears after 500 ms with a loading indicator (mappingTabMachine).
 * Controlled: every edit goes to `onChange` as the whole new list.
 */
export function MappingTab({
  value,
  onChange,
  questions,
  demos,
  results = mappingPageResults,
  problems,
  newId = () => crypto.randomUUID(),
  delayMs = pageConstants.mappingDelayMs,
}: MappingTabProps) {
  const [snapshot] = useMachine(mappingTabMachine, { input: { delayMs } });
  if (snapshot.matches('waiting')) return <LoadingText block>{l.loadingMapping}</LoadingText>;

  const edit: EditRules = (change) => onChange(change(value));
  const showGaps = problems !== undefined;
  const noQuestions = rulesEditor.variableOptions(questions, value).length === 0;
  const addRule = (
    <Button
      variant="secondary"
      style={{ justifySelf: 'start' }}
      onClick={() => onChange(rulesEditor.rules.add(value, newId()))}
    >
      {pageMessages.addRule}
    </Button>
  );
  return (
    <Stack>
      {problems?.message && <FormError>{problems.message}</FormError>}
      {noQuestions && value.length > 0 && <Note>{l.noQuestionsToMap}</Note>}
      {value.length === 0 ? (
        <EmptyState
          title={l.noRules}
          description={noQuestions ? l.noQuestionsToMap : l.noRulesHint}
          action={addRule}
        />
      ) : (
        <>
          {value.map((rule, at) => (
            <RuleCard
              key={rule.uniqueId}
              rule={rule}
              at={at}
              form={questions}
              rules={value}
              demos={demos}
              results={results}
              showGaps={showGaps}
              edit={edit}
            />
          ))}
          {addRule}
        </>
      )}
    </Stack>
  );
}
