/** spec 2 §9 business constants and limits of embeds. */
export const embedConstants = {
  /** The list shows 25 of each kind per page; next is blocked when all three lists are short. */
  pageSize: 25,
  /** GET /cyoa's default limit, and the demo selects' one page of 1000. */
  cyoaListLimit: 1000,
  demoListLimit: 1000,
  nameMaxLength: 200,
  headlineMaxLength: 40,
  labelMaxLength: 50,
  descriptionMaxLength: 500,
  redirectMessageMaxLength: 400,
  shareDescriptionMaxLength: 400,
  /** Ours: the spec leaves the verification texts' limits open. */
  verificationTextMaxLength: 500,
  ctaTextMaxLength: 100,
  urlMaxLength: 2048,
  maxRecommendations: 3,
  /** Ours: a CYOA journey's steps and a question's choices. */
  maxSteps: 200,
  maxChoices: 20,
  thumbnailBox: { width: 234, height: 132 },
  /** Selections in the CYOA editor are restored after 200-300 ms. */
  restoreDelayMs: 250,
  copySuffix: ' - Copy',
  /** Ours: the largest thumbnail or icon a rep may upload. */
  maxImageBytes: 5 * 1024 * 1024,
} as const;

/** spec 2 §3 launch_button defaults (§9 default colours). */
export const defaultLaunchColours = {
  triangle: '#FFFFFF',
  circle: '#1E41AF',
  hover: '#1E3B8A',
  hotspot: '#1E41AF',
} as const;

/**
 * spec 2 §3 blinker_style: PLAY (default), CUSTOM (an uploaded icon) and named presets such as
 * SLACK. The spec does not list the presets; these are ours, each drawn by the prospect side.
 */
export const presetBlinkerStyles = ['SLACK', 'PULSE', 'ARROW', 'SPARK'] as const;
export const blinkerStyles = ['PLAY', 'CUSTOM', ...presetBlinkerStyles] as const;
export type BlinkerStyle = (typeof blinkerStyles)[number];
export const blinkerSizes = ['SMALL', 'LARGE'] as const;
export type BlinkerSize = (typeof blinkerSizes)[number];
export const ctaTypes = ['link', 'button'] as const;
export type CtaType = (typeof ctaTypes)[number];

/**
 * The teaser a prospect sees before playing (spec 2 §4: mutually exclusive). Hero offers the
 * first two; Solo and CYOA all four.
 */
export const teaserStyles = ['thumbnail', 'animation', 'hotspot', 'cta'] as const;
export type TeaserStyle = (typeof teaserStyles)[number];
export const heroTeaserStyles = ['thumbnail', 'animation'] as const;

/** spec 2 §5 accepted files: a thumbnail is a picture; an icon may also be an SVG. */
export const thumbnailExtensions = ['.jpg', '.jpeg', '.png'] as const;
export const iconExtensions = [...thumbnailExtensions, '.svg'] as const;

/** spec 2 §3 verification_content defaults. */
export const defaultVerificationContent = {
  title: 'Enter your email address to continue',
  description: 'Enter your email address below to access the content',
  placeholder: 'Email address',
} as const;

/** Whether a file name has one of the accepted extensions (spec 2 §5), case aside. */
export const hasExtension = (name: string, extensions: readonly string[]) => {
  const lower = name.toLowerCase();
  return extensions.some((extension) => lower.endsWith(extension));
};
