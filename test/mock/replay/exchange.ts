// One recorded request and the mock's answer to it, as the replay fixture holds them: one JSON array a line,
// `[session, method, path, request headers, request body, status, answer headers, answer body]`. A body is UTF-8
// text, `{ base64 }` when its bytes are not UTF-8, or `{ sha256, bytes }` for an answer's body over `keptBytes`
// (the catalogue lists, kept small): every byte is still compared, through the digest.
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';

/** Where the fixture is. */
export const fixturePath = fileURLToPath(new URL('../../fixtures/mock-replay.jsonl', import.meta.url));

/** The origin the sessions are recorded on. */
export const origin = 'https://wdp.mock';

/** The longest answer body kept whole; a longer one is kept as its digest. */
const keptBytes = 2048;

/** A body as the fixture keeps it. */
export type Body = string | { base64: string } | { sha256: string; bytes: number } | null;

/** One line of the fixture. */
export type Exchange = [
  session: string,
  method: string,
  path: string,
  requestHeaders: Record<string, string>,
  requestBody: Body,
  status: number,
  headers: Record<string, string>,
  body: Body,
];

/** A body's bytes as the fixture keeps them; with `digestOver`, a longer one as its SHA-256. */
export async function bodyOf(message: Request | Response, digestOver = Number.POSITIVE_INFINITY): Promise<Body> {
  if (message.body === null) return null;
  const bytes = new Uint8Array(await message.arrayBuffer());
  if (bytes.length > digestOver) return { sha256: sha256(bytes), bytes: bytes.length };
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return { base64: Buffer.from(bytes).toString('base64') };
  }
}

/** The hex SHA-256 of some bytes. */
export const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** A request and its answer, read whole (the SDK's User-Agent left out: it names the Node version). */
export async function exchangeOf(session: string, request: Request, response: Response): Promise<Exchange> {
  const headers = Object.fromEntries([...request.headers].filter(([name]) => name !== 'user-agent'));
  const url = new URL(request.url);
  return [
    session,
    request.method,
    url.pathname + url.search,
    headers,
    await bodyOf(request),
    response.status,
    Object.fromEntries(response.headers),
    await bodyOf(response, keptBytes),
  ];
}

/** The recorded request, to send again. */
export function requestOf([, method, path, headers, body]: Exchange): Request {
  const bytes =
    body === null ? null : typeof body === 'string' ? body : Buffer.from('base64' in body ? body.base64 : '', 'base64');
  return new Request(origin + path, { method, headers, body: bytes });
}
