import axios, { type AxiosError, type AxiosInstance } from 'axios';
import { HttpError } from 'react-admin';
import type { MessageListener } from './serverMessages';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** A probe whose failure is an answer, not news: no snackbar (is the audit log there?). */
    quiet?: boolean;
  }
}

/** What the API answers on failure (DESIGN.md §3). */
export interface ApiErrorBody {
  message?: string;
  errors?: Record<string, string[] | string>;
}

/** The body react-admin expects: one message per field, shown under the field. */
export interface FormErrorBody {
  message: string;
  errors: Record<string, string>;
}

/** Turns a failed call into react-admin's HttpError; 422 field errors become form errors. */
export function toHttpError(error: AxiosError<ApiErrorBody>): HttpError {
  const status = error.response?.status ?? 0;
  const body = error.response?.data;
  const message = typeof body?.message === 'string' ? body.message : '';
  const errors: Record<string, string> = {};
  for (const [field, value] of Object.entries(body?.errors ?? {})) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first) errors[field] = first;
  }
  return new HttpError(message, status, { message, errors } satisfies FormErrorBody);
}

const messageOf = (body: unknown) => {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() ? message : null;
};

/**
 * The one HTTP client: sends cookies, echoes the XSRF-TOKEN cookie in the
 * X-XSRF-TOKEN header (as the original backend expects too) and rejects with
 * HttpError. With `onMessage`, the server's message on a write's success, and on
 * any failure but 401 (the sign-in flow handles those), goes to the snackbar;
 * a failure without a message shows nothing (spec §8).
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
      const text = response.config.method !== 'get' ? messageOf(response.data) : null;
      if (text) onMessage?.({ type: 'success', text });
      return response;
    },
    (error: AxiosError<ApiErrorBody>) => {
      const httpError = toHttpError(error);
      if (httpError.status !== 401 && httpError.message && !error.config?.quiet)
        onMessage?.({ type: 'error', text: httpError.message });
      return Promise.reject(httpError);
    },
  );
  return client;
}
