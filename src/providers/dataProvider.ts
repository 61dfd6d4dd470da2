import type { AxiosInstance, AxiosProgressEvent } from 'axios';
import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  RaRecord,
  UpdateManyParams,
  UpdateParams,
} from 'react-admin';
import type { BackupRow } from '../../shared/contract/backup';
import {
  backupPaths,
  lookups,
  type ActionsOf,
  type Endpoint,
  type EndpointTable,
  type LookupName,
  type ResourceEndpoints,
} from './endpoints';
import { toFormData } from './formData';

export interface LookupRow {
  id: number;
  name?: string;
  /** Districts, posts and villages: the Gujarati name, when known (our server only). */
  name_gu?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  mobile_no?: string;
}

type Query = Record<string, unknown>;

/** react-admin's list parameters in the API's names (docs/product.md §10). */
export function toListQuery(params: Partial<GetListParams>): Query {
  const query: Query = {
    page: params.pagination?.page ?? 1,
    itemsPerPage: params.pagination?.perPage ?? 25,
  };
  if (params.sort?.field) {
    query.sortBy = params.sort.field;
    query.sortDesc = params.sort.order === 'DESC';
  }
  const { q, ...filters } = (params.filter ?? {}) as Query;
  if (typeof q === 'string' && q.trim() !== '') query.search = q.trim();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '') query[key] = value;
  }
  return query;
}

/** Only the fields an endpoint takes, when the table names them. */
const pick = (data: object, fields?: readonly string[]) =>
  fields
    ? Object.fromEntries(fields.filter((f) => f in data).map((f) => [f, (data as Query)[f]]))
    : (data as Query);

const isBlank = (v: unknown) => v === undefined || v === null || v === '';

/** What a write answered under `data` (`{ message, data }`), if anything. */
const written = (body: unknown): object => {
  const data = (body as { data?: unknown } | null)?.data;
  return data && typeof data === 'object' ? data : {};
};

/** `{ data }` from the API, or the body itself when a backend answers bare records. */
export const unwrap = <T>(body: unknown): T =>
  (body && typeof body === 'object' && 'data' in body ? (body as { data: T }).data : body) as T;

/** What one call of the table is given. */
export interface CallParams {
  /** The row, for paths that name one. */
  id?: Identifier;
  /** The values; the endpoint's `body` says which are sent. */
  data?: object;
  /** The list's filter values, for `listFilters` endpoints. */
  filter?: Record<string, unknown>;
  /** Bytes received so far, for long downloads. */
  onDownloadProgress?: (bytes: number) => void;
  /** The share of the request sent so far (0 to 1), for uploads. */
  onUploadProgress?: (fraction: number) => void;
  /** Cancels the call (an upload the page leaves). */
  signal?: AbortSignal;
  /** Says nothing in the snackbar, success or failure: the page reports (a batch of uploads). */
  quiet?: boolean;
}

/**
 * The data provider: react-admin's calls mapped onto the endpoint table, shaped
 * like ra-data-simple-rest with the HTTP client injected. Everything that is not
 * a list, a record, an add, an edit or a remove (status switches, publishing,
 * sending, exports, the dashboard, registration) is a line of the table reached
 * through one generic method, `call`, or `action(resource, name)`; the areas wrap
 * it in typed functions.
 */
export function createDataProvider<T extends EndpointTable>(http: AxiosInstance, resources: T) {
  const table: EndpointTable = resources;
  const entry = <K extends keyof ResourceEndpoints>(resource: string, kind: K) => {
    const found = table[resource]?.[kind];
    if (!found) throw new Error(`The resource "${resource}" has no ${kind} endpoint.`);
    return found as NonNullable<ResourceEndpoints[K]>;
  };

  /** One call of the table: the one place a request is built from an entry. */
  const call = async <T = unknown>(endpoint: Endpoint, params: CallParams = {}): Promise<T> => {
    const url = typeof endpoint.path === 'function' ? endpoint.path(params.id!) : endpoint.path;
    const method = endpoint.method ?? 'get';
    const values = pick(params.data ?? {}, endpoint.body);
    if (method === 'get' || endpoint.download) {
      const query = endpoint.listFilters
        ? toListQuery({ filter: params.filter ?? {} })
        : Object.fromEntries(Object.entries(values).filter(([, v]) => !isBlank(v)));
      if (endpoint.listFilters) {
        delete query.page;
        delete query.itemsPerPage;
      }
      if (endpoint.download) return http.getUri({ url, params: query }) as T;
      const { data } = await http.get(url, {
        params: query,
        quiet: params.quiet,
        onDownloadProgress: params.onDownloadProgress
          ? (event: AxiosProgressEvent) => params.onDownloadProgress!(event.loaded)
          : undefined,
      });
      return data as T;
    }
    const body = endpoint.multipart
      ? toFormData(params.data as Query, endpoint.body ?? Object.keys(values), endpoint.multipart)
      : method === 'delete' && !endpoint.body
        ? undefined
        : values;
    const { data } = await http.request({
      method: endpoint.methodOverride ? 'post' : method,
      url,
      params: endpoint.methodOverride ? { _method: endpoint.methodOverride } : undefined,
      data: body,
      signal: params.signal,
      quiet: params.quiet,
      onUploadProgress: params.onUploadProgress
        ? (event: AxiosProgressEvent) =>
            params.onUploadProgress!(event.total ? event.loaded / event.total : 0)
        : undefined,
    });
    return data as T;
  };

  const list = async <R extends RaRecord>(
    path: string,
    params: Partial<GetListParams>,
    extra: Query = {},
  ) => {
    // `meta.quiet`: a page asked for before it is shown says nothing on failure; the
    // list asks again when shown, and reports it then (src/common/page/openingAnswers.ts).
    const { quiet } = (params.meta ?? {}) as { quiet?: boolean };
    const { data } = await http.get(path, {
      params: { ...toListQuery(params), ...extra },
      quiet,
    });
    // Anything else the list answers (the committee of a nested list) rides along as meta.
    const {
      data: rows = [],
      total,
      ...meta
    } = (data ?? {}) as {
      data?: R[];
      total?: number;
    };
    const result = { data: rows, total: total ?? rows.length };
    return Object.keys(meta).length ? { ...result, meta } : result;
  };

  const getOne = async <R extends RaRecord>(resource: string, params: GetOneParams<R>) => {
    // `meta.quiet`: a record only our server has (a member's messages) says nothing when
    // missing; `meta.query`: what else to ask of it (a member's ties, only our server's).
    const { quiet, query } = (params.meta ?? {}) as {
      quiet?: boolean;
      query?: Record<string, string>;
    };
    const { data } = await http.get(entry(resource, 'one')(params.id), { quiet, params: query });
    return { data: unwrap<R>(data) };
  };

  const update = async <R extends RaRecord>(resource: string, params: UpdateParams<R>) => {
    const endpoint = entry(resource, 'update');
    const answer = await call({ method: 'put', ...endpoint }, { id: params.id, data: params.data });
    return {
      data: { ...params.previousData, ...params.data, ...written(answer), id: params.id } as R,
    };
  };

  const remove = async <R extends RaRecord>(resource: string, params: DeleteParams<R>) => {
    const target = entry(resource, 'delete');
    const row = params.previousData ?? { id: params.id };
    await call(typeof target === 'function' ? { method: 'delete', path: target } : target, {
      id: params.id,
      data: row,
    });
    return { data: row as R };
  };

  return {
    getList: async <R extends RaRecord>(resource: string, params: GetListParams) =>
      list<R>(entry(resource, 'list'), params),

    getOne,

    getMany: async <R extends RaRecord>(resource: string, params: GetManyParams<R>) => ({
      data: await Promise.all(
        params.ids.map(async (id) => (await getOne<R>(resource, { id })).data),
      ),
    }),

    getManyReference: async <R extends RaRecord>(
      resource: string,
      params: GetManyReferenceParams,
    ) => {
      const path = entry(resource, 'references')[params.target];
      if (!path)
        throw new Error(`The resource "${resource}" cannot be listed by ${params.target}.`);
      return list<R>(path, params, { [params.target]: params.id });
    },

    create: async <R extends RaRecord>(resource: string, params: CreateParams) => {
      const answer = await call({ method: 'post', ...entry(resource, 'create') }, params);
      return { data: { ...params.data, ...written(answer) } as R };
    },

    update,

    updateMany: async <R extends RaRecord>(resource: string, params: UpdateManyParams<R>) => {
      await Promise.all(
        params.ids.map((id) => update(resource, { id, data: params.data, previousData: { id } })),
      );
      return { data: params.ids };
    },

    delete: remove,

    deleteMany: async <R extends RaRecord>(resource: string, params: DeleteManyParams<R>) => {
      await Promise.all(params.ids.map((id: Identifier) => remove(resource, { id })));
      return { data: params.ids };
    },

    call,

    /** An action the table declares for a resource: `action('committee', 'status', { id, data })`. */
    action: async <R extends keyof T & string, A = unknown>(
      resource: R,
      name: ActionsOf<T[R]>,
      params: CallParams = {},
    ) => {
      const endpoint = entry(resource, 'actions')[name];
      if (!endpoint) throw new Error(`The resource "${resource}" has no action "${name}".`);
      return call<A>(endpoint, params);
    },

    /** The backups our server keeps, newest first (the original backend has none: 404). */
    getBackups: async ({ quiet = false } = {}): Promise<BackupRow[]> => {
      const { data } = await http.get(backupPaths.list, { quiet });
      return unwrap<BackupRow[]>(data) ?? [];
    },

    /** A select list of docs/product.md §7, e.g. getLookup('post', { district_id: 3 }). */
    getLookup: async (
      name: LookupName,
      query: Query = {},
      { quiet = false } = {},
    ): Promise<LookupRow[]> => {
      const { data } = await http.get(lookups[name], { params: query, quiet });
      return unwrap<LookupRow[]>(data) ?? [];
    },
  } satisfies DataProvider;
}
