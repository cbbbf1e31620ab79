/**
 * fetch() reports no upload progress for a form body; XMLHttpRequest does. The answer is turned
 * into a Response so that the rest of `call` reads every reply the same way.
 */
export function sendWithProgress(
  url: string,
  init: {
    method: string;
    headers: Record<string, string>;
    body: FormData;
    credentials: RequestCredentials;
    signal: AbortSignal | undefined;
  },
  onProgress: (fraction: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(init.method, url);
    request.withCredentials = init.credentials !== 'omit';
    for (const [name, value] of Object.entries(init.headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => resolve(new Response(request.responseText, { status: request.status }));
    request.onerror = () => reject(new TypeError('Failed to fetch'));
    request.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    if (init.signal?.aborted) {
      reject(new DOMException('The upload was aborted', 'AbortError'));
      return;
    }
    init.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(init.body);
  });
}
