/**
 * A fetch-compatible function built on XMLHttpRequest, for uploads that report progress.
 * Invariant: it sends exactly the bytes and headers ky prepared, and fails like fetch does.
 *
 * Why not ky's own `onUploadProgress`: ky measures progress by streaming the request body, and
 * Chromium only allows streamed bodies over HTTP/2 (HTTP/1.1 fails with ERR_ALPN_NEGOTIATION_FAILED).
 * XHR's `upload.onprogress` works over every protocol.
 */
import type { UploadProgress } from './http-transport.ts';

export function canReportUploadProgress(): boolean {
  return typeof XMLHttpRequest !== 'undefined';
}

export function xhrFetch(onProgress: (progress: UploadProgress) => void): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    // The multipart body ky built, boundary included (its content-type header travels below).
    const body = await request.blob();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => {
        xhr.setRequestHeader(name, value);
      });
      xhr.responseType = 'blob';
      xhr.upload.onprogress = (event) => {
        const totalBytes = event.lengthComputable ? event.total : body.size;
        onProgress({
          percent: totalBytes > 0 ? event.loaded / totalBytes : 0,
          transferredBytes: event.loaded,
          totalBytes,
        });
      };
      xhr.onload = () => {
        const hasBody = xhr.status !== 204 && xhr.status !== 304;
        resolve(
          new Response(hasBody ? (xhr.response as Blob) : null, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: parseResponseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      };
      // The message browsers give fetch's network failures, which ky (and our classifier) recognise.
      xhr.onerror = () => reject(new TypeError('Failed to fetch'));
      const { signal } = request;
      const abort = () => {
        xhr.abort();
        reject(signal.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
      };
      if (signal.aborted) return abort();
      signal.addEventListener('abort', abort, { once: true });
      xhr.send(body);
    });
  };
}

function parseResponseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const separator = line.indexOf(':');
    if (separator > 0) headers.append(line.slice(0, separator).trim(), line.slice(separator + 1).trim());
  }
  return headers;
}
