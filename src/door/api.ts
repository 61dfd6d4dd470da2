import type { ServerText } from '../providers/translateServerText';
import type { MessageParams } from '../../shared/messages';

/** A failed call: the server's message and one per field, each with its code (docs/api.md). */
export class DoorError extends Error {
  constructor(
    readonly status: number,
    readonly text: ServerText,
    readonly fields: Record<string, ServerText>,
  ) {
    super(text.message);
  }
}

const XSRF_COOKIE = 'MEMBER-XSRF-TOKEN';
const xsrf = () =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${XSRF_COOKIE}=`))
    ?.slice(XSRF_COOKIE.length + 1) ?? '';

/** A successful answer: a write's message (with its code) and its data. */
export interface Answer<T> extends ServerText {
  data: T;
}

/**
 * A call to the member page's API (`/api/member/…`): cookies sent, the member XSRF
 * cookie echoed, failures as DoorError. A FormData body goes as multipart.
 */
export async function call<T = Answer<unknown>>(
  method: 'GET' | 'POST',
  path: string,
  body?: object,
): Promise<T> {
  const form = body instanceof FormData;
  const response = await fetch(`/api/member/${path}`, {
    method,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      ...(method === 'GET' ? {} : { 'X-XSRF-TOKEN': decodeURIComponent(xsrf()) }),
      ...(body && !form ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(body ? { body: form ? body : JSON.stringify(body) } : {}),
  });
  const answer = (await response.json().catch(() => ({}))) as {
    message?: string;
    code?: string;
    params?: MessageParams;
    errors?: Record<string, string[]>;
    error_codes?: Record<string, { code: string; params?: MessageParams }>;
  };
  if (!response.ok) {
    const fields: Record<string, ServerText> = {};
    for (const [field, messages] of Object.entries(answer.errors ?? {}))
      fields[field] = { message: messages[0] ?? '', ...answer.error_codes?.[field] };
    throw new DoorError(
      response.status,
      { message: answer.message ?? response.statusText, code: answer.code, params: answer.params },
      fields,
    );
  }
  return answer as T;
}
