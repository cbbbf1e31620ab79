import { randomBytes } from 'node:crypto';

/**
 * A multipart/form-data body with one file part, built by hand so every byte is ours: for
 * `inject` in tests and for a route-matrix entry's `raw` payload (docs/quality.md).
 */
export function multipartBody(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = `----showroom${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
