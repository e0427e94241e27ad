/** An XMLHttpRequest (fetch reports no upload progress) that resolves with the status and JSON body. */
export function sendWithProgress(
  method: string,
  url: string,
  body: FormData,
  onProgress: (percent: number) => void,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => resolve({ status: request.status, body: request.response as unknown });
    request.onerror = () => reject(new Error('network'));
    request.send(body);
  });
}
