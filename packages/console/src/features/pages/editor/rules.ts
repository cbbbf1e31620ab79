import {
  pageConstants as c,
  defaultRestrictedRedirect,
  mappingSaveProblem,
  newPageStyle,
  pagePreviewProblem,
  pageSaveProblem,
  pageStyleOf,
  publishProblem,
  savedQuestions,
} from '@showroom/contract';
import type { PageEditorRules } from '@showroom/machines';

/**
 * The contract's page rules and §9 limits as the editor machine takes them: a stored style is read
 * for its type over a new one (so a page saved before a field existed still opens), §5's save,
 * preview, publish and mapping rules, and the text limits the inputs cut at.
 */
export const pageEditorRules: PageEditorRules = {
  readStyle: (type, raw) => {
    const parsed = pageStyleOf(type).safeParse({ ...newPageStyle(type), ...raw });
    return parsed.success ? parsed.data : newPageStyle(type);
  },
  saveProblem: pageSaveProblem,
  previewProblem: pagePreviewProblem,
  publishProblem,
  mappingProblem: mappingSaveProblem,
  savedQuestions,
  limits: {
    title: c.titleMaxLength,
    headline: c.titleMaxLength,
    welcomeMessage: c.welcomeDescriptionMaxLength,
    previewMessage: c.descriptionMaxLength,
    contactInfoMessage: c.contactInfoMaxLength,
    actionMessage: c.actionMessageMaxLength,
    actionButtonLabel: 100,
    redirectURL: c.urlMaxLength,
    description: c.descriptionMaxLength,
    fieldName: c.nameMaxLength,
    verificationDescription: c.verificationDescriptionMaxLength,
  },
  maxContactFields: c.maxContactFields,
  maxPreviewVideos: c.maxPreviewVideos,
  newRedirect: defaultRestrictedRedirect,
};
