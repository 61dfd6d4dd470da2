import type { Kysely } from 'kysely';
import { MEMBER_FORM_FIELDS } from '../../shared/member-fields.js';
import type { Database } from '../db/types.js';
import { ApiError, notFound } from '../http/errors.js';
import { personName } from '../audit/audit.js';
import { auditedWrites, type Written } from '../audit/audited-write.js';
import { saveFamily, selfRelationId } from './family.js';
import { withUploads } from '../uploads/images.js';
import { memberColumns } from './form.js';
import type { MemberForm } from '../../shared/contract/member-form.js';
import { readMember } from './read.js';
import type { MemberRecord } from '../../shared/contract/member.js';
import { normaliseMobile } from './mobile.js';
import { refreshSearchKey } from './search.js';
import { say } from '../../shared/contract/say.js';
import type { DistrictScope } from '../../shared/contract/access.js';
/** The fields of a member the audit log compares: the form's own; the family as "Name (relation)" lines. */
const AUDITED = MEMBER_FORM_FIELDS;

function auditedMember(member: MemberRecord) {
  const fields: Record<string, unknown> = Object.fromEntries(
    AUDITED.map((key) => [key, member[key]]),
  );
  fields.family = member.family
    .filter((relative) => relative.id !== member.id)
    .map((relative) => `${personName(relative)} ${relative.relation ?? ''}`.trim());
  return fields;
}

/** A member as the wire shows it, or 404. */
export const findMember = async (db: Kysely<Database>, memberId: number) => {
  const member = await readMember(db, memberId);
  if (!member) throw notFound('member');
  return member;
};

/** The audited writes of members: the log compares the form's fields and the family as lines. */
export const memberWrites = (db: Kysely<Database>) =>
  auditedWrites(db, {
    resource: 'members',
    term: 'member',
    find: findMember,
    fields: [...AUDITED, 'family'],
    files: ['photo'],
    compare: auditedMember,
    label: personName,
    district: (member) => member.district_id,
  });

/**
 * Checks a member form and writes it in one transaction: a unique, valid mobile
 * number, the location and business rules, the photo (through the image
 * pipeline), and on the admin form the family list and app settings. A photo
 * stored for a write that fails is removed again; the photo a new one replaces
 * is removed once the write is committed.
 */
export async function saveMember(
  db: Kysely<Database>,
  storageDir: string,
  input: MemberForm,
  mode: 'admin' | 'register',
  /** The districts of the account writing: family members named are checked against them. */
  scope: DistrictScope = null,
  /** More to write in the same transaction, once the member's id is known (a registrant's consent). */
  afterWrite?: (trx: Kysely<Database>, memberId: number) => Promise<void>,
): Promise<Written<MemberRecord>> {
  const form = { ...input };
  if (mode === 'register') {
    // A registrant names no record and no family; its app settings are its own choice.
    if ('id' in form) delete form.id;
    if ('family' in form) delete form.family;
  }
  const details = mode === 'register' ? () => ({ registration: true }) : undefined;
  const writes = memberWrites(db);
  return withUploads(storageDir, async (uploads) => {
    const photo = form.photo ? await uploads.store('members', form.photo) : undefined;
    const write = async (trx: Kysely<Database>, existing: MemberRecord | null) => {
      const columns = await memberColumns(trx, form);
      const mobile_no =
        existing && existing.mobile_no === form.mobile_no.trim()
          ? existing.mobile_no
          : normaliseMobile(form.mobile_no, columns.in_foreign_land === 1);
      const taken = await trx
        .selectFrom('members')
        .select('id')
        .where('mobile_no', '=', mobile_no)
        .where('id', '<>', existing?.id ?? 0)
        .executeTakeFirst();
      if (taken) {
        const message = mode === 'register' ? say('mobile_registered') : say('mobile_taken');
        throw new ApiError(409, message, { mobile_no: [message] });
      }
      const settings = form.settings
        ? {
            show_mobile: form.settings.isMobile ? 1 : 0,
            show_address: form.settings.isAddress ? 1 : 0,
            ...(form.settings.isAnniversary === undefined
              ? {}
              : { show_anniversary: form.settings.isAnniversary ? 1 : 0 }),
          }
        : {};
      const values = {
        ...columns,
        mobile_no,
        ...settings,
        ...(photo ? { photo } : {}),
        updated_at: new Date().toISOString(),
      };
      let memberId: number;
      if (existing) {
        memberId = existing.id;
        await trx.updateTable('members').set(values).where('id', '=', memberId).execute();
        if (photo) uploads.removeAfter(existing.photo);
      } else {
        const family = await trx
          .insertInto('families')
          .defaultValues()
          .returning('id')
          .executeTakeFirstOrThrow();
        const row = await trx
          .insertInto('members')
          .values({
            ...values,
            family_id: family.id,
            is_head: 1,
            relation_id: await selfRelationId(trx),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        memberId = row.id;
      }
      await refreshSearchKey(trx, memberId);
      if (form.family) await saveFamily(trx, memberId, form.family, scope);
      await afterWrite?.(trx, memberId);
      return memberId;
    };
    if (form.id)
      return writes.update(
        form.id,
        async (trx, before) => {
          await write(trx, before);
        },
        { code: 'member_updated', details },
      );
    return writes.create((trx) => write(trx, null), {
      code: mode === 'register' ? 'registration_complete' : 'member_added',
      details,
    });
  });
}
