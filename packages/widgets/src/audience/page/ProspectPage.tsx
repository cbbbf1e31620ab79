import {
  type Action,
  type ContactField,
  defaultLaunchButton,
  type FrameData,
  grantedDemos,
  grantedVideos,
  type LayoutStyle,
  type MediaGrant,
  type ModalResult,
  prospectPageMessages as m,
  type PageVideo,
  type ProspectPageData,
  playerWidth,
  prospectPageKit,
  type Recording,
} from '@showroom/contract';
import { prospectPageMachine } from '@showroom/machines';
import { useMachine } from '@xstate/react';
import * as React from 'react';
import styled from 'styled-components';
import { fromPromise } from 'xstate';
import { type Emit, EmitContext, useEmit } from '../../events/index.ts';
import { createEventSender, type EventSender } from '../../events/sender.ts';
import { FramePlayer, type FrameTeaser } from '../../frames/FramePlayer.tsx';
import { CompanyHeader, ProspectLook } from '../../frames/Look.tsx';
import { mailOf, type PageClient, pageClient, safeHref } from './client.ts';
import { PageGate } from './PageGate.tsx';

export type ProspectPageProps = {
  data: ProspectPageData;
  /** Stories and tests: the calls (by default the audience host's and the product server's). */
  client?: PageClient;
  /** Stories and tests: where the page's events go (by default its sender, tagged with the link). */
  emit?: Emit;
  motion?: 'auto' | 'reduced';
};

const Page = styled.div`
  min-height: 100vh;
  background: var(--page-bg);
  color: var(--page-text);
  font-family: var(--page-font);

  & > main { display: grid; gap: 32px; max-width: 960px; margin: 0 auto; padding: 24px 16px 48px; }
  & h1 { margin: 0; font-size: 28px; line-height: 1.25; overflow-wrap: anywhere; }
  & h2 { margin: 0; font-size: 20px; line-height: 1.3; overflow-wrap: anywhere; }
  /* The gate's heading is the page's h1 while it is all the page shows, in the page's heading size. */
  & [data-gate] h1 { font-size: 20px; line-height: 1.3; }
  & p { margin: 0; font-size: 16px; line-height: 1.5; white-space: pre-line; overflow-wrap: anywhere; }
  & section, & [data-part='title'] { display: grid; gap: 16px; }
  & :is(button, a, input):focus-visible { outline: 2px solid var(--page-text); outline-offset: 2px; }
`;

const Primary = styled.button`
  justify-self: start;
  min-height: 44px;
  padding: 10px 20px;
  border: 0;
  border-radius: 6px;
  background: var(--page-button);
  color: #fff;
  font: 600 16px/1.2 var(--page-font);
  text-decoration: none;
  cursor: pointer;
  &:hover { background: var(--page-button-hover); }
  &[aria-disabled='true'] { opacity: 0.7; cursor: progress; }
  /* Over the page's plain link colour. */
  && { color: #fff; }
`;

const Secondary = styled(Primary)`
  background: transparent;
  color: var(--page-text);
  border: 1px solid var(--page-border);
  &:hover { background: transparent; text-decoration: underline; }
  && { color: var(--page-text); }
`;

const Card = styled.div`
  display: grid;
  gap: 12px;
  padding: 16px;
  border: 1px solid var(--page-border);
  border-radius: 8px;
  background: color-mix(in srgb, var(--page-bg) 92%, var(--page-text));
`;

const Fieldset = styled.fieldset`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 16px;
  border: 1px solid var(--page-border);
  border-radius: 8px;

  & > legend { padding: 0 4px; font-weight: 700; font-size: 16px; }
  & label { display: flex; gap: 10px; align-items: center; min-height: 32px; font-size: 16px; }
  & input { width: 20px; height: 20px; margin: 0; accent-color: var(--page-button); }
`;

const Field = styled.div`
  display: grid;
  gap: 4px;
  & > label { font-weight: 600; }
  & > input { min-height: 44px; padding: 8px 12px; border: 1px solid var(--page-border); border-radius: 6px; font: 16px var(--page-font); color: var(--page-text); background: var(--page-bg); }
  & > input[aria-invalid='true'] { border-color: #b42318; }
  & > [data-error] { color: #b42318; font-size: 14px; }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  & > li { display: grid; gap: 8px; align-content: start; }
  & video { width: 100%; aspect-ratio: 16 / 9; background: #0f172a; border-radius: 8px; }
`;

const Notice = styled.p`
  &[data-tone='error'] { color: #b42318; }
`;

/** The teaser a page's demo shows before play: its picture and a launch button in the company's colours. */
const pageTeaser: FrameTeaser = {
  style: 'thumbnail',
  customThumbnail: '',
  launch: { style: 'PLAY', size: 'LARGE', colours: defaultLaunchButton(), icon: '' },
};

/** A demo on the page: its picture until the prospect plays it (no video before that). */
function Demo({ recording, motion }: { recording: Recording; motion: 'auto' | 'reduced' }) {
  if (recording.media_status !== 'ready') return null;
  return (
    <div style={{ '--player-width': playerWidth(recording.coordinates.intrinsic) } as React.CSSProperties}>
      <FramePlayer recording={recording} teaser={pageTeaser} muted motion={motion} />
    </div>
  );
}

/** A plain video of a Collection: nothing of it loads until it is played. */
function Video({ video }: { video: PageVideo }) {
  const href = safeHref(video.url);
  if (!href) return null;
  // biome-ignore lint/a11y/useMediaCaption: a rep's own video comes with no captions to offer
  return <video src={href} controls preload="none" aria-label={m.playVideo(video.title)} />;
}

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** A mapped modal card (spec 3 §3 Modal result): its text, an optional input, its calls to action. */
function ModalCard({ modal, index, onNext }: { modal: ModalResult; index: number; onNext: () => void }) {
  const id = React.useId();
  const emit = useEmit();
  const [input, setInput] = React.useState('');
  /** A call to action taken: what the prospect typed (when asked), then the click. */
  const report = (label: string, url: string) => {
    if (modal.showInputBox && input.trim() !== '')
      emit('modalInput', {
        stepIndex: index,
        title: modal.title.slice(0, 300),
        inputText: input.slice(0, 2000),
      });
    emit('cta', { ctaLabel: label.slice(0, 200), url: url.slice(0, 2048) });
  };
  const cta = (which: ModalResult['firstCTA'], Button: typeof Primary) => {
    if (!which.show || !which.label) return null;
    if (which.action === 'redirect') {
      const href = safeHref(which.redirect);
      return href ? (
        <Button as="a" href={href} {...external} onClick={() => report(which.label, href)}>
          {which.label}
        </Button>
      ) : null;
    }
    return (
      <Button
        type="button"
        onClick={() => {
          report(which.label, '');
          onNext();
        }}
      >
        {which.label}
      </Button>
    );
  };
  return (
    <Card role="group" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{modal.title}</h3>
      {modal.description ? <p>{modal.description}</p> : null}
      {modal.showInputBox ? (
        <Field>
          <label htmlFor={`${id}-input`}>{modal.inputPlaceHolder || modal.title}</label>
          <input
            id={`${id}-input`}
            type="text"
            placeholder={modal.inputPlaceHolder}
            value={input}
            onChange={(event) => setInput(event.target.value)}
          />
        </Field>
      ) : null}
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        {cta(modal.firstCTA, Primary)}
        {cta(modal.secondCTA, Secondary)}
      </div>
    </Card>
  );
}

/**
 * A mapped PDF, opened in a new tab: the time until the prospect comes back to the page is its
 * page time (a 'pdfPage' event; the tab is another site's, so page 1 stands for the document).
 */
function PdfLink({ href, title, index }: { href: string; title: string; index: number }) {
  const emit = useEmit();
  const opened = React.useRef<number | undefined>(undefined);
  React.useEffect(() => {
    const back = () => {
      if (opened.current === undefined || document.visibilityState !== 'visible') return;
      const seconds = Math.min(86_400, Math.max(0, (Date.now() - opened.current) / 1000));
      opened.current = undefined;
      emit('pdfPage', { stepIndex: index, title: title.slice(0, 300), page: 1, seconds });
    };
    document.addEventListener('visibilitychange', back);
    window.addEventListener('focus', back);
    return () => {
      document.removeEventListener('visibilitychange', back);
      window.removeEventListener('focus', back);
    };
  }, [emit, index, title]);
  return (
    <a
      href={href}
      {...external}
      onClick={() => {
        opened.current = Date.now();
      }}
    >
      {m.openPdf}
    </a>
  );
}

/** What the mapping chose for the answers: demos, modal cards, PDFs, in rule order. */
function Result({
  actions,
  demos,
  motion,
  onChange,
}: {
  actions: Action[];
  demos: Recording[];
  motion: 'auto' | 'reduced';
  onChange: () => void;
}) {
  const [dismissed, setDismissed] = React.useState<ReadonlySet<string>>(new Set());
  const heading = React.useRef<HTMLHeadingElement>(null);
  React.useEffect(() => heading.current?.focus(), []);
  const shown = actions.filter((action) => !dismissed.has(action.rule));
  return (
    <section aria-labelledby="page-result">
      <h2 id="page-result" ref={heading} tabIndex={-1}>
        {m.resultsHeading}
      </h2>
      {shown.length === 0 ? <p>{m.noMatch}</p> : null}
      <Grid>
        {shown.map((action, index) => {
          const { result } = action;
          switch (result.episode) {
            case 'demo': {
              const recording = demos.find((demo) => demo.id === result.payload.id);
              return recording ? (
                <li key={action.rule}>
                  <h3>{recording.title}</h3>
                  <Demo recording={recording} motion={motion} />
                </li>
              ) : null;
            }
            case 'modal':
              return (
                <li key={action.rule}>
                  <ModalCard
                    modal={result.payload}
                    index={index}
                    onNext={() => setDismissed((now) => new Set([...now, action.rule]))}
                  />
                </li>
              );
            case 'pdf': {
              const href = safeHref(result.payload.pdf.link);
              return href ? (
                <li key={action.rule}>
                  <Card>
                    <h3>{result.payload.pdf.title || m.openPdf}</h3>
                    <PdfLink href={href} title={result.payload.pdf.title} index={index} />
                  </Card>
                </li>
              ) : null;
            }
            default:
              return null;
          }
        })}
      </Grid>
      <Secondary type="button" onClick={onChange}>
        {m.changeAnswers}
      </Secondary>
    </section>
  );
}

/** The welcome: headline, message, the preview demo or video, the preview message. */
function Welcome({
  style,
  data,
  motion,
}: {
  style: LayoutStyle;
  data: ProspectPageData;
  motion: 'auto' | 'reduced';
}) {
  const preview = style.welcomePreview;
  const demo = preview.type === 'demo' ? data.demos.find((item) => item.id === preview.id) : undefined;
  const video = preview.type === 'video' ? data.videos.find((item) => item.id === preview.id) : undefined;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{style.headline || data.title}</h1>
      {style.welcomeMessage ? <p>{style.welcomeMessage}</p> : null}
      {demo ? <Demo recording={demo} motion={motion} /> : null}
      {video ? <Video video={video} /> : null}
      {style.previewMessage ? <p>{style.previewMessage}</p> : null}
    </section>
  );
}

/** A Collection's demos and videos (standardPreviewVideos), in the rep's order. */
function Collection({
  style,
  data,
  motion,
}: {
  style: LayoutStyle;
  data: ProspectPageData;
  motion: 'auto' | 'reduced';
}) {
  return (
    <section aria-labelledby="page-collection">
      <h2 id="page-collection">{m.collectionHeading}</h2>
      <Grid>
        {style.standardPreviewVideos.map((item) => {
          const demo = item.type === 'demo' ? data.demos.find((d) => d.id === item.value) : undefined;
          const video = item.type === 'video' ? data.videos.find((v) => v.id === item.value) : undefined;
          if (!demo && !video) return null;
          return (
            <li key={item.key}>
              <h3>{item.label || demo?.title || video?.title}</h3>
              {demo ? <Demo recording={demo} motion={motion} /> : null}
              {video ? <Video video={video} /> : null}
            </li>
          );
        })}
      </Grid>
    </section>
  );
}

/** The contact fields (spec 3 §3 Contact field), sent to the rep. */
function Contact({
  fields,
  message,
  values,
  errors,
  note,
  state,
  onChange,
  onSubmit,
}: {
  fields: readonly ContactField[];
  message: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  note: string;
  state: 'editing' | 'sending' | 'sent';
  onChange: (field: string, value: string) => void;
  onSubmit: () => void;
}) {
  const id = React.useId();
  if (fields.length === 0) return null;
  const autoComplete = (field: ContactField) =>
    field.type === 'email'
      ? 'email'
      : field.type === 'tel'
        ? 'tel'
        : /name/i.test(field.fieldName)
          ? 'name'
          : 'on';
  return (
    <section aria-labelledby={`${id}-contact`}>
      <h2 id={`${id}-contact`}>{message || m.contactSubmit}</h2>
      {state === 'sent' ? (
        <p role="status">{note}</p>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (state === 'editing') onSubmit();
          }}
          style={{ display: 'grid', gap: 12, maxWidth: 480 }}
        >
          {fields.map((field, index) => {
            const input = `${id}-field-${index}`;
            const error = errors[field.fieldName];
            return (
              <Field key={field.fieldName}>
                <label htmlFor={input}>{field.fieldName}</label>
                <input
                  id={input}
                  type={field.type}
                  required={field.required}
                  autoComplete={autoComplete(field)}
                  value={values[field.fieldName] ?? ''}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${input}-error` : undefined}
                  onChange={(event) => onChange(field.fieldName, event.target.value)}
                />
                {error ? (
                  <span id={`${input}-error`} data-error>
                    {error}
                  </span>
                ) : null}
              </Field>
            );
          })}
          <Primary type="submit" aria-disabled={state === 'sending' ? true : undefined}>
            {state === 'sending' ? m.contactSending : m.contactSubmit}
          </Primary>
          {note ? (
            <Notice role="alert" data-tone="error">
              {note}
            </Notice>
          ) : null}
        </form>
      )}
    </section>
  );
}

/** The action message and button: the rep's address, in a new tab (spec 3 §2.10 redirectURL). */
function ActionBlock({ style }: { style: LayoutStyle }) {
  const emit = useEmit();
  const href = safeHref(style.redirectURL);
  if (!style.actionMessage && !(href && style.actionButtonLabel)) return null;
  return (
    <section aria-label={style.actionButtonLabel || style.actionMessage}>
      {style.actionMessage ? <p>{style.actionMessage}</p> : null}
      {href && style.actionButtonLabel ? (
        <Primary
          as="a"
          href={href}
          {...external}
          onClick={() =>
            emit('cta', { ctaLabel: style.actionButtonLabel.slice(0, 200), url: href.slice(0, 2048) })
          }
        >
          {style.actionButtonLabel}
        </Primary>
      ) : null}
    </section>
  );
}

/**
 * The frames' code, loaded only by an Embed page (the audience host preloads it with one), so the
 * Collection and Q&A pages a phone opens carry none of it.
 */
type EmbedApp = React.ComponentType<{ data: FrameData; emit?: Emit; motion?: 'auto' | 'reduced' }>;

let loadedEmbedApp: EmbedApp | undefined;

/**
 * The frames' code, once: the page module waits for it on an Embed page (index.ts), so the app's
 * first render draws the embed at once, where the host's first screen drew it (issue 29, C.6: the
 * embed's picture, the page's largest paint, is in the first HTML and never drawn twice).
 */
export const loadEmbedApp = () =>
  import('../AudienceApp.tsx').then(({ AudienceApp }) => {
    loadedEmbedApp = AudienceApp;
    return AudienceApp;
  });

const LazyEmbedApp = React.lazy(() => loadEmbedApp().then((app) => ({ default: app })));

/** The frames' app given at once (the host's first screen imports it; firstScreen.tsx). */
export const EmbedAppContext = React.createContext<EmbedApp | null>(null);

/** An Embed page's embed, drawn by the frames, its events tagged with the page's link. */
function Embed({ frame, emit, motion }: { frame: FrameData; emit: Emit; motion: 'auto' | 'reduced' }) {
  // Drawn as on a share page (without its header): the embed's headings go under the page's h1.
  const [nested] = React.useState<FrameData>(() => ({ ...frame, mode: 'share' }));
  const App = React.useContext(EmbedAppContext) ?? loadedEmbedApp;
  if (App) return <App data={nested} emit={emit} motion={motion} />;
  return (
    <React.Suspense fallback={null}>
      <LazyEmbedApp data={nested} emit={emit} motion={motion} />
    </React.Suspense>
  );
}

/**
 * The page's events (issue 12's pipeline: events/sender.ts), each naming the page's link, from
 * which the audience host takes the page, the relationship and the company. An Embed page's embed
 * reports as its widget under the same link and visitor; the page's visit is its one 'render'
 * (the embed's own is the same visit, so it is not sent twice). Nothing in a rep's preview.
 */
function usePageEvents(data: ProspectPageData, given: Emit | undefined) {
  const [sender] = React.useState<EventSender>(() =>
    createEventSender({
      ...(data.link
        ? { prospectLink: { link: data.link, audienceUrl: data.audienceUrl, record: data.record } }
        : {}),
    }),
  );
  const { content } = data;
  const [emits] = React.useState(() => {
    const page: Emit = given ?? sender.emit;
    const embed: Emit | undefined =
      content.type === 'embed' && content.embed ? (given ?? sender.emitFor(content.embed.widget)) : undefined;
    return {
      page,
      embed: embed ? (((type, eventData) => type !== 'render' && embed(type, eventData)) as Emit) : undefined,
      visit: embed ?? page,
    };
  });
  const visited = React.useRef(false);
  React.useEffect(() => {
    if (visited.current) return;
    visited.current = true;
    emits.visit('render', {});
  }, [emits]);
  return { ...emits, visitor: sender.visitor };
}

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
      kit: prospectPageKit,
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
      <>
        {/* Not a region of its own: the embed below is one, often named as the page is
            (a Hero's headline), and two regions of one name are one too many (landmark-unique). */}
        <div data-part="title">
          <h1 id="page-title">{content.style.title || data.title}</h1>
          {content.style.description ? <p>{content.style.description}</p> : null}
        </div>
        {content.embed ? (
          <Embed frame={content.embed} emit={events.embed ?? events.page} motion={motion} />
        ) : (
          <p>{m.embedMissing}</p>
        )}
      </>
    );
  } else {
    const style = content.style;
    const questions = prospectPageKit.visibleQuestions(context.questions, context.rules, context.answers);
    body = (
      <>
        <Welcome style={style} data={data} motion={motion} />
        {snapshot.matches({ page: { content: 'questions' } }) ? (
          <section aria-labelledby="page-questions">
            <h2 id="page-questions">{m.questionsHeading}</h2>
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                send({ type: 'answers.submit' });
              }}
              style={{ display: 'grid', gap: 16 }}
            >
              {questions.map((question, index) => (
                <Fieldset key={question.name}>
                  <legend>{question.name}</legend>
                  {question.choices.map((choice) => (
                    <label key={choice}>
                      <input
                        type={question.type === 'radiogroup' ? 'radio' : 'checkbox'}
                        name={`question-${index}`}
                        value={choice}
                        checked={(context.answers[question.name] ?? []).includes(choice)}
                        onChange={() => send({ type: 'answer.toggle', question: question.name, choice })}
                      />
                      {choice}
                    </label>
                  ))}
                </Fieldset>
              ))}
              {context.problem ? (
                <Notice role="alert" data-tone="error">
                  {context.problem}
                </Notice>
              ) : null}
              <Primary type="submit">{m.submitAnswers}</Primary>
            </form>
          </section>
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
