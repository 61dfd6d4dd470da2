import axios, { type AxiosError, type AxiosInstance } from 'axios';
import { HttpError } from 'react-admin';
import type { MessageParams } from '../../shared/messages';
import type { MessageListener } from './serverMessages';
import type { ServerText } from './serverText';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** No snackbar: a probe whose failure is an answer (is the audit log there?), or one of a batch the page reports itself. */
    quiet?: boolean;
  }
}

/** What the API answers on failure (docs/product.md §10); our server adds the codes. */
export interface ApiErrorBody {
  message?: string;
  code?: string;
  params?: MessageParams;
  errors?: Record<string, string[] | string>;
  error_codes?: Record<string, { code: string; params?: MessageParams }>;
}

/** The failure as the SPA keeps it: the message and one per field, each with its code. */
export interface FormErrorBody extends ServerText {
  errors: Record<string, ServerText>;
}

/** Turns a failed call into react-admin's HttpError; 422 field errors become form errors. */
export function toHttpError(error: AxiosError<ApiErrorBody>): HttpError {
  const status = error.response?.status ?? 0;
  const body = error.response?.data;
  const { message, code, params } = messageOf(body) ?? { message: '' };
  const errors: Record<string, ServerText> = {};
  for (const [field, value] of Object.entries(body?.errors ?? {})) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string' && first)
      errors[field] = { message: first, ...body?.error_codes?.[field] };
  }
  return new HttpError(message, status, { message, code, params, errors } satisfies FormErrorBody);
}

/** The message of an answer with its code and params, when it has one. */
const messageOf = (body: unknown): ServerText | null => {
  const { message, code, params } = (body ?? {}) as Record<string, unknown>;
  if (typeof message !== 'string' || !message.trim()) return null;
  return {
    message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(params && typeof params === 'object' ? { params: params as MessageParams } : {}),
  };
};

/**
 * The one HTTP client: sends cookies, echoes the XSRF-TOKEN cookie in the
 * X-XSRF-TOKEN header (as the original backend expects too) and rejects with
 * HttpError. With `onMessage`, the server's message on a write's success, and on
 * any failure but 401 (the sign-in flow handles those), goes to the snackbar;
 * a failure without a message shows nothing (docs/product.md §8).
 */
export function createHttpClient(baseURL: string, onMessage?: MessageListener): AxiosInstance {
  const client = axios.create({
    baseURL,
    withCredentials: true,
    withXSRFToken: true,
    xsrfCookieName: 'XSRF-TOKEN',
    xsrfHeaderName: 'X-XSRF-TOKEN',
    headers: { Accept: 'application/json' },
  });
  client.interceptors.response.use(
    (response) => {
      const text =
        response.config.method !== 'get' && !response.config.quiet
          ? messageOf(response.data)
          : null;
      if (text) onMessage?.({ type: 'success', ...text });
      return response;
    },
    (error: AxiosError<ApiErrorBody>) => {
      const httpError = toHttpError(error);
      if (httpError.status !== 401 && httpError.message && !error.config?.quiet)
        onMessage?.({ type: 'error', ...messageOf(error.response?.data)! });
      return Promise.reject(httpError);
    },
  );
  return client;
}
