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
 * logic runs (machines' `createRulesEditor`, which takes them as a kit: machines import no
 * contract code). The console and the machine's tests hand the editor this one kit.
 */
export const pageRulesKit = {
  maxChoices: pageConstants.maxChoices,
  maxQuestions: pageConstants.maxQuestions,
  maxRules: pageConstants.maxRules,
  maxConditions: pageConstants.maxConditions,
  descriptionMaxLength: pageConstants.descriptionMaxLength,
  textMaxLength: pageConstants.textMaxLength,
  urlMaxLength: pageConstants.urlMaxLength,
  conditionOperations,
  isModalOperation,
  choiceProblem,
  savedQuestions,
  newCondition,
  newConditionGroup,
  newRule,
  resultIncomplete,
  ruleIncomplete,
  mappingSaveProblem,
  messages: {
    createQuestionsAndMapping: pageMessages.createQuestionsAndMapping,
    mappingIncomplete: pageMessages.mappingIncomplete,
  },
};
