import { randomBytes } from 'node:crypto';

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipart(fileName: string, bytes: Buffer, field = 'file'): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----lumina${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
