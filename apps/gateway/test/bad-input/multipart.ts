// Garbage for routes that consume multipart/form-data: broken framing, wrong fields, lying files.

/** One multipart body with its headers. */
export interface MultipartCase {
  label: string;
  headers: Record<string, string>;
  payload: Buffer;
}

const BOUNDARY = 'badinputboundary42';

interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A well-framed multipart body of the given parts. */
export function multipartBody(parts: readonly Part[], boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.contentType === undefined ? '' : `Content-Type: ${part.contentType}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const framed = (label: string, payload: Buffer, boundary = BOUNDARY): MultipartCase => ({
  label,
  headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  payload,
});

/** Every multipart mutation. */
export function multipartCases(): MultipartCase[] {
  const pngHeader = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return [
    { label: 'no boundary', headers: { 'content-type': 'multipart/form-data' }, payload: Buffer.from('garbage') },
    { label: 'empty boundary', headers: { 'content-type': 'multipart/form-data; boundary=' }, payload: Buffer.from('garbage') },
    { label: 'huge boundary', headers: { 'content-type': `multipart/form-data; boundary=${'b'.repeat(5_000)}` }, payload: Buffer.from('garbage') },
    framed('garbage body', Buffer.from('this is not multipart at all')),
    framed('empty body', Buffer.alloc(0)),
    framed('truncated part', Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n\x89PNG`)),
    framed('no closing boundary', Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nabc\r\n`)),
    framed('part without headers', Buffer.from(`--${BOUNDARY}\r\n\r\nabc\r\n--${BOUNDARY}--\r\n`)),
    framed('text field only', multipartBody([{ name: 'image', data: 'not a file' }])),
    framed('file under another field', multipartBody([{ name: 'other', filename: 'a.png', contentType: 'image/png', data: pngHeader }])),
    framed('png name, garbage bytes', multipartBody([{ name: 'image', filename: 'a.png', contentType: 'image/png', data: 'garbage' }])),
    framed('png bytes, exe name', multipartBody([{ name: 'image', filename: 'a.exe', contentType: 'image/png', data: pngHeader }])),
    framed('empty file', multipartBody([{ name: 'image', filename: 'a.png', contentType: 'image/png', data: Buffer.alloc(0) }])),
    framed('no file name', multipartBody([{ name: 'image', filename: '', contentType: 'image/png', data: pngHeader }])),
    framed('file name with traversal and quotes', multipartBody([{ name: 'image', filename: '../../a"\';.png', contentType: 'image/png', data: pngHeader }])),
    framed('file name of 70k characters', multipartBody([{ name: 'image', filename: `${'n'.repeat(70_000)}.png`, contentType: 'image/png', data: pngHeader }])),
    framed(
      'two files',
      multipartBody([
        { name: 'image', filename: 'a.png', contentType: 'image/png', data: pngHeader },
        { name: 'image', filename: 'b.png', contentType: 'image/png', data: pngHeader },
      ]),
    ),
    framed(
      '3 MB file',
      multipartBody([{ name: 'image', filename: 'big.png', contentType: 'image/png', data: Buffer.concat([pngHeader, Buffer.alloc(3 * 1024 * 1024, 7)]) }]),
    ),
    framed('1,000 text fields', multipartBody(Array.from({ length: 1_000 }, (_, index) => ({ name: `f${index}`, data: 'v' })))),
    framed('mismatched boundary', multipartBody([{ name: 'image', filename: 'a.png', data: pngHeader }], 'otherboundary')),
  ];
}
