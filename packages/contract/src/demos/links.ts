import * as z from 'zod/mini';
import { demoMessages } from './messages.ts';

/**
 * spec 3 §3 Recording type: 'default' (a file recorded or uploaded), or a linked video. The spec
 * names a public and a drive link type without their exact strings; these are ours.
 */
export const recordingTypes = ['default', 'public', 'gdrive'] as const;
export type RecordingType = (typeof recordingTypes)[number];
export const linkTypes = ['public', 'gdrive'] as const;
export type LinkType = (typeof linkTypes)[number];

/** The Add URL form's type choices, as the select shows them. */
export const linkTypeLabels: Record<LinkType, string> = {
  public: 'Public link',
  gdrive: 'Google Drive link',
};

const driveHosts = new Set(['drive.google.com', 'docs.google.com']);
const driveId = /^[A-Za-z0-9_-]{10,200}$/;

/**
 * spec 3 §5 Add URL: a drive sharing link becomes its direct-download address. The shapes a
 * sharing dialog gives: /file/d/{id}/view, /open?id={id}, /uc?id={id}. Anything else: undefined
 * (the form shows 'Incorrect URL format').
 */
export const driveDownloadUrl = (link: string): string | undefined => {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || !driveHosts.has(url.hostname)) return undefined;
  const fromPath = /^\/file\/d\/([^/]+)(?:\/[a-z]*)?\/?$/.exec(url.pathname)?.[1];
  const fromQuery = url.pathname === '/open' || url.pathname === '/uc' ? url.searchParams.get('id') : null;
  const id = fromPath ?? fromQuery ?? undefined;
  if (!id || !driveId.test(id)) return undefined;
  return `https://drive.google.com/uc?export=download&id=${id}`;
};

/** An absolute http(s) address: the 'Should be a valid url' rule. */
export const isWebUrl = (text: string) => {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0;
  } catch {
    return false;
  }
};

/**
 * The address the server fetches for a link of `type`, or the spec's message for why there is none.
 * Used by the Add URL form and again by the server, which never trusts the client's conversion.
 */
export const linkedVideoUrl = (type: LinkType, link: string): { url: string } | { error: string } => {
  if (!isWebUrl(link)) return { error: demoMessages.invalidUrl };
  if (type === 'public') return { url: link };
  const direct = driveDownloadUrl(link);
  return direct ? { url: direct } : { error: demoMessages.incorrectUrlFormat };
};

/** spec 3 §5 Add URL form: type and url, each with the spec's message. */
export const addUrlForm = z
  .object({
    type: z.string().check(z.minLength(1, demoMessages.typeRequired)),
    url: z.string().check(z.trim(), z.minLength(1, demoMessages.urlRequired), z.maxLength(2048)),
  })
  .check(
    z.superRefine((form, ctx) => {
      if (!form.url) return;
      if (!(linkTypes as readonly string[]).includes(form.type)) {
        ctx.addIssue({ code: 'custom', message: demoMessages.typeRequired, path: ['type'] });
        return;
      }
      const result = linkedVideoUrl(form.type as LinkType, form.url);
      if ('error' in result) ctx.addIssue({ code: 'custom', message: result.error, path: ['url'] });
    }),
  );
export type AddUrlForm = z.infer<typeof addUrlForm>;

/** spec 3 §5 Upload: one file with one of these extensions ('Invalid file extension'). */
export const uploadExtensions = ['.mp4', '.m4v', '.mkv', '.avi', '.wmv'] as const;
export const hasVideoExtension = (name: string) =>
  uploadExtensions.some((extension) => name.toLowerCase().endsWith(extension));
