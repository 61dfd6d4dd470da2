import type { Identifier } from 'react-admin';
import { isTrue } from '../../shared/rules';
import type { AppDataProvider } from '../resources';
import { unwrap } from '../providers/dataProvider';
import type { Business, Partner } from './types';

/** One business with its partners (docs/product.md §7: `GET /business-portal/{id}`). */
export const getBusiness = async (dataProvider: AppDataProvider, id: Identifier) =>
  (await dataProvider.getOne('business-portal', { id })).data as Business;

/** The partners as the API takes them: `{ member_id }` or `{ name, mobile_no }` (docs/product.md §7). */
export const partnersBody = (partners: Partner[] = []) =>
  partners.map((p) =>
    p.member_id ? { member_id: Number(p.member_id) } : { name: p.name, mobile_no: p.mobile_no },
  );

/**
 * The business form's values as `POST /business-portal` takes them (one multipart
 * call, with `id` when editing): the flag as a boolean, the partners as the API's list.
 */
export const businessBody = (values: Record<string, unknown>) => ({
  ...values,
  in_foreign_land: isTrue(values.in_foreign_land),
  members: partnersBody(values.members as Partner[] | undefined),
});

/** What the directory knows of a member, to fill in an owner's business (mobile, email, place). */
export interface MemberDetails {
  mobile_no?: string | null;
  email?: string | null;
  in_foreign_land?: boolean | number | null;
  state?: string | null;
  state_id?: number | null;
  country?: string | null;
  country_id?: number | null;
  city?: string | null;
}
export const memberDetails = async (dataProvider: AppDataProvider, memberId: Identifier) =>
  unwrap<MemberDetails>(await dataProvider.action('business-portal', 'member', { id: memberId }));
