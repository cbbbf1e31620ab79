import {
  cyoaSaveProblem,
  embedConstants,
  hasExtension,
  iconExtensions,
  newCyoaContent,
  thumbnailExtensions,
} from '@showroom/contract';
import type { CyoaRules } from '@showroom/machines';
import { examplesSection, examplesUrl } from '../list/hosts.ts';

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

/**
 * Where 'See examples of CYOA journeys' leads (issue 29, B.7; the spec names the link, not its
 * address): the examples page's CYOA section (list/hosts.ts: the sample host page, or
 * VITE_EXAMPLES_URL).
 */
export const cyoaExamplesUrl = examplesSection(examplesUrl, 'cyoa');
