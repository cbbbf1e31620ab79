import { pageConstants } from './constants.ts';
import { choiceProblem, savedQuestions } from './form.ts';
import { pageMessages } from './messages.ts';
import {
  conditionOperations,
  isModalOperation,
  mappingSaveProblem,
  newCondition,
  newConditionGroup,
  newRule,
  resultIncomplete,
  ruleIncomplete,
} from './rules.ts';

/**
 * spec 3 §2.10, §5, §9: the question and mapping rules the Questions and Mapping tabs' editing
 * logic runs (machines' `createRulesEditor`, which takes them as a kit typed as this object,
 * `RulesEditorKit`). The console and the machine's tests hand the editor this one kit.
 */
export const pageRulesKit = {
  /** §2.10 choices A to Z: 26. */
  maxChoices: pageConstants.maxChoices,
  maxQuestions: pageConstants.maxQuestions,
  maxRules: pageConstants.maxRules,
  maxConditions: pageConstants.maxConditions,
  /** §2.10 modal card description: 400. */
  descriptionMaxLength: pageConstants.descriptionMaxLength,
  /** Question names, choices, words. */
  textMaxLength: pageConstants.textMaxLength,
  urlMaxLength: pageConstants.urlMaxLength,
  conditionOperations,
  isModalOperation,
  /** 'Please enter a choice' / 'This choice already exists' for choice `index`, or undefined. */
  choiceProblem,
  /** §5: only questions with a name and at least one choice are saved. */
  savedQuestions,
  newCondition,
  newConditionGroup,
  newRule,
  resultIncomplete,
  ruleIncomplete,
  /** §5 'Mapping not saved due to incomplete fields', or undefined. */
  mappingSaveProblem,
  messages: {
    createQuestionsAndMapping: pageMessages.createQuestionsAndMapping,
    mappingIncomplete: pageMessages.mappingIncomplete,
  },
};
