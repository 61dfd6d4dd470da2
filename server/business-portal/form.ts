import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { INDIA_ID } from '../../shared/rules.js';
import type { Database } from '../db/types.js';
import type { AuditField } from '../../shared/audit.js';
import { personName } from '../audit/audit.js';
import { invalid } from '../http/errors.js';
import { memberExists } from '../member/summary.js';
import { say } from '../../shared/contract/say.js';
import { normaliseMobile } from '../member/mobile.js';
import { resolveNamed } from '../member/place-names.js';
import type {
  partnerEntry,
  partnerRow,
  portalForm,
} from '../../shared/contract/business-portal.js';
/** The business portal's form: checked, made consistent, ready to store. */

type PartnerEntry = z.infer<typeof partnerEntry>;

type PortalForm = z.infer<typeof portalForm>;

/** A partner as stored: a member, or a name with a valid mobile number. */
interface Partner {
  member_id: number | null;
  name: string | null;
  mobile_no: string | null;
}

/**
 * Checks every partner (docs/product.md §5): a family member who exists, or a name and a
 * valid mobile number; the same member, or the same name and mobile, not twice.
 * Errors name the partner's place in the list (`members.1.mobile_no`).
 */
export async function checkPartners(
  db: Kysely<Database>,
  entries: PartnerEntry[],
): Promise<Partner[]> {
  const partners: Partner[] = [];
  const seen = new Set<string>();
  for (const [i, entry] of entries.entries()) {
    const at = (field: string) => `members.${i}.${field}`;
    let partner: Partner;
    if (entry.member_id) {
      const member = await db
        .selectFrom('members')
        .select('id')
        .where('id', '=', entry.member_id)
        .executeTakeFirst();
      if (!member) throw invalid(at('member_id'), say('member_missing'));
      partner = { member_id: entry.member_id, name: null, mobile_no: null };
    } else {
      if (!entry.name && !entry.mobile_no)
        throw invalid(at('member_id'), say('partner_member_or_name'));
      if (!entry.name) throw invalid(at('name'), say('partner_name_required'));
      if (!entry.mobile_no) throw invalid(at('mobile_no'), say('partner_mobile_required'));
      const mobile = normaliseMobile(
        entry.mobile_no,
        entry.mobile_no.startsWith('+'),
        at('mobile_no'),
      );
      partner = { member_id: null, name: entry.name, mobile_no: mobile };
    }
    const key = partner.member_id
      ? `member:${partner.member_id}`
      : `name:${partner.name!.toLowerCase()}|${partner.mobile_no}`;
    if (seen.has(key))
      throw invalid(at(partner.member_id ? 'member_id' : 'name'), say('partner_twice'));
    seen.add(key);
    partners.push(partner);
  }
  return partners;
}

/** The entry's columns from a checked form: a valid mobile, the place made consistent. */
export async function portalColumns(db: Kysely<Database>, form: PortalForm) {
  const abroad = form.in_foreign_land === 1;
  const mobile_no = normaliseMobile(form.mobile_no, abroad);
  let state_id: number | null = null;
  let country_id: number | null = abroad ? null : INDIA_ID;
  if (abroad && form.country !== undefined) {
    country_id = await resolveNamed(
      db,
      'countries',
      form.country,
      'country',
      say('country_choose'),
    );
    if (country_id === INDIA_ID) throw invalid('country', say('abroad_not_india'));
  }
  if (!abroad && form.state !== undefined)
    state_id = await resolveNamed(db, 'states', form.state, 'state', say('state_choose'), INDIA_ID);
  if (form.business_id) {
    const type = await db
      .selectFrom('business_types')
      .select('id')
      .where('id', '=', form.business_id)
      .executeTakeFirst();
    if (!type) throw invalid('business_id', say('business_type_choose'));
  }
  if (form.member_id) await memberExists(db, form.member_id);
  return {
    name: form.name,
    mobile_no,
    email: form.email,
    address: form.address ?? null,
    in_foreign_land: form.in_foreign_land,
    state_id,
    country_id,
    city: form.city ?? null,
    business_id: form.business_id ?? null,
    member_id: form.member_id ?? null,
  };
}

/** A partner as the audit log names it. */
export const partnerLabel = (p: z.infer<typeof partnerRow>) =>
  p.information ? personName(p.information) : `${p.name} (${p.mobile_no})`;

export const EDITABLE: AuditField[] = [
  'name',
  'mobile_no',
  'email',
  'address',
  'in_foreign_land',
  'state_id',
  'country_id',
  'city',
  'business_id',
  'member_id',
  'logo',
  'partners',
];
