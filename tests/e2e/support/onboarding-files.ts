// Small real files for uploads: the server checks the bytes, so these carry true magic numbers.

/** A 1×1 PNG. */
export function pngFile(name = 'photo.png') {
  const base64 =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
  return { name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

/** A minimal one-page PDF. */
export function pdfFile(name = 'cv.pdf', padToBytes = 0) {
  const body =
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\nstartxref\n0\n%%EOF\n';
  const padding = padToBytes > body.length ? '%'.repeat(padToBytes - body.length) : '';
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body + padding) };
}

/** Bytes of any size with an image name, for the 200 KB rule. */
export function bigImage(bytes: number, name = 'big.png') {
  return { name, mimeType: 'image/png', buffer: Buffer.alloc(bytes, 1) };
}

export function exeFile(name = 'tool.exe') {
  return { name, mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ\x90\x00') };
}
