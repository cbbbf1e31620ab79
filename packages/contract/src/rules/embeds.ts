import { defaultLaunchColours, defaultVerificationContent } from '../embeds/constants.ts';
import type { CyoaContent, CyoaSettings, CyoaStep, StepResult } from '../embeds/cyoa.ts';
import { embedMessages } from '../embeds/messages.ts';
import type { VerificationContent } from '../embeds/shared.ts';
import { defaultRestrictedRedirect } from './pages.ts';

/**
 * spec 2 §3 and §5: the embeds' pure rules, free of the schemas (types only from the rest of the
 * contract), so the CYOA editor's machine runs them as values. embeds/cyoa.ts and embeds/shared.ts
 * re-export them: each is written here once.
 */

/** spec 2 §3 verification_content of a new widget: the §9 texts. */
export const defaultVerification = (): VerificationContent => ({ ...defaultVerificationContent });

export const defaultCyoaSettings = (): CyoaSettings => ({
  playInline: false,
  isSneak: false,
  isCta: false,
  isHotspot: false,
  showPreview: false,
  ctaType: 'button',
  ctaText: '',
  showCustomThumbnail: false,
  blinkerStyle: 'PLAY',
  blinkerSize: 'LARGE',
  launchTriangleColor: defaultLaunchColours.triangle,
  launchCircleColor: defaultLaunchColours.circle,
  launchHoverColor: defaultLaunchColours.hover,
  launchHotspotColor: defaultLaunchColours.hotspot,
  audioOnLaunch: false,
  verifyIdentity: false,
  redirectToRestrictedDomain: false,
  customVerification: false,
  isRequired: false,
  checkBlocklist: false,
  checkDomain: false,
  checkTwoFactor: false,
  wrapUpScreen: false,
  showControls: true,
});

export const newCyoaContent = (): CyoaContent => ({
  name: '',
  data: [],
  setting: defaultCyoaSettings(),
  recommendations: { show: false, list: [''] },
  restrict: defaultRestrictedRedirect(),
  verificationContent: defaultVerification(),
});

/** Whether one step (or a rule's result) has everything it needs (spec 2 §5 CYOA save). */
export const stepComplete = (step: StepResult | CyoaStep): boolean => {
  switch (step.type) {
    case 'demo':
      return step.value !== '';
    case 'question':
      return (
        step.question.trim() !== '' && step.choices.some((c) => c.trim() !== '') && step.questionType !== ''
      );
    case 'modal':
      return (
        step.title.trim() !== '' &&
        [step.firstCTA, step.secondCTA].every(
          (cta) =>
            !cta.show || (cta.label.trim() !== '' && (cta.action !== 'link' || cta.link.trim() !== '')),
        )
      );
    case 'pdf':
      return step.pdf.link.trim() !== '' && step.pdf.title.trim() !== '';
    case 'rule':
      return stepComplete(step.result);
  }
};

/**
 * spec 2 §5 CYOA save: the first rule broken, as the toast says it, or null. Title, then at
 * least one step, then every step, recommendation slot and the CTA text complete.
 */
export const cyoaSaveProblem = (cyoa: CyoaContent): string | null => {
  if (cyoa.name.trim() === '') return embedMessages.addWidgetName;
  if (cyoa.data.length === 0) return embedMessages.widgetEmpty;
  const incomplete =
    !cyoa.data.every(stepComplete) ||
    (cyoa.recommendations.show && cyoa.recommendations.list.some((demo) => demo === '')) ||
    (cyoa.setting.isCta && cyoa.setting.ctaText.trim() === '');
  return incomplete ? embedMessages.incompleteFields : null;
};
