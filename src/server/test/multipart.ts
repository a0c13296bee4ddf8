/**
 * Multipart bodies for upload tests, encoded by the platform's own FormData (as a browser sends them).
 */

/** A multipart body with one file in the field `file`, as a browser's FormData sends it. */
export async function multipart(bytes: Uint8Array, name: string, type = 'application/octet-stream') {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type')!,
  };
}
