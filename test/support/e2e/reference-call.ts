/** A form-encoded call to the reference server, as the app makes it; the answer's data. */
export async function callServer<T>(
  server: string,
  path: string,
  params: Record<string, string>,
  token = '',
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${server}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(token ? { 'X-Access-Token': token } : {}),
      ...headers,
    },
    body: new URLSearchParams(params).toString(),
  });
  const body = (await response.json()) as { code: number; msg: string; data: T };
  if (body.code !== 1) throw new Error(`${path} refused: ${body.msg}`);
  return body.data;
}
