import { type CyoaStep, cyoaRuntimeMessages as messages } from '@showroom/contract';
import { WidgetTheme } from '@showroom/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type Emit, EmitContext } from '../events/index.ts';
import { playerLabels } from '../player/index.ts';
import { CyoaRuntime, type CyoaRuntimeProps } from './CyoaRuntime.tsx';
import {
  billing,
  brochureUrl,
  cyoaRecord,
  frameOf,
  journey,
  notAPdfUrl,
  reports,
  tour,
} from './stories/sample.ts';

type StoryProps = CyoaRuntimeProps & { emit: Emit };

/** The runtime as a frame draws it: in the CYOA's dark theme (spec 2 §9), its events to a recorder. */
function CyoaStory({ emit, ...props }: StoryProps) {
  return (
    <EmitContext.Provider value={emit}>
      <WidgetTheme kind="cyoa" style={{ padding: 8 }}>
        <CyoaRuntime {...props} />
      </WidgetTheme>
    </EmitContext.Provider>
  );
}

const meta = {
  title: 'widgets/CyoaRuntime',
  component: CyoaStory,
  parameters: { layout: 'padded' },
  args: { frame: frameOf(cyoaRecord()), emit: fn() as unknown as Emit },
} satisfies Meta<typeof CyoaStory>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Tab (only the keyboard) until the control named `name` has focus. */
async function tabTo(canvas: Canvas, role: string, name: string | RegExp) {
  const target = await canvas.findByRole(role, { name });
  for (let press = 0; press < 60 && document.activeElement !== target; press += 1) await userEvent.tab();
  await expect(target).toHaveFocus();
  return target;
}
const press = async (canvas: Canvas, name: string | RegExp) => {
  await tabTo(canvas, 'button', name);
  await userEvent.keyboard('{Enter}');
};
const heading = (canvas: Canvas, name: string) => canvas.findByRole('heading', { name });
/** A radio of a group none of which is chosen: Tab lands on the first, the arrows choose. */
async function chooseRadio(canvas: Canvas, name: string) {
  const radios = canvas.getAllByRole('radio');
  await tabTo(canvas, 'radio', (radios[0]!.getAttribute('value') ?? '') as string);
  if (radios[0]!.getAttribute('value') === name) await userEvent.keyboard(' ');
  else
    for (
      let press = 0;
      press < radios.length && !(document.activeElement as HTMLInputElement).checked;
      press += 1
    )
      await userEvent.keyboard('{ArrowDown}');
  await expect(canvas.getByRole('radio', { name })).toBeChecked();
}

const toQuestion = async (canvas: Canvas) => {
  await press(canvas, messages.start);
  await heading(canvas, 'Take the tour');
  await press(canvas, messages.next);
  await canvas.findByRole('group', { name: 'What brings you here?' });
};

/** The CYOA's name, how long the journey is, and Start. */
export const Intro: Story = {
  parameters: { machine: { id: 'cyoaRuntime', state: 'intro' } },
  play: async ({ canvas, args }) => {
    // A frame of its own: the CYOA's name is the document's heading.
    await expect(canvas.getByRole('heading', { name: 'Find your way around Acme', level: 1 })).toBeVisible();
    await expect(canvas.getByText(messages.intro(5))).toBeVisible();
    await expect(
      canvas.getByRole('region', { name: messages.region('Find your way around Acme') }),
    ).toBeVisible();
    await expect(args.emit).not.toHaveBeenCalled();
  },
};

/** On the share page, whose title is the h1, the cards' headings are a level down. */
export const IntroOnSharePage: Story = {
  name: 'Intro (on a share page)',
  args: { frame: { ...frameOf(cyoaRecord()), mode: 'share' } },
  parameters: { machine: { id: 'cyoaRuntime', state: 'intro' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Find your way around Acme', level: 2 })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** Start from the keyboard: the first card, a demo on the player, focus on its heading, its step reported. */
export const DemoStep: Story = {
  name: 'Demo step',
  parameters: { machine: { id: 'cyoaRuntime', state: { card: 'demo' } } },
  play: async ({ canvas, args }) => {
    await press(canvas, messages.start);
    await expect(await heading(canvas, 'Take the tour')).toHaveFocus();
    await expect(canvas.getByText(messages.progress(1, 5))).toBeVisible();
    await expect(canvas.getByRole('region', { name: playerLabels.player(tour.title) })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: messages.back })).toBeNull();
    await expect(args.emit).toHaveBeenCalledWith('step', {
      prevIndex: -1,
      currIndex: 0,
      episode: 'demo',
      title: 'Take the tour',
    });
  },
};

/** The video's end takes the journey on by itself, and the player's play, pause and watch are reported. */
export const DemoEnded: Story = {
  name: 'Question (after the demo ended)',
  parameters: { machine: { id: 'cyoaRuntime', state: { card: { question: 'answering' } } } },
  play: async ({ canvas, canvasElement, args }) => {
    await press(canvas, messages.start);
    await heading(canvas, 'Take the tour');
    const video = canvasElement.querySelector('video')!;
    video.dispatchEvent(new Event('ended'));
    await expect(await canvas.findByRole('group', { name: 'What brings you here?' })).toBeVisible();
    await expect(args.emit).toHaveBeenCalledWith('step', {
      prevIndex: 0,
      currIndex: 1,
      episode: 'question',
      title: 'What brings you here?',
    });
  },
};

/** A single-choice question: radios in a fieldset whose legend is the question. */
export const QuestionSingle: Story = {
  name: 'Question (one answer)',
  parameters: { machine: { id: 'cyoaRuntime', state: { card: { question: 'answering' } } } },
  play: async ({ canvas }) => {
    await toQuestion(canvas);
    await expect(canvas.getByText(messages.chooseOne)).toBeVisible();
    await chooseRadio(canvas, 'Support');
    await expect(canvas.getByRole('radio', { name: 'Sales' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: messages.back })).toBeVisible();
  },
};

/** Next with no answer: the question says what it needs, and keeps the prospect on it. */
export const QuestionMissing: Story = {
  name: 'Question (answer needed)',
  parameters: { machine: { id: 'cyoaRuntime', state: { card: { question: 'missing' } } } },
  play: async ({ canvas, args }) => {
    await toQuestion(canvas);
    await press(canvas, messages.next);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.answerNeeded);
    await expect(canvas.getByRole('group', { name: 'What brings you here?' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.emit).not.toHaveBeenCalledWith('answer', expect.anything());
  },
};

/** Back from the question: the demo again, reported as the step shown. */
export const BackToDemo: Story = {
  name: 'Demo step (Back from the question)',
  parameters: { machine: { id: 'cyoaRuntime', state: { card: 'demo' } } },
  play: async ({ canvas, args }) => {
    await toQuestion(canvas);
    await press(canvas, messages.back);
    await expect(await heading(canvas, 'Take the tour')).toHaveFocus();
    await expect(args.emit).toHaveBeenLastCalledWith('step', {
      prevIndex: 1,
      currIndex: 0,
      episode: 'demo',
      title: 'Take the tour',
    });
  },
};

/** The PDF's pages drawn (canvas and text layer) once the viewer has opened it: those in view. */
async function pagesDrawn(canvasElement: HTMLElement, pages: number[]) {
  await waitFor(
    () => {
      for (const page of pages)
        expect(canvasElement.querySelector(`[data-page="${page}"][data-drawn]`)).not.toBeNull();
    },
    { timeout: 10_000 },
  );
}

/** 'Sales' picks the rule whose card is the PDF: the 3-page brochure drawn in the card, to open or download. */
export const RulePdf: Story = {
  name: 'PDF step (chosen by a rule)',
  parameters: { machine: { id: 'cyoaRuntime', state: { card: 'pdf' } } },
  play: async ({ canvas, canvasElement, args }) => {
    await toQuestion(canvas);
    await chooseRadio(canvas, 'Sales');
    // Enter on a choice is Next (the question is a form).
    await userEvent.keyboard('{Enter}');
    await expect(await heading(canvas, 'Pricing brochure')).toHaveFocus();
    const viewer = await canvas.findByRole(
      'region',
      { name: messages.pdfFrame('Pricing brochure') },
      { timeout: 10_000 },
    );
    await expect(canvas.getByRole('group', { name: messages.pdfPages(1, 3) })).toBeVisible();
    await pagesDrawn(canvasElement, [1]);
    // The text layer: the page's words can be selected and read.
    await expect(await within(viewer).findByText(/page 1: what the product/)).toBeInTheDocument();
    await expect(canvas.getByText(messages.pdfPages(1, 3))).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(canvas.getByRole('link', { name: messages.downloadPdf })).toHaveAttribute(
      'href',
      brochureUrl,
    );
    await expect(canvas.getByText(messages.progress(2, 5))).toBeVisible();
    await expect(args.emit).toHaveBeenCalledWith('answer', {
      stepIndex: 1,
      question: 'What brings you here?',
      selectedChoices: ['Sales'],
      inputText: '',
    });
    await expect(args.emit).toHaveBeenCalledWith('step', {
      prevIndex: 1,
      currIndex: 2,
      episode: 'pdf',
      title: 'Pricing brochure',
    });
  },
};

/** 'Support' picks the other rule: a modal with an input and two buttons, the link opening a new tab. */
export const RuleModal: Story = {
  name: 'Modal step (chosen by a rule)',
  parameters: { machine: { id: 'cyoaRuntime', state: { card: 'modal' } } },
  play: async ({ canvas, args }) => {
    const open = window.open;
    const opened: unknown[][] = [];
    window.open = ((...params: unknown[]) => {
      opened.push(params);
      return null;
    }) as typeof window.open;
    try {
      await toQuestion(canvas);
      await chooseRadio(canvas, 'Support');
      await press(canvas, messages.next);
      await expect(await heading(canvas, 'Talk to our support team')).toHaveFocus();
      await tabTo(canvas, 'textbox', 'Number of agents');
      await userEvent.keyboard('12');
      await press(canvas, /^Visit the help center/);
      await expect(opened).toEqual([['https://help.acme.example/', '_blank', 'noopener,noreferrer']]);
      await expect(args.emit).toHaveBeenCalledWith('cta', {
        ctaLabel: 'Visit the help center',
        url: 'https://help.acme.example/',
      });
      // The modal's own buttons go on: no Next of the runtime's beside them.
      await expect(canvas.queryByRole('button', { name: messages.next })).toBeNull();
    } finally {
      window.open = open;
    }
  },
};

/** Several answers: checkboxes, Space ticks each. The modal's input was reported when its button went on. */
export const QuestionMultiple: Story = {
  name: 'Question (all that apply)',
  parameters: { machine: { id: 'cyoaRuntime', state: { card: { question: 'answering' } } } },
  play: async ({ canvas, args }) => {
    await toQuestion(canvas);
    await chooseRadio(canvas, 'Support');
    await press(canvas, messages.next);
    await tabTo(canvas, 'textbox', 'Number of agents');
    await userEvent.keyboard('12');
    await press(canvas, 'Continue');
    await canvas.findByRole('group', { name: 'Which tools do you use today?' });
    await expect(canvas.getByText(messages.chooseAny)).toBeVisible();
    await tabTo(canvas, 'checkbox', 'CRM');
    await userEvent.keyboard(' ');
    await tabTo(canvas, 'checkbox', 'Chat');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'CRM' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'E-mail' })).not.toBeChecked();
    await expect(args.emit).toHaveBeenCalledWith('modalInput', {
      stepIndex: 3,
      title: 'Talk to our support team',
      inputText: '12',
    });
    await expect(args.emit).toHaveBeenCalledWith('cta', { ctaLabel: 'Continue', url: '' });
  },
};

const lastModal = journey.find(
  (step): step is Extract<CyoaStep, { type: 'modal' }> =>
    step.type === 'modal' && step.firstCTA.action === 'wrapUp',
)!;

/** A journey of one PDF step (the 3-page brochure, or an address that is no PDF) and a modal after it. */
const onePdf = (link: string) =>
  frameOf(
    cyoaRecord({
      episodes: [
        { index: 0, type: 'pdf', pdf: { link, title: 'Pricing brochure' } },
        // The sample journey's last card, its second button hidden.
        { ...lastModal, index: 1, secondCTA: { show: false, label: '', action: 'next', link: '' } },
      ],
    }),
  );

/** The browser's page hidden and shown again (another tab): the machine reports what was seen as it hides. */
function hideAndShowPage() {
  const visibility = Object.getOwnPropertyDescriptor(Document.prototype, 'visibilityState')!;
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
  delete (document as { visibilityState?: unknown }).visibilityState;
  Object.defineProperty(Document.prototype, 'visibilityState', visibility);
  document.dispatchEvent(new Event('visibilitychange'));
}

/**
 * Next page from the keyboard: page 2 in view, 'Page 2 of 3'. The time is counted per page: when
 * the browser's page hides, pages 1 and 2 are reported (each once), page 3, never on screen, not.
 */
export const PdfPageTwo: Story = {
  name: 'PDF step (page 2)',
  args: { frame: onePdf(brochureUrl) },
  parameters: { machine: { id: 'cyoaRuntime', state: { card: 'pdf' } } },
  play: async ({ canvas, canvasElement, args }) => {
    await press(canvas, messages.start);
    await heading(canvas, 'Pricing brochure');
    await canvas.findByRole('region', { name: messages.pdfFrame('Pricing brochure') }, { timeout: 10_000 });
    await pagesDrawn(canvasElement, [1]);
    await expect(canvas.getByRole('button', { name: messages.previousPage })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await press(canvas, messages.nextPage);
    await expect(await canvas.findByText(messages.pdfPages(2, 3))).toBeVisible();
    await expect(canvas.getByRole('button', { name: messages.nextPage })).toHaveFocus();
    await pagesDrawn(canvasElement, [2]);
    const emit = args.emit as unknown as ReturnType<typeof fn>;
    const pdfPages = () => emit.mock.calls.filter(([type]) => type === 'pdfPage').map(([, data]) => data);
    await expect(pdfPages()).toEqual([]);
    hideAndShowPage();
    await expect(pdfPages()).toEqual([
      { stepIndex: 0, title: 'Pricing brochure', page: 1, seconds: expect.any(Number) },
      { stepIndex: 0, title: 'Pricing brochure', page: 2, seconds: expect.any(Number) },
    ]);
    await expect(pdfPages()[0].seconds).toBeGreaterThan(0);
  },
};

/**
 * An address that is no PDF (or one whose server answers no CORS): the browser's own viewer
 * stands in, with the links to open or download it; page 1 stands for the document.
 */
export const PdfUnreadable: Story = {
  name: 'PDF step (cannot be read: the browser viewer)',
  args: { frame: onePdf(notAPdfUrl) },
  parameters: { machine: { id: 'cyoaRuntime', state: { card: 'pdf' } } },
  play: async ({ canvas, canvasElement, args }) => {
    await press(canvas, messages.start);
    await heading(canvas, 'Pricing brochure');
    await waitFor(() => expect(canvasElement.querySelector('iframe')).not.toBeNull(), { timeout: 10_000 });
    const frame = canvasElement.querySelector('iframe')!;
    await expect(frame).toHaveAttribute('src', notAPdfUrl);
    await expect(frame).toHaveAttribute('title', messages.pdfFrame('Pricing brochure'));
    await expect(canvas.queryByRole('button', { name: messages.nextPage })).toBeNull();
    await expect(canvas.getByRole('link', { name: messages.downloadPdf })).toHaveAttribute(
      'href',
      notAPdfUrl,
    );
    hideAndShowPage();
    const emit = args.emit as unknown as ReturnType<typeof fn>;
    await expect(emit.mock.calls.filter(([type]) => type === 'pdfPage').map(([, data]) => data)).toEqual([
      { stepIndex: 0, title: 'Pricing brochure', page: 1, seconds: expect.any(Number) },
    ]);
  },
};

const toTextQuestion = async (canvas: Canvas) => {
  await toQuestion(canvas);
  await chooseRadio(canvas, 'Sales');
  await userEvent.keyboard('{Enter}');
  await heading(canvas, 'Pricing brochure');
  await press(canvas, messages.next);
  await canvas.findByRole('group', { name: 'Which tools do you use today?' });
  await tabTo(canvas, 'checkbox', 'E-mail');
  await userEvent.keyboard(' ');
  await press(canvas, messages.next);
  await heading(canvas, 'Anything else we should know?');
};

/** A text answer: a labelled text box. */
export const QuestionText: Story = {
  name: 'Question (in words)',
  parameters: { machine: { id: 'cyoaRuntime', state: { card: { question: 'answering' } } } },
  play: async ({ canvas }) => {
    await toTextQuestion(canvas);
    await tabTo(canvas, 'textbox', messages.yourAnswer);
    await userEvent.keyboard('We start next quarter');
    await expect(canvas.getByRole('textbox', { name: messages.yourAnswer })).toHaveValue(
      'We start next quarter',
    );
    await expect(canvas.getByText(messages.progress(4, 5))).toBeVisible();
  },
};

/** The whole journey with the keyboard only, to the wrap-up: its recommendations, every event on the way. */
export const WrapUp: Story = {
  name: 'Wrap-up (keyboard-only journey)',
  parameters: { machine: { id: 'cyoaRuntime', state: { wrapUp: 'idle' } } },
  play: async ({ canvas, args }) => {
    await toTextQuestion(canvas);
    await tabTo(canvas, 'textbox', messages.yourAnswer);
    await userEvent.keyboard('We start next quarter');
    await press(canvas, messages.next);
    await heading(canvas, 'Want a personal demo?');
    await press(canvas, 'Finish');
    await expect(await heading(canvas, messages.wrapUpHeading)).toHaveFocus();
    const list = canvas.getByRole('region', { name: messages.recommendations });
    await expect(list).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Watch / }).map((b) => b.textContent)).toEqual([
      messages.watch(reports.title),
      messages.watch(billing.title),
      messages.watch(tour.title),
    ]);
    const emit = args.emit as unknown as ReturnType<typeof fn>;
    const steps = emit.mock.calls.filter(([type]) => type === 'step').map(([, data]) => data.currIndex);
    await expect(steps).toEqual([0, 1, 2, 4, 5, 6, -1]);
    await expect(emit).toHaveBeenCalledWith('answer', {
      stepIndex: 5,
      question: 'Anything else we should know?',
      selectedChoices: [],
      inputText: 'We start next quarter',
    });
    await expect(emit).toHaveBeenCalledWith('pdfPage', expect.objectContaining({ stepIndex: 2, page: 1 }));
    await expect(emit).toHaveBeenCalledWith('step', {
      prevIndex: 6,
      currIndex: -1,
      episode: 'wrapup',
      title: messages.wrapUpTitle,
    });
    await expect(emit).toHaveBeenLastCalledWith('complete', {});
  },
};

const toWrapUp = async (canvas: Canvas) => {
  await press(canvas, messages.start);
  await press(canvas, messages.next);
  await heading(canvas, messages.wrapUpHeading);
};
const oneDemo = (settings: { wrapUpScreen: boolean }) =>
  frameOf(
    cyoaRecord({
      episodes: [{ index: 0, type: 'demo', value: tour.id, label: 'Take the tour' }],
      settings: { ...cyoaRecord().settings, ...settings },
    }),
  );

/** A recommendation plays on the wrap-up, with the way back to the list. */
export const Watching: Story = {
  name: 'Wrap-up (a recommendation playing)',
  args: { frame: oneDemo({ wrapUpScreen: true }) },
  parameters: { machine: { id: 'cyoaRuntime', state: { wrapUp: 'watching' } } },
  play: async ({ canvas }) => {
    await toWrapUp(canvas);
    await press(canvas, messages.watch(billing.title));
    await expect(await heading(canvas, billing.title)).toHaveFocus();
    await expect(canvas.getByRole('region', { name: playerLabels.player(billing.title) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: messages.backToWrapUp })).toBeVisible();
  },
};

/** Back from a recommendation, then Start again: the first card, a new journey. */
export const StartAgain: Story = {
  name: 'Demo step (started again)',
  args: { frame: oneDemo({ wrapUpScreen: true }) },
  parameters: { machine: { id: 'cyoaRuntime', state: { card: 'demo' } } },
  play: async ({ canvas, args }) => {
    await toWrapUp(canvas);
    await press(canvas, messages.watch(reports.title));
    await press(canvas, messages.backToWrapUp);
    await expect(await heading(canvas, messages.wrapUpHeading)).toHaveFocus();
    await press(canvas, messages.restart);
    await expect(await heading(canvas, 'Take the tour')).toHaveFocus();
    await expect(args.emit).toHaveBeenLastCalledWith('step', {
      prevIndex: -1,
      currIndex: 0,
      episode: 'demo',
      title: 'Take the tour',
    });
  },
};

/** Without the wrap-up screen (spec 2 §3 wrapUpScreen off) the journey ends plainly: no recommendations. */
export const PlainEnd: Story = {
  name: 'Wrap-up (screen off: a plain end)',
  args: { frame: oneDemo({ wrapUpScreen: false }) },
  parameters: { machine: { id: 'cyoaRuntime', state: { wrapUp: 'idle' } } },
  play: async ({ canvas, args }) => {
    await toWrapUp(canvas);
    await expect(canvas.queryByRole('region', { name: messages.recommendations })).toBeNull();
    await expect(canvas.getByRole('button', { name: messages.restart })).toBeVisible();
    await expect(args.emit).toHaveBeenLastCalledWith('complete', {});
  },
};

/** A step whose demo is gone (or not ready): it says so, and Next goes on. */
export const DemoUnavailable: Story = {
  name: 'Demo step (demo not available)',
  args: { frame: frameOf(cyoaRecord(), [reports, billing]) },
  parameters: { machine: { id: 'cyoaRuntime', state: { card: 'demo' } } },
  play: async ({ canvas }) => {
    await press(canvas, messages.start);
    await expect(await canvas.findByText(messages.demoUnavailable)).toBeVisible();
    await expect(canvas.getByRole('button', { name: messages.next })).toBeVisible();
  },
};

/** Reduced motion: the card does not fade in, the player's hotspot does not pulse. */
export const ReducedMotion: Story = {
  name: 'Demo step (reduced motion)',
  args: { motion: 'reduced' },
  parameters: { machine: { id: 'cyoaRuntime', state: { card: 'demo' } } },
  play: async ({ canvas, canvasElement }) => {
    await press(canvas, messages.start);
    await heading(canvas, 'Take the tour');
    const card = canvasElement.querySelector('[data-kind="demo"]')!;
    await waitFor(() => expect(getComputedStyle(card).animationName).toBe('none'));
    await expect(canvasElement.querySelector('section[data-motion]')).toHaveAttribute(
      'data-motion',
      'reduced',
    );
  },
};
