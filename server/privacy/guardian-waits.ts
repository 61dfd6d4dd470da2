import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { OneTimeCodes } from '../messaging/one-time-codes.js';
import { ApiError, invalid } from '../http/errors.js';
import { say } from '../../shared/contract/say.js';
import { isMinor } from '../../shared/door.js';
import { normaliseMobile } from '../member/mobile.js';

/** How long a minor's registration waits for the parent's code. */
export const GUARDIAN_WAIT_MS = 24 * 3_600_000;

/**
 * A registration by a person under 18 (docs/privacy.md "Children") waits for a
 * parent: the mobile given must be an adult member's, identified from what the
 * directory holds, and that parent confirms with a one-time code sent to it. The
 * form is kept (its photo already stored) until then, for a day at most.
 */
export async function awaitGuardian(
  db: Kysely<Database>,
  codes: OneTimeCodes,
  request: FastifyRequest,
  form: { guardian_mobile?: string | null } & Record<string, unknown>,
  photo: string | null,
  today: string,
): Promise<number> {
  if (!form.guardian_mobile) throw invalid('guardian_mobile', say('guardian_required'));
  const mobile = (() => {
    try {
      return normaliseMobile(
        form.guardian_mobile,
        form.guardian_mobile.startsWith('+'),
        'guardian_mobile',
      );
    } catch {
      return null;
    }
  })();
  const parent = mobile
    ? await db
        .selectFrom('members')
        .select(['id', 'date_of_birth', 'marked_minor'])
        .where('mobile_no', '=', mobile)
        .where('died_on', 'is', null)
        .where('erased_on', 'is', null)
        .executeTakeFirst()
    : undefined;
  if (!parent || isMinor(parent.date_of_birth, today, parent.marked_minor))
    throw invalid('guardian_mobile', say('guardian_unknown'));
  if (!(await codes.open())) throw new ApiError(409, say('guardian_unreachable'));
  // The code first: a number past its hourly codes is refused before anything is kept.
  await codes.request(mobile!, request.ip);
  await db
    .deleteFrom('guardian_waits')
    .where('expires_at', '<', new Date().toISOString())
    .execute();
  const { guardian_mobile: _given, ...kept } = form;
  const { id } = await db
    .insertInto('guardian_waits')
    .values({
      guardian_id: parent.id,
      guardian_mobile: mobile!,
      form: JSON.stringify(kept),
      photo,
      expires_at: new Date(Date.now() + GUARDIAN_WAIT_MS).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The waiting registration once its parent's code is right; refused otherwise, each under its field. */
export async function confirmGuardian(
  db: Kysely<Database>,
  codes: OneTimeCodes,
  waitId: number,
  code: string,
) {
  const wait = await db
    .selectFrom('guardian_waits')
    .selectAll()
    .where('id', '=', waitId)
    .where('expires_at', '>', new Date().toISOString())
    .executeTakeFirst();
  if (!wait) throw new ApiError(410, say('guardian_wait_gone'));
  const outcome = await codes.verify(wait.guardian_mobile, code);
  if (outcome !== 'ok') {
    const message = say(outcome === 'locked' ? 'code_locked' : 'code_wrong');
    throw new ApiError(422, message, { code: [message] });
  }
  return wait;
}
