import { cyoaRuntimeMessages as messages, type Recording, type StepResult } from '@showroom/contract';
import type { CyoaAnswer, CyoaRuntimeEvent } from '@showroom/machines';
import * as React from 'react';
import { usePlayerEvents } from '../events/usePlayerEvents.ts';
import { PdfLoading, PdfViewer } from '../pdf/index.ts';
import { DemoPlayer, useDemoPlayer } from '../player/index.ts';
import { openableUrl } from './links.ts';
import {
  Actions,
  Button,
  Card,
  Choices,
  Field,
  Heading,
  Hidden,
  Hint,
  LinkButton,
  Pdf,
  Problem,
  Text,
} from './parts.tsx';

type Send = (event: CyoaRuntimeEvent) => void;
type Content<K extends StepResult['type']> = Extract<StepResult, { type: K }>;
export type Motion = 'auto' | 'reduced';

/** Back (when there is a card before) and Next, at the foot of every card. */
export function Nav({
  send,
  canGoBack,
  next = 'button',
}: {
  send: Send;
  canGoBack: boolean;
  /** 'submit' when the card is a form (a question: Enter on a choice is Next); 'none' when the card's own buttons go on. */
  next?: 'button' | 'submit' | 'none';
}) {
  return (
    <Actions>
      {canGoBack && (
        <Button type="button" data-variant="secondary" onClick={() => send({ type: 'back' })}>
          {messages.back}
        </Button>
      )}
      <span data-spacer />
      {next !== 'none' && (
        <Button
          type={next === 'submit' ? 'submit' : 'button'}
          onClick={next === 'submit' ? undefined : () => send({ type: 'next' })}
        >
          {messages.next}
        </Button>
      )}
    </Actions>
  );
}

/** A demo step: the one player of the demos issue; when the video ends the journey goes on. */
export function DemoStep({
  content,
  recording,
  send,
  canGoBack,
  headingRef,
  motion,
}: {
  content: Content<'demo'>;
  recording: Recording | undefined;
  send: Send;
  canGoBack: boolean;
  headingRef: React.Ref<HTMLHeadingElement>;
  motion: Motion;
}) {
  const title = content.label || recording?.title || '';
  return (
    <Card data-kind="demo">
      <Heading ref={headingRef} tabIndex={-1}>
        {title}
      </Heading>
      {recording?.media_status === 'ready' ? (
        <StepPlayer recording={recording} onEnded={() => send({ type: 'demo.ended' })} motion={motion} />
      ) : (
        <Text role="status">{recording ? messages.demoProcessing : messages.demoUnavailable}</Text>
      )}
      <Nav send={send} canGoBack={canGoBack} />
    </Card>
  );
}

/** The player with its events reported; `onEnded` hears the video's end beside the player's own machine. */
export function StepPlayer({
  recording,
  onEnded,
  motion,
}: {
  recording: Recording;
  onEnded?: () => void;
  motion: Motion;
}) {
  // A CYOA's `complete` is its wrap-up, not a video's end.
  const { reports, onAnnotationClick } = usePlayerEvents(recording, { endCompletes: false });
  const player = useDemoPlayer(recording, { reports });
  const withEnd = {
    ...player,
    videoEvents: {
      ...player.videoEvents,
      onEnded: () => {
        player.videoEvents.onEnded();
        onEnded?.();
      },
    },
  };
  return (
    <DemoPlayer
      player={withEnd}
      recording={recording}
      motion={motion}
      onAnnotationClick={onAnnotationClick}
    />
  );
}

/**
 * A PDF step: its pages drawn in the card (pdf/, loaded when a PDF first shows), the page on screen
 * told to the machine so the time is counted per page. When the PDF cannot be read here (its
 * address answers no CORS, it is not a PDF, the network fails) the browser's own viewer stands in
 * (an iframe of the address) and page 1 stands for the document. The address to open or download
 * it is beside either.
 */
export function PdfStep({
  content,
  send,
  canGoBack,
  headingRef,
}: {
  content: Content<'pdf'>;
  send: Send;
  canGoBack: boolean;
  headingRef: React.Ref<HTMLHeadingElement>;
}) {
  const address = openableUrl(content.pdf.link);
  const [unreadable, setUnreadable] = React.useState(false);
  const onUnreadable = React.useCallback(() => setUnreadable(true), []);
  return (
    <Card data-kind="pdf">
      <Heading ref={headingRef} tabIndex={-1}>
        {content.pdf.title}
      </Heading>
      {address &&
        (unreadable ? (
          <Pdf src={address} title={messages.pdfFrame(content.pdf.title)} />
        ) : (
          <React.Suspense fallback={<PdfLoading role="status">{messages.pdfLoading}</PdfLoading>}>
            <PdfViewer
              src={address}
              title={content.pdf.title}
              onPage={(page) => send({ type: 'pdf.page', page })}
              onUnreadable={onUnreadable}
            />
          </React.Suspense>
        ))}
      {address && (
        <Actions>
          <LinkButton data-variant="secondary" href={address} target="_blank" rel="noopener noreferrer">
            {messages.openPdf}
            <Hidden> {messages.opensInNewTab}</Hidden>
          </LinkButton>
          <LinkButton data-variant="secondary" href={address} download>
            {messages.downloadPdf}
          </LinkButton>
        </Actions>
      )}
      <Nav send={send} canGoBack={canGoBack} />
    </Card>
  );
}

/** A question: its choices as radios or checkboxes in a fieldset, or a text box; Next needs an answer. */
export function QuestionStep({
  content,
  draft,
  missing,
  send,
  canGoBack,
  headingRef,
  id,
}: {
  content: Content<'question'>;
  draft: CyoaAnswer;
  /** Next was pressed with no answer. */
  missing: boolean;
  send: Send;
  canGoBack: boolean;
  headingRef: React.Ref<HTMLLegendElement>;
  /** Unique per card, for the fields' ids. */
  id: string;
}) {
  const problemId = `${id}-problem`;
  const hintId = `${id}-hint`;
  const choices = content.choices.filter((choice) => choice.trim() !== '');
  const multiple = content.questionType === 'multiple';
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    send({ type: 'next' });
  };
  const problem = missing && (
    <Problem id={problemId} role="alert">
      {content.questionType === 'text' ? messages.textNeeded : messages.answerNeeded}
    </Problem>
  );
  if (content.questionType === 'text')
    return (
      <Card as="form" data-kind="question" onSubmit={submit} noValidate>
        <Heading ref={headingRef as React.Ref<HTMLHeadingElement>} tabIndex={-1} id={`${id}-question`}>
          {content.question}
        </Heading>
        <Field>
          {messages.yourAnswer}
          <textarea
            value={draft.text}
            maxLength={2000}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? problemId : undefined}
            onChange={(event) => send({ type: 'text.change', value: event.target.value })}
          />
        </Field>
        {problem}
        <Nav send={send} canGoBack={canGoBack} next="submit" />
      </Card>
    );
  const toggle = (choice: string, checked: boolean) =>
    send({
      type: 'choices.change',
      choices: multiple
        ? choices.filter((c) => (c === choice ? checked : draft.choices.includes(c)))
        : [choice],
    });
  return (
    <Card as="form" data-kind="question" onSubmit={submit} noValidate>
      <Choices
        aria-describedby={missing ? `${hintId} ${problemId}` : hintId}
        aria-invalid={missing || undefined}
      >
        <legend ref={headingRef} tabIndex={-1}>
          {content.question}
        </legend>
        <Hint id={hintId}>{multiple ? messages.chooseAny : messages.chooseOne}</Hint>
        {choices.map((choice) => (
          <label key={choice}>
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={`${id}-choice`}
              value={choice}
              checked={draft.choices.includes(choice)}
              onChange={(event) => toggle(choice, event.target.checked)}
            />
            {choice}
          </label>
        ))}
      </Choices>
      {problem}
      <Nav send={send} canGoBack={canGoBack} next="submit" />
    </Card>
  );
}

/**
 * A modal step: its title, description, the optional input, and the rep's buttons (next card,
 * wrap-up, or a link opened in a new tab by the host). Next shows too when no button goes on.
 */
export function ModalStep({
  content,
  draft,
  send,
  canGoBack,
  headingRef,
  id,
}: {
  content: Content<'modal'>;
  draft: CyoaAnswer;
  send: Send;
  canGoBack: boolean;
  headingRef: React.Ref<HTMLHeadingElement>;
  id: string;
}) {
  const ctas = (['firstCTA', 'secondCTA'] as const).filter((which) => content[which].show);
  const goesOn = ctas.some((which) => content[which].action !== 'link');
  return (
    <Card data-kind="modal" role="group" aria-labelledby={`${id}-title`}>
      <Heading ref={headingRef} tabIndex={-1} id={`${id}-title`}>
        {content.title}
      </Heading>
      {content.description && <Text>{content.description}</Text>}
      {content.showInputBox && (
        <Field>
          {content.inputPlaceholder || messages.yourAnswer}
          <input
            type="text"
            value={draft.text}
            maxLength={2000}
            onChange={(event) => send({ type: 'text.change', value: event.target.value })}
          />
        </Field>
      )}
      {ctas.length > 0 && (
        <Actions>
          {ctas.map((which, order) => (
            <Button
              key={which}
              type="button"
              data-variant={order === 0 ? undefined : 'secondary'}
              onClick={() => send({ type: 'cta', which })}
            >
              {content[which].label}
              {content[which].action === 'link' && <Hidden> {messages.opensInNewTab}</Hidden>}
            </Button>
          ))}
        </Actions>
      )}
      <Nav send={send} canGoBack={canGoBack} next={goesOn ? 'none' : 'button'} />
    </Card>
  );
}
