import {
  cyoaSaveProblem,
  embedConstants,
  hasExtension,
  iconExtensions,
  newCyoaContent,
  thumbnailExtensions,
} from '@showroom/contract';
import type { CyoaRules } from '@showroom/machines';

/** spec 2 §5 and §9: the contract's CYOA rules and limits, handed to the editor's machine. */
export const cyoaRules: CyoaRules = {
  newContent: newCyoaContent,
  saveProblem: cyoaSaveProblem,
  hasExtension,
  thumbnailExtensions,
  iconExtensions,
  maxRecommendations: embedConstants.maxRecommendations,
  maxSteps: embedConstants.maxSteps,
  restoreDelayMs: embedConstants.restoreDelayMs,
};

/** Where 'See examples of CYOA journeys' leads (ours: the spec names the link, not its address). */
export const cyoaExamplesUrl = 'https://showroom.example/examples/choose-your-adventure';
