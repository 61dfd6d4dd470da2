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

/** Adds or edits a business: one multipart `POST /business-portal`, with `id` when editing. */
export const saveBusiness = (dataProvider: AppDataProvider, values: Record<string, unknown>) => {
  const data = {
    ...values,
    in_foreign_land: isTrue(values.in_foreign_land),
    members: partnersBody(values.members as Partner[] | undefined),
  };
  return values.id
    ? dataProvider.update('business-portal', {
        id: values.id as Identifier,
        data,
        previousData: { id: values.id as Identifier } as Record<string, unknown> & {
          id: Identifier;
        },
      })
    : dataProvider.create('business-portal', { data });
};

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
