import type { Identifier } from 'react-admin';
import { guardianCall, registerCall } from './endpoints';
import type { AppDataProvider } from '../resources';
import { unwrap } from '../providers/dataProvider';
import { memberBody } from './memberFormData';
import type { Member } from './types';

/**
 * One member with the family list (docs/product.md §7: `GET /members/{id}`) and what
 * removing them changes (`part_of`, asked with `?part_of=1`), for the Remove confirmation. The original backend answers the member without it.
 */
export const getMemberWithTies = async (dataProvider: AppDataProvider, id: Identifier) =>
  (await dataProvider.getOne('members', { id, meta: { query: { part_of: '1' } } })).data as Member;

/** The public registration: `POST /member/register` multipart. */
export const registerMember = async (dataProvider: AppDataProvider, values: Partial<Member>) =>
  dataProvider.call<{ message?: string; data?: { pending?: number } }>(registerCall, {
    data: memberBody(values),
  });

/** A parent's code confirming a minor's registration (docs/privacy.md "Children"). */
export const confirmGuardian = async (
  dataProvider: AppDataProvider,
  pending: number,
  code: string,
) => dataProvider.call<{ message?: string }>(guardianCall, { data: { pending, code } });

/**
 * Every member matching the list's filters (`GET /members/export`), reporting
 * the bytes received so the page can show progress on large exports.
 */
export async function exportMembers<Row>(
  dataProvider: AppDataProvider,
  filter: Record<string, unknown>,
  onProgress?: (bytes: number) => void,
): Promise<Row[]> {
  const rows = unwrap<Row[]>(
    await dataProvider.action('members', 'export', { filter, onDownloadProgress: onProgress }),
  );
  return Array.isArray(rows) ? rows : [];
}
