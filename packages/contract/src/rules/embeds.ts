import {
  type BlinkerSize,
  defaultLaunchColours,
  defaultVerificationContent,
  type TeaserStyle,
} from '../embeds/constants.ts';
import type { CyoaContent, CyoaSettings, CyoaStep, StepResult } from '../embeds/cyoa.ts';
import { type EmbedKind, embedMessages } from '../embeds/messages.ts';
import type { ShareForm } from '../embeds/share.ts';
import type { Flag, VerificationContent } from '../embeds/shared.ts';
import { defaultRestrictedRedirect } from './pages.ts';

/**
 * spec 2 §2 to §5: the embeds' pure rules, free of the schemas (types only from the rest of the
 * contract), so the CYOA, Hero and Solo editors' machines and the share dialog's run them as values.
 * embeds/cyoa.ts, embeds/shared.ts, embeds/solo.ts and embeds/share.ts re-export them: each is
 * written here once.
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

/** spec 2 §3: the launch icon is SMALL for a hotspot-style embed and LARGE otherwise. */
export const defaultBlinkerSize = (teaser: TeaserStyle): BlinkerSize =>
  teaser === 'hotspot' ? 'SMALL' : 'LARGE';

/** The flags of a teaser choice: choosing one clears the others (spec 2 §4). */
export const soloTeaserFlags = (teaser: TeaserStyle) => ({
  show_preview: (teaser === 'animation' ? 1 : 0) as Flag,
  is_cta: (teaser === 'cta' ? 1 : 0) as Flag,
  is_hotspot: (teaser === 'hotspot' ? 1 : 0) as Flag,
});

/**
 * spec 2 §2 Share dialog: the address on the audience host,
 * /{token}/page/widget/{type}/{id}/{companyId}?title&description.
 */
export const shareAddress = (
  audienceUrl: string,
  share: { token: string; type: EmbedKind; id: string; companyId: string },
  form: ShareForm,
) => {
  const path = [share.token, 'page', 'widget', share.type, share.id, share.companyId]
    .map(encodeURIComponent)
    .join('/');
  const query = new URLSearchParams({ title: form.title.trim(), description: form.description.trim() });
  return `${audienceUrl.replace(/\/$/, '')}/${path}?${query}`;
};
