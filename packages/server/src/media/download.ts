import { demoLimitMessages } from '@showroom/contract';
import { SafeFetchError, safeDownload } from '../services/safe-fetch.ts';
import { StorageLimitError } from '../services/storage.ts';
import type { MediaDeps } from './process.ts';
import { MediaRejection, mediaErrors, PassingMediaError } from './refusals.ts';

/** Fetches a linked video into the upload `key`, within the size and time limits. */
export async function download(
  deps: MediaDeps,
  companyId: string,
  key: string,
  address: string,
  signal?: AbortSignal,
) {
  // Issue 26.2: the company's storage quota bounds a fetched video as it bounds an upload.
  const remaining = deps.remainingQuota ? Math.max(0, await deps.remainingQuota(companyId)) : Infinity;
  const maxBytes = Math.min(deps.maxUploadBytes, remaining);
  const quotaBinds = remaining < deps.maxUploadBytes;
  try {
    const fetched = await safeDownload(
      address,
      {
        maxBytes,
        timeoutMs: deps.linkTimeoutMs,
        addressPolicy: deps.addressPolicy,
        accept: 'video/*, application/octet-stream;q=0.9, */*;q=0.5',
        // A drive link redirects from drive.google.com to its content host.
        maxRedirects: 5,
        isOverLimit: (error) => error instanceof StorageLimitError,
        signal,
      },
      (body) => deps.storage.writeStream(key, body, maxBytes),
    );
    // A private drive file or a page about a video answers with a web page (a sign-in, a player).
    if (/^text\/html\b/i.test(fetched.contentType ?? '')) throw new MediaRejection(mediaErrors.linkIsPage);
    return key;
  } catch (error) {
    await deps.storage.remove(key);
    if (signal?.aborted) throw signal.reason;
    if (!(error instanceof SafeFetchError)) throw error;
    switch (error.reason) {
      case 'address':
        throw new MediaRejection(mediaErrors.linkRefused);
      case 'size':
        throw new MediaRejection(
          quotaBinds && deps.quotaBytes !== undefined
            ? demoLimitMessages.storageFull(deps.quotaBytes)
            : mediaErrors.linkTooLarge,
        );
      case 'status':
      case 'redirects':
        throw new MediaRejection(`${mediaErrors.linkFailed} (${error.message})`);
      case 'timeout':
        // A slow site may be quicker later: tried again, final on the last attempt.
        throw new PassingMediaError(mediaErrors.linkTimeout);
      default:
        throw new PassingMediaError(`${mediaErrors.linkFailed} (${error.message})`);
    }
  }
}
