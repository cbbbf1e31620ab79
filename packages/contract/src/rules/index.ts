/**
 * `@showroom/contract/rules`: the contract's pure rules and constants, with no schema behind them,
 * so the machines and the ui import them as values (tests/import-direction.test.ts checks that
 * nothing here reaches Zod). The main entry exports the same functions: each is written once.
 */
export { pageConstants } from '../pages/constants.ts';
export { annotationRules } from './demos.ts';
export { prospectFontNames } from './fonts.ts';
export {
  defaultRestrictedRedirect,
  mappingSaveProblem,
  pagePreviewProblem,
  pageSaveProblem,
  pageTextLimits,
  publishProblem,
  savedQuestions,
} from './pages.ts';
