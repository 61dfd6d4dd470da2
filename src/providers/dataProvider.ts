import type { AxiosInstance } from 'axios';
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
import type { DashboardDetails } from '../dashboard/types';
import {
  lookups,
  paths,
  resources as defaultResources,
  type LookupName,
  type ResourceEndpoints,
} from './endpoints';

export interface LookupRow {
  id: number;
  name?: string;
  first_name?: string | null;
  last_name?: string | null;
  mobile_no?: string;
}

type Query = Record<string, unknown>;

/** react-admin's list parameters in the API's names (DESIGN.md §3). */
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
    : data;

/** What a write answered under `data` (`{ message, data }`), if anything. */
const written = (body: unknown): object => {
  const data = (body as { data?: unknown } | null)?.data;
  return data && typeof data === 'object' ? data : {};
};

/** `{ data }` from the API, or the body itself when a backend answers bare records. */
const unwrap = <T>(body: unknown): T =>
  (body && typeof body === 'object' && 'data' in body ? (body as { data: T }).data : body) as T;

/**
 * The data provider: react-admin's calls mapped onto the endpoint table, shaped
 * like ra-data-simple-rest with the HTTP client injected, plus the custom
 * methods components reach through `useDataProvider<AppDataProvider>()`.
 */
export function createDataProvider(
  http: AxiosInstance,
  resources: Record<string, ResourceEndpoints> = defaultResources,
) {
  const endpoint = <K extends keyof ResourceEndpoints>(resource: string, kind: K) => {
    const path = resources[resource]?.[kind];
    if (!path) throw new Error(`The resource "${resource}" has no ${kind} endpoint.`);
    return path as NonNullable<ResourceEndpoints[K]>;
  };

  const list = async <R extends RaRecord>(
    path: string,
    params: Partial<GetListParams>,
    extra: Query = {},
  ) => {
    const { data } = await http.get(path, { params: { ...toListQuery(params), ...extra } });
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
    const { data } = await http.get(endpoint(resource, 'one')(params.id));
    return { data: unwrap<R>(data) };
  };

  const update = async <R extends RaRecord>(resource: string, params: UpdateParams<R>) => {
    const { method = 'put', path, body } = endpoint(resource, 'update');
    const { data } = await http.request({
      method,
      url: path(params.id),
      data: pick(params.data, body),
    });
    return {
      data: { ...params.previousData, ...params.data, ...written(data), id: params.id } as R,
    };
  };

  const remove = async <R extends RaRecord>(resource: string, params: DeleteParams<R>) => {
    const target = endpoint(resource, 'delete');
    if (typeof target === 'function') await http.delete(target(params.id));
    else
      await http.request({
        method: target.method,
        url: target.path,
        data: pick(params.previousData ?? { id: params.id }, target.body),
      });
    return { data: (params.previousData ?? { id: params.id }) as R };
  };

  return {
    getList: async <R extends RaRecord>(resource: string, params: GetListParams) =>
      list<R>(endpoint(resource, 'list'), params),

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
      const path = endpoint(resource, 'references')[params.target];
      if (!path)
        throw new Error(`The resource "${resource}" cannot be listed by ${params.target}.`);
      return list<R>(path, params, { [params.target]: params.id });
    },

    create: async <R extends RaRecord>(resource: string, params: CreateParams) => {
      const { method = 'post', path, body } = endpoint(resource, 'create');
      const { data } = await http.request({ method, url: path, data: pick(params.data, body) });
      return { data: { ...params.data, ...written(data) } as R };
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

    /** The show/hide or live switch of a row: sends only `{ status }`. */
    setStatus: async (resource: string, id: Identifier, status: boolean) => {
      const { method = 'put', path } = endpoint(resource, 'status');
      const { data } = await http.request({ method, url: path(id), data: { status } });
      return { data: { id, status, ...written(data) } };
    },

    /** A select list of spec §7, e.g. getLookup('post', { district_id: 3 }). */
    getLookup: async (name: LookupName, query: Query = {}): Promise<LookupRow[]> => {
      const { data } = await http.get(lookups[name], { params: query });
      return unwrap<LookupRow[]>(data) ?? [];
    },

    /** The positions held in a committee (spec: `GET /committee/positions?committee_id`). */
    getCommitteePositions: async (committeeId: Identifier): Promise<string[]> => {
      const { data } = await http.get(paths.committeePositions, {
        params: { committee_id: committeeId },
      });
      const list = unwrap<unknown[]>(data);
      return Array.isArray(list) ? list.filter((p): p is string => typeof p === 'string') : [];
    },

    /** One member with the family list (spec: `GET /members/{id}`). */
    getMember: async <M>(id: Identifier): Promise<M> => (await getOne('members', { id })).data as M,

    /** Adds or edits a member: `POST /members` multipart (`id` when editing). */
    saveMember: async <M>(form: FormData): Promise<M> => {
      const { data } = await http.post(paths.memberSave, form);
      return written(data) as M;
    },

    /** The public registration: `POST /member/register` multipart. */
    registerMember: async (form: FormData) => {
      const { data } = await http.post(paths.memberRegister, form);
      return data as { message?: string };
    },

    /**
     * Every member matching the list's filters (`GET /members/export`), reporting
     * the bytes received so the page can show progress on large exports.
     */
    exportMembers: async <Row>(
      filter: Record<string, unknown>,
      onProgress?: (bytes: number) => void,
    ): Promise<Row[]> => {
      const params = toListQuery({ filter });
      delete params.page;
      delete params.itemsPerPage;
      const { data } = await http.get(paths.memberExport, {
        params,
        onDownloadProgress: (event) => onProgress?.(event.loaded),
      });
      const rows = unwrap<Row[]>(data);
      return Array.isArray(rows) ? rows : [];
    },

    /** The dashboard's numbers; by village when a district is given. */
    getDashboard: async (districtId?: Identifier | null): Promise<DashboardDetails> => {
      const params = districtId ? { district_id: districtId } : {};
      const { data } = await http.get(paths.dashboard, { params });
      return unwrap<DashboardDetails>(data);
    },
  } satisfies DataProvider;
}

export type AppDataProvider = ReturnType<typeof createDataProvider>;
