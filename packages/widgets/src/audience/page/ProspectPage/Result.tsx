import { type Action, type ModalResult, prospectPageMessages as m, type Recording } from '@showroom/contract';
import * as React from 'react';
import { useEmit } from '../../../events/index.ts';
import { safeHref } from '../client.ts';
import { Demo } from './media.tsx';
import { Card, external, Field, Grid, Primary, Secondary } from './styles.ts';

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
export function Result({
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
