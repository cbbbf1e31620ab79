import type { Question } from '../pages/form.ts';
import type { Rule } from '../pages/rules.ts';
import type { ContactField } from '../pages/style.ts';
import { isEmailAddress } from './links.ts';
import { type Answers, evaluateRules } from './mapping.ts';

/**
 * The prospect page's pure logic (issue 13), free of the schemas (types only from the rest of the
 * contract), so its machine runs it as values: its words, which questions are asked, the contact
 * fields' problems. prospect/page.ts re-exports them.
 */

/** Every string of the prospect page that is ours (the spec draws no prospect page). */
export const prospectPageMessages = {
  notAvailableTitle: 'This link is not available',
  notAvailableBody:
    'The link may have been removed, or the page is not published. Ask the person who sent it for a new one.',
  questionsHeading: 'Your answers',
  submitAnswers: 'Show my demos',
  answerRequired: 'Choose at least one answer to each question',
  resultsHeading: 'Picked for you',
  noMatch: 'Nothing matched your answers yet. Try other answers.',
  changeAnswers: 'Change my answers',
  contactSubmit: 'Send',
  contactSending: 'Sending...',
  contactSent: 'Thank you. Your details were sent.',
  contactFailed: 'Your details could not be sent. Try again.',
  fieldRequired: (name: string) => `${name} is required`,
  invalidEmail: 'Enter a valid email address',
  collectionHeading: 'Demos and videos',
  playVideo: (title: string) => `Play ${title}`,
  openPdf: 'Open the PDF',
  close: 'Close',
  embedMissing: 'This content is not available.',
  loading: 'Loading...',
} as const;

/**
 * Q&A questions the prospect is asked now: those no rule asks for ('Ask Question' results), and
 * those a rule asks for whose items hold for the answers so far (spec 3 §2.10 Then-options), in
 * the form's order.
 */
export function visibleQuestions(
  questions: readonly Question[],
  rules: readonly Rule[],
  answers: Answers,
): Question[] {
  const askedByRule = new Set(
    rules.flatMap((rule) => (rule.result.episode === 'question' ? [rule.result.payload.id] : [])),
  );
  const asked = new Set(
    evaluateRules(
      rules,
      answers,
      questions.map((q) => q.name),
    ).flatMap((action) => (action.result.episode === 'question' ? [action.result.payload.id] : [])),
  );
  return questions.filter((q) => !askedByRule.has(q.name) || asked.has(q.name));
}

/** Each contact field's problem: required and empty, or an e-mail field that is not an address. */
export function contactProblems(
  fields: readonly ContactField[],
  values: Readonly<Record<string, string>>,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of fields) {
    const value = (values[field.fieldName] ?? '').trim();
    if (field.required && value === '')
      problems[field.fieldName] = prospectPageMessages.fieldRequired(field.fieldName);
    else if (field.type === 'email' && value !== '' && !isEmailAddress(value))
      problems[field.fieldName] = prospectPageMessages.invalidEmail;
  }
  return problems;
}
