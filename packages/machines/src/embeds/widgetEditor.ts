/**
 * The Hero, Solo and Sneakpeek editors' types and pure rules: what they load and save, their context
 * and events, the preview dump and the checks a save passes. The machine (`widgetEditorMachine.ts`) runs them.
 */
import type {
  BlinkerStyle,
  CallResult,
  createHero,
  createSolo,
  EmbedSettings,
  Flag,
  GatingOptionName,
  GatingValues,
  getHero,
  getSolo,
  HeroForm,
  LaunchButton,
  MappingTriple,
  PromptKind,
  Recording,
  RestrictedRedirect,
  SoloForm,
  TeaserStyle,
  updateHero,
  updateSolo,
  VerificationContent,
} from '@showroom/contract';
import { heroTeaserStyles, teaserStyles } from '@showroom/contract/rules';
import type { FieldErrors, FormSchema } from '../forms/validate.ts';
import type { FetchDemosReply, FetchEmbedSettingsReply } from './embedReplies.ts';

/** The kinds this editor edits: Hero and Solo share their flow (spec 2 §2 "same header, tabs and loading pattern"). */
export type WidgetKind = 'hero' | 'solo';

/** The fields Hero and Solo have in common (spec 2 §3). */
export type CommonWidgetValues = GatingValues & {
  name: string;
  recording_id: string;
  show_preview: Flag;
  show_custom_thumbnail: Flag;
  show_controls: Flag;
  is_muted: Flag;
  blinker_style: BlinkerStyle;
  launch_button: LaunchButton;
  verification_content: VerificationContent;
  restricted_redirect: RestrictedRedirect;
};

/**
 * The editor's form: the common fields, plus Hero's (headline, body, link) or Solo's (sneak, CTA,
 * hotspot, launch size). Which ones a widget has is its blank form's keys (the contract's
 * `newHeroForm()` / `newSoloForm()`, given by the page), so a Hero never carries Solo's fields.
 */
export type WidgetValues = CommonWidgetValues &
  Partial<Omit<HeroForm, keyof CommonWidgetValues>> &
  Partial<Omit<SoloForm, keyof CommonWidgetValues>>;
export type WidgetField = keyof WidgetValues;

/** GET /web/hero/id/{id} or /web/solo/id/{id} (`payload[0]` is the widget). */
export type FetchWidgetReply = CallResult<typeof getHero> | CallResult<typeof getSolo>;

/** What the page's `load` brings: the widget (null for a new one), the company's demos and its plan flags. */
export interface WidgetEditorLoaded {
  widget: FetchWidgetReply | null;
  demos: FetchDemosReply;
  settings: FetchEmbedSettingsReply;
}

/** POST /web/hero or /web/solo: the payload is the new id. */
export type CreateWidgetReply = CallResult<typeof createHero> | CallResult<typeof createSolo>;
/** PUT /web/hero/{id} or /web/solo/{id}: the payload is the widget as stored. */
export type UpdateWidgetReply = CallResult<typeof updateHero> | CallResult<typeof updateSolo>;

/**
 * What a create or an update sends: the form, the live flag (1 when publishing, else as it is),
 * and the files: a thumbnail only while the custom thumbnail is on, an icon only while the launch
 * style is CUSTOM (spec 2 §4).
 */
export interface WidgetSubmitRequest {
  kind: WidgetKind;
  id: string | null;
  values: WidgetValues;
  live: Flag;
  thumbnail: File | null;
  icon: File | null;
}

/** The stored widget's facts the header and the teaser preview show. */
export interface WidgetMeta {
  salesrepName: string;
  /** The creator's id (salesrep_id): their avatar's colour, the same on every screen (issue 29 B.10). */
  salesrepId: string;
  dateCreated: string | null;
  /** Media-origin addresses of the uploaded thumbnail and icon, or ''. */
  customThumbnail: string;
  customBlinker: string;
  /** Issue 29 B.5: the widget's marketplace mapping (spec 2 §2 panel), or null. */
  mapping: MappingTriple | null;
}

export type WidgetTab = 'content' | 'settings';

/** The teasers each kind offers (spec 2 §4): Hero the thumbnail and animation, Solo all four. */
export const widgetTeasers: Record<WidgetKind, readonly TeaserStyle[]> = {
  hero: heroTeaserStyles,
  solo: teaserStyles,
};

export interface WidgetEditorInput {
  kind: WidgetKind;
  /** The widget's id, or null for a new one. */
  id: string | null;
  /**
   * The contract's `heroForm` / `soloForm` (its input also takes the form's '0'/'1' flags): the
   * one rule that is a schema, so the page gives it. The others come from `@showroom/contract/rules`.
   */
  schema: FormSchema<unknown>;
  /** A new widget's values (`newHeroForm()` / `newSoloForm()`): which fields the kind has. */
  blank: WidgetValues;
  /** The rep's save-before-publish prompt for this kind is on (absent or true). */
  promptOn: boolean;
  /** The rep's name: the header's creator of a new widget. */
  repName: string;
  /** The rep's id (sellerId): the colour of a new widget's creator avatar. */
  repId?: string;
  /** Today, as a wire date: the header's date of a new widget (the page gives the clock's). */
  today?: string;
}

export interface WidgetEditorContext extends WidgetEditorInput {
  values: WidgetValues;
  touched: Partial<Record<WidgetField, boolean>>;
  errors: FieldErrors<WidgetField>;
  demos: Recording[];
  settings: EmbedSettings | null;
  live: Flag;
  meta: WidgetMeta;
  tab: WidgetTab;
  thumbnailFile: File | null;
  /**
   * Issue 29 B.10: the chosen thumbnail could not be read as a picture ('Error uploading
   * thumbnail'): it is dropped, and Save waits until another is chosen or the custom one is off.
   */
  thumbnailUnreadable?: boolean;
  iconFile: File | null;
  /** The submit in flight publishes (live 1). */
  publishing: boolean;
  /** The values as last loaded or saved: what the form has unsaved is what differs (issue 29 D.9). */
  savedValues: WidgetValues;
}

export type WidgetEditorEvent =
  | { type: 'retry' }
  | { type: 'tab.select'; tab: WidgetTab }
  | { type: 'field.change'; field: WidgetField; value: WidgetValues[WidgetField] }
  | { type: 'field.blur'; field: WidgetField }
  | { type: 'demo.choose'; id: string }
  | { type: 'teaser.choose'; teaser: TeaserStyle }
  | { type: 'gating.toggle'; option: GatingOptionName; on: boolean }
  | { type: 'thumbnail.custom'; on: boolean }
  | { type: 'thumbnail.select'; file: File }
  | { type: 'thumbnail.clear' }
  /** The browser could not read the chosen thumbnail as a picture (spec 2 §8 'Error uploading thumbnail'). */
  | { type: 'thumbnail.unreadable' }
  | { type: 'icon.select'; file: File }
  | { type: 'save' }
  | { type: 'publish' }
  | { type: 'preview' }
  | { type: 'prompts.submit'; publish: boolean }
  | { type: 'prompts.optOut'; kind: PromptKind };

/** The form differs from what was loaded or saved: leaving it asks first (issue 29 D.9). */
export const widgetIsDirty = (context: Pick<WidgetEditorContext, 'values' | 'savedValues'>) =>
  JSON.stringify(context.values) !== JSON.stringify(context.savedValues);

/** Save is offered while the form's rules hold (spec 2 §4 "disabled while the form is invalid"). */
export const canSaveWidget = (context: Pick<WidgetEditorContext, 'errors' | 'thumbnailUnreadable'>) =>
  !Object.values(context.errors).some(Boolean) && !context.thumbnailUnreadable;

/** Publish is offered while the form is valid and the widget is not live yet (spec 2 §4). */
export const canPublishWidget = (
  context: Pick<WidgetEditorContext, 'errors' | 'live' | 'thumbnailUnreadable'>,
) => canSaveWidget(context) && context.live === 0;

export const chosenDemoOf = (context: Pick<WidgetEditorContext, 'demos' | 'values'>) =>
  context.demos.find((demo) => demo.id === context.values.recording_id);

/** The Animation teaser plays the demo's GIF, which only a recorded ('default') demo has (spec 2 §2). */
export const animationOffered = (context: Pick<WidgetEditorContext, 'demos' | 'values'>) =>
  chosenDemoOf(context)?.type === 'default';

export type LoadDone = { event: { output: WidgetEditorLoaded } };
export type SubmitDone = { event: { output: CreateWidgetReply | UpdateWidgetReply } };
