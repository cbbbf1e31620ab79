/**
 * Captions for a demo (issue 10): a WebVTT track the player attaches with <track>. The file is
 * judged by its bytes, never its name. A SubRip (.srt) file, what most caption tools export, is
 * converted to WebVTT rather than refused: the two differ in a header and a decimal comma.
 * Anything else is refused (demoStatusMessages.invalidCaptions).
 */

const timestamp = String.raw`(?:(\d{2,}):)?([0-5]\d):([0-5]\d)[.,](\d{3})`;
const vttTiming = new RegExp(String.raw`^${timestamp}[ \t]+-->[ \t]+${timestamp}(?:[ \t]+.*)?$`);

const seconds = (hours: string | undefined, minutes: string, secs: string, millis: string) =>
  Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(secs) + Number(millis) / 1000;

/** The cue's start and end in seconds when `line` is a timing line with `separator` before the milliseconds. */
function timing(line: string, separator: '.' | ','): { start: number; end: number } | undefined {
  const match = vttTiming.exec(line.trim());
  if (!match) return undefined;
  // Both separators match the pattern; the format decides which is right.
  const stamps = line.split('-->').map((part) => part.trim().split(/[ \t]/)[0]!);
  if (stamps.some((stamp) => stamp.at(-4) !== separator)) return undefined;
  const [, h1, m1, s1, ms1, h2, m2, s2, ms2] = match;
  return { start: seconds(h1, m1!, s1!, ms1!), end: seconds(h2, m2!, s2!, ms2!) };
}

const blocksOf = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((block) => block.replace(/^\n+|\n+$/g, '').split('\n'))
    .filter((lines) => lines.some((line) => line.trim() !== ''));

/**
 * Whether `text` (BOM removed) is a WebVTT file a browser reads: the 'WEBVTT' signature line,
 * then blocks that are NOTE, STYLE or REGION blocks or cues (an optional identifier, a timing
 * line whose end is after its start, text). A block that is none of these is refused, so a
 * mistyped file fails here rather than showing no captions to a prospect.
 */
export function isWebVtt(text: string): boolean {
  const [header, ...blocks] = blocksOf(text);
  if (!header || !/^WEBVTT(?:[ \t].*)?$/.test(header[0]!)) return false;
  // The header block may carry metadata lines, but no cue.
  if (header.some((line) => line.includes('-->'))) return false;
  for (const lines of blocks) {
    if (/^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(lines[0]!)) continue;
    const timingIndex = lines[0]!.includes('-->') ? 0 : 1;
    const cue = lines[timingIndex] === undefined ? undefined : timing(lines[timingIndex]!, '.');
    if (!cue || cue.end <= cue.start) return false;
  }
  return true;
}

/** `text` as WebVTT when it is a SubRip file (numbered cues, comma milliseconds), else undefined. */
export function subRipToWebVtt(text: string): string | undefined {
  const blocks = blocksOf(text);
  if (blocks.length === 0) return undefined;
  const cues: string[] = [];
  for (const lines of blocks) {
    if (!/^\d+$/.test(lines[0]!.trim()) || lines.length < 2) return undefined;
    const cue = timing(lines[1]!, ',');
    if (!cue || cue.end <= cue.start) return undefined;
    cues.push([lines[0]!.trim(), lines[1]!.trim().replace(/,(\d{3})/g, '.$1'), ...lines.slice(2)].join('\n'));
  }
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

/**
 * The WebVTT to store for an uploaded captions file, or undefined when it is neither WebVTT nor
 * SubRip. UTF-8 only (what WebVTT requires); a byte-order mark is dropped.
 */
export function captionsFromUpload(bytes: Buffer): string | undefined {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  text = text.replace(/^\uFEFF/, '');
  if (text.includes('\u0000')) return undefined;
  if (isWebVtt(text)) return text;
  return subRipToWebVtt(text);
}
