import { beforeAll, describe, expect, it } from 'vitest';
import { dashboardCall } from '../../src/dashboard/endpoints.js';
import { registerCall } from '../../src/member/endpoints.js';
import {
  lookups,
  paths,
  type Endpoint,
  type ResourceEndpoints,
} from '../../src/providers/endpoints.js';
import { resources } from '../../src/resources.js';

/** The calls that belong to no resource. */
const calls = { dashboard: dashboardCall, register: registerCall };
import { signedInServer } from './helpers.js';

/**
 * The SPA's endpoint table against the server's OpenAPI document (generated from
 * the route schemas of shared/contract/): every line's path, method and body
 * fields must be ones the server documents, so a renamed path or field fails here
 * before it fails for an administrator.
 */
const api = signedInServer();

interface Schema {
  properties?: Record<string, unknown>;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}
interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
let document: { paths: Record<string, Record<string, Operation>> };

beforeAll(async () => {
  await api.server.app.ready();
  document = api.server.app.swagger() as typeof document;
});

const PREFIX = '/api/frontend/';
/** A path of the table with `{id}` where a row's id goes, as the document writes it. */
const pathOf = (path: string | ((id: string) => string)) =>
  PREFIX + (typeof path === 'function' ? path('{id}') : path).replace(/^\//, '');

/** The names an operation takes: its query parameters, and its body's properties. */
function namesOf(operation: Operation): Set<string> {
  const names = new Set((operation.parameters ?? []).map((p) => p.name));
  const collect = (schema: Schema | undefined) => {
    if (!schema) return;
    for (const key of Object.keys(schema.properties ?? {})) names.add(key);
    for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
      collect(part);
  };
  for (const { schema } of Object.values(operation.requestBody?.content ?? {})) collect(schema);
  return names;
}

interface Line {
  name: string;
  method: string;
  path: string;
  fields: readonly string[];
}

const line = (name: string, endpoint: Endpoint, method: string): Line => ({
  name,
  // A method override travels as a POST with `?_method=PUT` (src/providers/dataProvider.ts).
  method: endpoint.methodOverride ? 'POST' : (endpoint.method ?? method).toUpperCase(),
  path: pathOf(endpoint.path as string),
  fields: endpoint.body ?? [],
});

/** Every call the table makes. */
function tableLines(): Line[] {
  const lines: Line[] = [];
  for (const [resource, entry] of Object.entries(resources as Record<string, ResourceEndpoints>)) {
    if (entry.list)
      lines.push({ name: `${resource} list`, method: 'GET', path: pathOf(entry.list), fields: [] });
    if (entry.one)
      lines.push({
        name: `${resource} one`,
        method: 'GET',
        path: pathOf(entry.one as never),
        fields: [],
      });
    if (entry.create) lines.push(line(`${resource} create`, entry.create, 'post'));
    if (entry.update) lines.push(line(`${resource} update`, entry.update as Endpoint, 'put'));
    if (typeof entry.delete === 'function')
      lines.push({
        name: `${resource} delete`,
        method: 'DELETE',
        path: pathOf(entry.delete as never),
        fields: [],
      });
    else if (entry.delete) lines.push(line(`${resource} delete`, entry.delete, 'delete'));
    for (const [target, list] of Object.entries(entry.references ?? {}))
      lines.push({
        name: `${resource} by ${target}`,
        method: 'GET',
        path: pathOf(list),
        fields: [target],
      });
    for (const [action, endpoint] of Object.entries(entry.actions ?? {}))
      lines.push(line(`${resource} ${action}`, endpoint, 'get'));
  }
  for (const [name, endpoint] of Object.entries(calls))
    lines.push(line(name, endpoint as Endpoint, 'get'));
  for (const [name, path] of Object.entries(lookups))
    lines.push({ name: `lookup ${name}`, method: 'GET', path: pathOf(path), fields: [] });
  // The session check asks the API; signing in and out go to /auth (src/providers/authProvider.ts).
  lines.push({ name: 'auth user', method: 'GET', path: pathOf(paths.user), fields: [] });
  for (const path of [paths.login, paths.logout, paths.logoutEverywhere])
    lines.push({ name: `auth ${path}`, method: 'POST', path: `/auth/${path}`, fields: [] });
  return lines;
}

describe('the endpoint table against the OpenAPI document', () => {
  it('names only paths, methods and body fields the server documents', () => {
    const lines = tableLines();
    expect(lines.length).toBeGreaterThan(80);
    const problems: string[] = [];
    // The document names each path parameter; the table's lines put `{id}` there.
    const documented = new Map(
      Object.entries(document.paths).map(([path, methods]) => [
        path.replace(/\{\w+\}/g, '{id}'),
        methods,
      ]),
    );
    for (const { name, method, path, fields } of lines) {
      const methods = documented.get(path);
      if (!methods) {
        problems.push(`${name}: no path ${path}`);
        continue;
      }
      const operation = methods[method.toLowerCase()];
      if (!operation) {
        problems.push(
          `${name}: ${path} has no ${method} (it has ${Object.keys(methods).join(', ')})`,
        );
        continue;
      }
      const known = namesOf(operation);
      for (const field of fields)
        if (!known.has(field)) problems.push(`${name}: ${method} ${path} takes no field ${field}`);
    }
    expect(problems).toEqual([]);
  });
});
