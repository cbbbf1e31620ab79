import { maxReportedIssues } from '@showroom/contract';
import { config, locales } from 'zod/mini';

// The contract's schemas are zod/mini, which brings no messages of its own (the console's first load
// does not pay for them): the replies here, and in the body worker, say Zod's English ones.
config(locales.en());

/** The longest `message` an error reply carries, whatever the input (issue 15 §1). */
export const maxReplyMessageLength = 2_000;

const maxSegmentLength = 40;
const maxIssueMessageLength = 200;
const maxPathSegments = 8;

/** `text` cut to `max` characters, saying so. */
export const capText = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1)}…`;

/**
 * A path as the reply shows it: keys came from the request, so each is cut short, and a path
 * through thousands of nested arrays shows its start and its end.
 */
function describePath(part: string, path: readonly PropertyKey[]) {
  const segments = path.map((key) => capText(String(key), maxSegmentLength));
  const shown =
    segments.length > maxPathSegments
      ? [...segments.slice(0, 4), `(${segments.length - 6} more levels)`, ...segments.slice(-2)]
      : segments;
  return [part, ...shown].join('.');
}

export interface IssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * The message of a 400 for input that breaks the contract: the first `maxReportedIssues`
 * problems and how many more, never longer than `maxReplyMessageLength`. 500,000 stray keys
 * made a 31.9 MB reply before (issue 15 §1). Zod's messages describe the rule and never echo
 * the input; keys in paths do, hence the cuts.
 */
export function invalidRequestMessage(part: string, issues: readonly IssueLike[]) {
  const listed = issues
    .slice(0, maxReportedIssues)
    .map((issue) => `${describePath(part, issue.path)}: ${capText(issue.message, maxIssueMessageLength)}`);
  const more = issues.length - listed.length;
  const detail = more > 0 ? `${listed.join('; ')}; and ${more} more` : listed.join('; ');
  return capText(`Invalid request: ${detail}`, maxReplyMessageLength);
}
