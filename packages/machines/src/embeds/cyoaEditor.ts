/**
 * The CYOA editor's types and pure rules: what it loads and saves, its context and events, and the
 * checks a save or a publish must pass. The machine (`cyoaEditorMachine.ts`) runs them.
 */
import type {
  CallResult,
  CyoaContent,
  CyoaSettings,
  CyoaStep,
  CyoaStepType,
  createCyoa,
  EmbedSettings,
  GatingOptionName,
  GatingValues,
  getCyoa,
  PromptKind,
  publishCyoa,
  Recording,
  RestrictedRedirect,
  StepResult,
  TeaserStyle,
  updateCyoa,
  VerificationContent,
} from '@showroom/contract';
import type { FetchDemosReply, FetchEmbedSettingsReply } from './embedReplies.ts';
import { cyoaGatingNames } from './gating.ts';

/** GET /web/cyoa/id/{id} (payload: an array of one). */
export type FetchCyoaReply = CallResult<typeof getCyoa>;
/** POST /web/cyoa or PUT /web/cyoa/{id}: both answer the saved record. */
export type SaveCyoaReply = CallResult<typeof createCyoa> | CallResult<typeof updateCyoa>;
export type PublishCyoaReply = CallResult<typeof publishCyoa>;

/** What the page's `load` fetches at once: the CYOA (null for a new one), the demos, the flags. */
export interface CyoaLoadReply {
  cyoa: FetchCyoaReply | null;
  demos: FetchDemosReply;
  settings: FetchEmbedSettingsReply;
}

/** What `save` sends: a create when `id` is null, else an update. Files only when in use (spec 2 §4). */
export interface SaveCyoaRequest {
  id: string | null;
  content: CyoaContent;
  thumbnail: File | null;
  icon: File | null;
}

export interface CyoaEditorInput {
  /** The route's id, or null for /feature/embeds/cyoa (a new CYOA). */
  id: string | null;
  companyId: string;
  /** The signed-in rep: the author of a new CYOA. */
  repName: string;
  /** The signed-in rep's id (sellerId): a new CYOA's author avatar colour (issue 29 B.10). */
  repId?: string;
  /** The rep's saveBeforePublishPrompt_Cyoa. */
  promptOn: boolean;
}

/** The saved record's parts the editor shows beside the content. */
export interface CyoaSaved {
  authorName: string;
  authorId: string;
  dateCreated: string;
  customThumbnail: string;
  customBlinker: string;
  mapping: { category: string; productId: string; featureId: string };
}

export interface CyoaEditorContext {
  id: string | null;
  companyId: string;
  repName: string;
  repId?: string;
  promptOn: boolean;
  content: CyoaContent;
  /** One stable key per step, in step order: dnd-kit and React follow a step by it through moves. */
  keys: string[];
  nextKey: number;
  live: boolean;
  saved: CyoaSaved | null;
  demos: Recording[];
  settings: EmbedSettings | null;
  /** Files picked and not yet uploaded. */
  thumbnail: File | null;
  icon: File | null;
  /** The step whose editor is open. */
  selected: number | null;
  /** The selection to restore once a move or the load has settled (spec 2 §9). */
  pendingSelection: number | null;
  /** Whether the submit the prompts asked for goes on to publish. */
  publishing: boolean;
  /** The content as last loaded or saved: what differs is unsaved (issue 29 D.9). */
  savedContent: CyoaContent | null;
}

/** Content or files differ from what was loaded or saved: leaving asks first (issue 29 D.9). */
export const cyoaIsDirty = (
  context: Pick<CyoaEditorContext, 'content' | 'savedContent' | 'thumbnail' | 'icon'>,
) =>
  context.thumbnail !== null ||
  context.icon !== null ||
  (context.savedContent !== null && JSON.stringify(context.content) !== JSON.stringify(context.savedContent));

export type CyoaEditorEvent =
  | { type: 'retry' }
  | { type: 'title.change'; value: string }
  | { type: 'step.add'; kind: CyoaStepType }
  | { type: 'step.change'; index: number; step: CyoaStep }
  | { type: 'step.remove'; index: number }
  | { type: 'step.move'; from: number; to: number }
  | { type: 'step.select'; index: number | null }
  | { type: 'wrapUp.toggle'; on: boolean }
  | { type: 'recommendations.show'; on: boolean }
  | { type: 'recommendation.change'; slot: number; demo: string }
  | { type: 'recommendation.add' }
  | { type: 'recommendation.remove'; slot: number }
  | { type: 'verification.change'; value: VerificationContent }
  | { type: 'restrict.change'; value: RestrictedRedirect }
  | { type: 'setting.change'; patch: Partial<Omit<CyoaSettings, GatingSetting>> }
  | { type: 'teaser.change'; style: TeaserStyle }
  | { type: 'gating.toggle'; option: GatingOptionName; on: boolean }
  | { type: 'thumbnail.select'; file: File }
  | { type: 'thumbnail.clear' }
  | { type: 'icon.select'; file: File }
  | { type: 'save' }
  | { type: 'publish' }
  | { type: 'preview' }
  | { type: 'prompts.submit'; publish: boolean }
  | { type: 'prompts.optOut'; kind: PromptKind };

export type GatingSetting = (typeof cyoaGatingNames)[GatingOptionName];

/** A new step of a kind, blank: completeness is checked on save ('Incomplete fields'). */
export function newStepResult(kind: Exclude<CyoaStepType, 'rule'>): StepResult {
  const cta = (label: string) => ({ show: false, label, action: 'next' as const, link: '' });
  switch (kind) {
    case 'demo':
      return { type: 'demo', value: '', label: '' };
    case 'question':
      return { type: 'question', question: '', choices: [''], questionType: '' };
    case 'modal':
      return {
        type: 'modal',
        title: '',
        description: '',
        showInputBox: false,
        inputPlaceholder: '',
        firstCTA: cta(''),
        secondCTA: cta(''),
      };
    case 'pdf':
      return { type: 'pdf', pdf: { link: '', title: '' } };
  }
}

export function newStep(kind: CyoaStepType, index: number): CyoaStep {
  if (kind === 'rule') return { type: 'rule', index, condition: null, result: { ...newStepResult('demo') } };
  return { ...newStepResult(kind), index } as CyoaStep;
}

/**
 * The teaser a CYOA shows (spec 2 §4: Thumbnail, Animation, Hotspot and CTA are exclusive), read
 * from its settings: CTA over hotspot over animation.
 */
export const cyoaTeaser = (setting: CyoaSettings): TeaserStyle =>
  setting.isCta ? 'cta' : setting.isHotspot ? 'hotspot' : setting.showPreview ? 'animation' : 'thumbnail';

/** Animation is offered only when the first demo step's demo is of type 'default' (spec 2 §2). */
export const animationAllowed = (content: CyoaContent, demos: readonly Recording[]) => {
  const first = content.data.find((step) => step.type === 'demo');
  if (first?.type !== 'demo') return false;
  return demos.find((demo) => demo.id === first.value)?.type === 'default';
};

/** The gating options as Hero and Solo name them, read from a CYOA's camelCase settings. */
export const cyoaGatingValues = (setting: CyoaSettings): GatingValues => {
  const values = {} as GatingValues;
  for (const [option, name] of Object.entries(cyoaGatingNames) as [GatingOptionName, GatingSetting][])
    values[option] = setting[name] ? 1 : 0;
  return values;
};
