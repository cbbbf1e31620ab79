import {
  grantedDemos,
  grantedVideos,
  type MediaGrant,
  type ProspectPageData,
  visibleQuestions,
} from '@showroom/contract';
import { prospectPageMachine } from '@showroom/machines';
import { useMachine } from '@xstate/react';
import * as React from 'react';
import { fromPromise } from 'xstate';
import { type Emit, EmitContext } from '../../../events/index.ts';
import { Welcome } from './Welcome.tsx';

// Welcome first (and with it the frames' player): styled-components writes its rules in the order the
// components are defined, so the player's come before the look's, the gate's and the page's own, as the
// page's screenshots were taken with.

import { CompanyHeader, ProspectLook } from '../../../frames/Look.tsx';
import { mailOf, type PageClient, pageClient } from '../client.ts';
import { PageGate } from '../PageGate.tsx';
import { ActionBlock } from './ActionBlock.tsx';
import { Collection } from './Collection.tsx';
import { Contact } from './Contact.tsx';
import { EmbedContent } from './Embed.tsx';
import { Questions } from './Questions.tsx';
import { Result } from './Result.tsx';
import { Page } from './styles.ts';
import { usePageEvents } from './usePageEvents.ts';

export type ProspectPageProps = {
  data: ProspectPageData;
  /** Stories and tests: the calls (by default the audience host's and the product server's). */
  client?: PageClient;
  /** Stories and tests: where the page's events go (by default its sender, tagged with the link). */
  emit?: Emit;
  motion?: 'auto' | 'reduced';
};

/** The page with the media its gate gave in place of those its HTML held back (issue 26, item 5). */
function grantedPage(data: ProspectPageData, grant: MediaGrant | undefined): ProspectPageData {
  if (!grant) return data;
  const { content } = data;
  return {
    ...data,
    demos: grantedDemos(data.demos, grant),
    videos: grantedVideos(data.videos, grant),
    content:
      content.type === 'embed' && content.embed
        ? { ...content, embed: { ...content.embed, demos: grantedDemos(content.embed.demos, grant) } }
        : content,
  };
}

/**
 * The page a prospect opens (issue 13; spec 3 §2.10): the gate with the page's settings, then by
 * type a Q&A's questions and what the mapping chose for the answers, a Collection's demos and
 * videos, or an Embed page's embed with its headline and description; the contact fields and the
 * action button. Every text is the rep's (placeholders filled by the server), drawn as text.
 */
export function ProspectPage({ data: given, client, emit, motion = 'auto' }: ProspectPageProps) {
  // A gated page comes without its media until the gate passes and gives them (issue 26, item 5).
  const [grant, setGrant] = React.useState<MediaGrant>();
  const data = React.useMemo(() => grantedPage(given, grant), [given, grant]);
  const [calls] = React.useState(() => client ?? pageClient(data));
  const { content } = data;
  const layout = content.type === 'embed' ? undefined : content.style;
  const fields = layout?.contactFields ?? [];
  const events = usePageEvents(data, emit);
  const [machine] = React.useState(() =>
    prospectPageMachine.provide({
      actors: {
        sendContact: fromPromise(({ input }: { input: { values: Record<string, string> } }) =>
          calls.sendMail(mailOf(fields, input.values, layout?.form ?? '')),
        ),
      },
      actions: {
        reportVisit: () => events.visit('render', {}),
        reportAnswers: (_, { answered }) => {
          for (const { stepIndex, question, choices } of answered)
            events.page('answer', {
              stepIndex,
              question: question.slice(0, 500),
              selectedChoices: choices.slice(0, 50).map((choice) => choice.slice(0, 200)),
              inputText: '',
            });
        },
        reportComplete: () => events.page('complete', {}),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, {
    input: {
      type: content.type,
      gated: content.style.settings.verifyIdentity,
      questions: content.type === 'customized' ? content.questions : [],
      rules: content.type === 'customized' ? content.rules : [],
      contactFields: fields,
    },
  });
  const { context } = snapshot;

  let body: React.ReactNode;
  if (snapshot.matches('gate')) {
    body = (
      <PageGate
        style={content.style}
        client={calls}
        onPass={(media) => {
          if (media) setGrant(media);
          send({ type: 'gate.passed' });
        }}
        motion={motion}
        visitor={events.visitor}
      />
    );
  } else if (content.type === 'embed') {
    body = (
      <EmbedContent
        title={content.style.title || data.title}
        description={content.style.description}
        frame={content.embed}
        emit={events.embed ?? events.page}
        motion={motion}
      />
    );
  } else {
    const style = content.style;
    const questions = visibleQuestions(context.questions, context.rules, context.answers);
    body = (
      <>
        <Welcome style={style} data={data} motion={motion} />
        {snapshot.matches({ page: { content: 'questions' } }) ? (
          <Questions
            questions={questions}
            answers={context.answers}
            problem={context.problem}
            onToggle={(question, choice) => send({ type: 'answer.toggle', question, choice })}
            onSubmit={() => send({ type: 'answers.submit' })}
          />
        ) : null}
        {snapshot.matches({ page: { content: 'result' } }) ? (
          <Result
            actions={context.actions}
            demos={data.demos}
            motion={motion}
            onChange={() => send({ type: 'answers.change' })}
          />
        ) : null}
        {content.type === 'standard' ? <Collection style={style} data={data} motion={motion} /> : null}
        <Contact
          fields={fields}
          message={style.contactInfoMessage}
          values={context.contact}
          errors={context.contactErrors}
          note={context.contactMessage}
          state={
            snapshot.matches({ page: { contact: 'sent' } })
              ? 'sent'
              : snapshot.matches({ page: { contact: 'sending' } })
                ? 'sending'
                : 'editing'
          }
          onChange={(field, value) => send({ type: 'contact.change', field, value })}
          onSubmit={() => send({ type: 'contact.submit' })}
        />
        <ActionBlock style={style} />
      </>
    );
  }

  return (
    <EmitContext.Provider value={events.page}>
      <ProspectLook look={data.look} kind="solo">
        <Page data-page-type={content.type}>
          <CompanyHeader look={data.look} />
          <main>{body}</main>
        </Page>
      </ProspectLook>
    </EmitContext.Provider>
  );
}
