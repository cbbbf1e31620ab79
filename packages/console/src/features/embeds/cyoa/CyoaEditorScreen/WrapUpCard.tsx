import { embedConstants, type Recommendations } from '@showroom/contract';
import type { CyoaEditorEvent } from '@showroom/machines';
import { Button, Card, Checkbox, IconButton, TrashIcon } from '@showroom/ui';
import * as React from 'react';
import styled from 'styled-components';
import { cyoaLabels, embedMessages } from '../../messages.ts';
import { type DemoOption, DemoSelect } from '../../shared/DemoSelect/index.ts';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
`;

const Heading = styled.h2`
  margin: 0;
  font-size: var(--font-size-h3);
  line-height: var(--line-height-h3);
  font-weight: var(--font-weight-semibold);
`;

const Slot = styled.div`
  display: flex;
  align-items: flex-end;
  gap: var(--space-2);
  & > :first-child { flex: 1; }
`;

/**
 * spec 2 §2 'Wrap-up Screen': show recommendations, up to 3 demo pickers and '+ Add more demo';
 * the first slot cannot be removed. Memoised: a step's move or edit leaves it as it is.
 */
export const WrapUpCard = React.memo(function WrapUpCard({
  recommendations,
  demos,
  send,
}: {
  recommendations: Recommendations;
  demos: readonly DemoOption[];
  send: (event: CyoaEditorEvent) => void;
}) {
  return (
    <Card>
      <Stack role="group" aria-labelledby="cyoa-wrap-up-heading">
        <Heading id="cyoa-wrap-up-heading">{embedMessages.wrapUpScreen}</Heading>
        <Checkbox
          label={cyoaLabels.showRecommendations}
          checked={recommendations.show}
          onCheckedChange={(checked) => send({ type: 'recommendations.show', on: checked === true })}
        />
        {recommendations.show && (
          <>
            {recommendations.list.map((demo, slot) => (
              // A slot is its place in the list (at most 3).
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Slot key={slot}>
                <DemoSelect
                  label={cyoaLabels.recommendation(slot + 1)}
                  demos={demos}
                  value={demo}
                  onChange={(id) => send({ type: 'recommendation.change', slot, demo: id })}
                />
                {slot > 0 && (
                  <IconButton
                    label={cyoaLabels.removeRecommendation(slot + 1)}
                    onClick={() => send({ type: 'recommendation.remove', slot })}
                  >
                    <TrashIcon />
                  </IconButton>
                )}
              </Slot>
            ))}
            {recommendations.list.length < embedConstants.maxRecommendations && (
              <div>
                <Button size="sm" onClick={() => send({ type: 'recommendation.add' })}>
                  {embedMessages.addMoreDemo}
                </Button>
              </div>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
});
