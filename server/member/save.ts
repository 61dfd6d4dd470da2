import type { Kysely } from 'kysely';
import { MEMBER_FORM_FIELDS } from '../../shared/rules.js';
import type { Database } from '../db/types.js';
import { ApiError, notFound } from '../lib/errors.js';
import { audit, diff, personName } from '../lib/audit.js';
import { saveFamily, selfRelationId } from './family.js';
import { withUploads } from '../lib/images.js';
import { memberColumns, type MemberForm } from './form.js';
import { readMember, type MemberRecord } from './read.js';
import { normaliseMobile } from '../lib/mobile.js';
import { say } from '../../shared/contract/say.js';
/** The fields of a member the audit log compares: the form's own; the family as "Name (relation)" lines. */
const AUDITED = MEMBER_FORM_FIELDS;

function auditedMember(member: MemberRecord | null | undefined) {
  if (!member) return null;
  const fields: Record<string, unknown> = Object.fromEntries(
    AUDITED.map((key) => [key, member[key]]),
  );
  fields.family = member.family
    .filter((relative) => relative.id !== member.id)
    .map((relative) => `${personName(relative)} ${relative.relation ?? ''}`.trim());
  return fields;
}

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
) {
  const form = { ...input };
  if (mode === 'register') {
    delete form.id;
    delete form.family;
    delete form.settings;
  }
  return withUploads(storageDir, async (uploads) => {
    const photo = form.photo ? await uploads.store('members', form.photo) : undefined;
    return db.transaction().execute(async (trx) => {
      const existing = form.id
        ? await trx
            .selectFrom('members')
            .select(['id', 'mobile_no', 'photo'])
            .where('id', '=', form.id)
            .executeTakeFirst()
        : undefined;
      if (form.id && !existing) throw notFound('member');
      const before = existing ? await readMember(trx, existing.id) : null;
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
      if (form.family) await saveFamily(trx, memberId, form.family);
      const after = (await readMember(trx, memberId))!;
      await audit(trx, {
        action: existing ? 'update' : 'create',
        resource: 'members',
        recordId: memberId,
        label: personName(after),
        changes: diff(auditedMember(before), auditedMember(after), {
          fields: [...AUDITED, 'family'],
          files: ['photo'],
        }),
        details: mode === 'register' ? { registration: true } : null,
      });
      return { data: after, created: !existing };
    });
  });
}
