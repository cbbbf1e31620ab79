/**
 * `@showroom/contract/rules`: the contract's pure rules and constants, with no schema behind them,
 * so the machines and the ui import them as values (tests/import-direction.test.ts checks that
 * nothing here reaches Zod). The main entry exports the same functions: each is written once.
 */

export {
  embedConstants,
  hasExtension,
  heroTeaserStyles,
  iconExtensions,
  teaserStyles,
  thumbnailExtensions,
} from '../embeds/constants.ts';
export { pageConstants } from '../pages/constants.ts';
export { annotationRules, demoConstants } from './demos.ts';
export {
  cyoaSaveProblem,
  defaultBlinkerSize,
  newCyoaContent,
  shareAddress,
  soloTeaserFlags,
} from './embeds.ts';
export { prospectFontNames } from './fonts.ts';
export {
  bulkIdentifier,
  bulkPollMs,
  bulkProblem,
  bulkRequestProblem,
  outboundLinkProblem,
  outboundMappingData,
  styleTokens,
} from './links.ts';
export { evaluateRules } from './mapping.ts';
export {
  defaultRestrictedRedirect,
  mappingSaveProblem,
  pagePreviewProblem,
  pageSaveProblem,
  pageTextLimits,
  pageThumbnailRules,
  publishProblem,
  savedQuestions,
} from './pages.ts';
export { contactProblems, prospectPageMessages, visibleQuestions } from './prospect.ts';
