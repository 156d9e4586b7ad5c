/** The chat assistant's endpoint, POST /.netlify/functions/predict (Netlify Functions v2 handler). */
const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

export default async function predict(request: Request): Promise<Response> {
  if (request.method !== 'POST') return json(405, { error: 'Use POST.' });
  return json(501, { error: 'The assistant is not available yet.' });
}

export const config = { path: '/.netlify/functions/predict' };
