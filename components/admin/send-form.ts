'use client';

export type SendResult = { status: number; body: unknown };

/**
 * Sends a multipart form with XMLHttpRequest, whose upload progress fetch() cannot report.
 * The session cookie goes along (same origin); resolves with the status and the parsed JSON body
 * (status 0 when the network failed).
 */
export function sendForm(method: 'POST' | 'PUT', url: string, form: FormData, onProgress?: (percent: number) => void): Promise<SendResult> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.responseType = 'text';
    request.setRequestHeader('Accept', 'application/json');
    if (onProgress) {
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
      };
    }
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // not JSON: the status says enough
      }
      resolve({ status: request.status, body });
    };
    request.onerror = () => resolve({ status: 0, body: null });
    request.send(form);
  });
}
