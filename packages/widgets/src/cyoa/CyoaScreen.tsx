import { cyoaRuntimeMessages as messages, type Recording } from '@showroom/contract';
import { type CyoaRuntimeEvent, type CyoaRuntimeSnapshot, cyoaProgress } from '@showroom/machines';
import * as React from 'react';
import { DemoStep, ModalStep, type Motion, PdfStep, QuestionStep, StepPlayer } from './cards.tsx';
import {
  Actions,
  Button,
  Card,
  Heading,
  Progress,
  Recommendations,
  Root,
  Subheading,
  Text,
} from './parts.tsx';

export type CyoaScreenProps = {
  snapshot: CyoaRuntimeSnapshot;
  send: (event: CyoaRuntimeEvent) => void;
  /** The CYOA's name (the intro's heading). */
  name: string;
  /** The demos its steps and recommendations play (the frame's `demos`). */
  demos: readonly Recording[];
  /** 'reduced' turns motion off whatever the OS says; 'auto' follows prefers-reduced-motion. */
  motion?: Motion;
};

/**
 * The CYOA runtime's screen: a pure function of the machine's snapshot. The intro, one card at a
 * time with the journey's progress, and the wrap-up with its recommendations. When the card
 * changes, focus moves to its heading (if it was in the runtime, or lost with the button that
 * went away), so a keyboard or screen-reader user goes on from the new card's top.
 */
export function CyoaScreen({ snapshot, send, name, demos, motion = 'auto' }: CyoaScreenProps) {
  const { context } = snapshot;
  const rootRef = React.useRef<HTMLElement>(null);
  const headingRef = React.useRef<HTMLElement>(null);
  const baseId = React.useId();
  const demo = (id: string) => demos.find((recording) => recording.id === id);
  const canGoBack = context.history.length > 0;

  // The place on screen: a new card (or the wrap-up, or a recommendation playing) each time it changes.
  const place = snapshot.matches('card')
    ? `card-${context.history.length}-${context.card?.index}`
    : snapshot.matches('wrapUp')
      ? `wrapUp-${context.watching}`
      : 'intro';
  const shown = React.useRef(place);
  React.useLayoutEffect(() => {
    if (shown.current === place) return;
    shown.current = place;
    const focused = document.activeElement;
    if (!focused || focused === document.body || rootRef.current?.contains(focused))
      headingRef.current?.focus();
  }, [place]);

  const progress = cyoaProgress(context);
  const ref = headingRef as React.RefObject<HTMLHeadingElement>;
  const cardId = `${baseId}-${place}`;

  let body: React.ReactNode;
  if (snapshot.matches('intro')) {
    body = (
      <Card data-kind="intro">
        <Heading ref={ref} tabIndex={-1}>
          {name}
        </Heading>
        <Text>{messages.intro(progress.total)}</Text>
        <Actions>
          <Button type="button" onClick={() => send({ type: 'start' })}>
            {messages.start}
          </Button>
        </Actions>
      </Card>
    );
  } else if (snapshot.matches('wrapUp')) {
    body = (
      <WrapUp
        send={send}
        recommended={context.recommendations.map((id) => demo(id)).filter((r): r is Recording => Boolean(r))}
        watching={context.watching}
        canGoBack={canGoBack}
        headingRef={ref}
        motion={motion}
      />
    );
  } else {
    const card = context.card!;
    const content = card.content;
    const common = { send, canGoBack, headingRef: ref } as const;
    body =
      content.type === 'demo' ? (
        <DemoStep
          key={cardId}
          {...common}
          content={content}
          recording={demo(content.value)}
          motion={motion}
        />
      ) : content.type === 'pdf' ? (
        <PdfStep key={cardId} {...common} content={content} />
      ) : content.type === 'question' ? (
        <QuestionStep
          key={cardId}
          {...common}
          headingRef={headingRef as React.RefObject<HTMLLegendElement>}
          content={content}
          draft={context.draft}
          missing={snapshot.matches({ card: { question: 'missing' } })}
          id={cardId}
        />
      ) : (
        <ModalStep key={cardId} {...common} content={content} draft={context.draft} id={cardId} />
      );
  }

  const inJourney = snapshot.matches('card');
  return (
    <Root
      ref={rootRef}
      aria-label={messages.region(name)}
      data-motion={motion}
      data-state={placeName(snapshot)}
    >
      {inJourney && (
        <Progress
          style={{ '--progress': `${(progress.current / progress.total) * 100}%` } as React.CSSProperties}
        >
          <span>{messages.progress(progress.current, progress.total)}</span>
          <span data-bar aria-hidden="true">
            <span />
          </span>
        </Progress>
      )}
      {body}
    </Root>
  );
}

/** The state as a word for `data-state` (tests and styles read it). */
const placeName = (snapshot: CyoaRuntimeSnapshot) =>
  snapshot.matches('intro')
    ? 'intro'
    : snapshot.matches('wrapUp')
      ? snapshot.matches({ wrapUp: 'watching' })
        ? 'watching'
        : 'wrapUp'
      : (snapshot.context.card?.content.type ?? 'card');

/** The end of the journey: thanks, the recommended demos (up to 3, in the rep's order), Start again. */
function WrapUp({
  send,
  recommended,
  watching,
  canGoBack,
  headingRef,
  motion,
}: {
  send: CyoaScreenProps['send'];
  recommended: Recording[];
  watching: number | null;
  canGoBack: boolean;
  headingRef: React.RefObject<HTMLHeadingElement>;
  motion: Motion;
}) {
  const listId = React.useId();
  const playing = watching === null ? undefined : recommended[watching];
  if (playing)
    return (
      <Card data-kind="recommendation">
        <Heading ref={headingRef} tabIndex={-1}>
          {playing.title}
        </Heading>
        <StepPlayer recording={playing} motion={motion} />
        <Actions>
          <Button
            type="button"
            data-variant="secondary"
            onClick={() => send({ type: 'recommendation.close' })}
          >
            {messages.backToWrapUp}
          </Button>
        </Actions>
      </Card>
    );
  return (
    <Card data-kind="wrapUp">
      <Heading ref={headingRef} tabIndex={-1}>
        {messages.wrapUpHeading}
      </Heading>
      <Text>{messages.wrapUpText}</Text>
      {recommended.length > 0 && (
        <section aria-labelledby={listId}>
          <Subheading id={listId}>{messages.recommendations}</Subheading>
          <Recommendations>
            {recommended.map((recording, index) => (
              <li key={recording.id}>
                {recording.thumbnail ? <img src={recording.thumbnail} alt="" /> : null}
                <Button type="button" onClick={() => send({ type: 'recommendation.open', index })}>
                  {messages.watch(recording.title)}
                </Button>
              </li>
            ))}
          </Recommendations>
        </section>
      )}
      <Actions>
        {canGoBack && (
          <Button type="button" data-variant="secondary" onClick={() => send({ type: 'back' })}>
            {messages.back}
          </Button>
        )}
        <span data-spacer />
        <Button type="button" data-variant="secondary" onClick={() => send({ type: 'restart' })}>
          {messages.restart}
        </Button>
      </Actions>
    </Card>
  );
}
