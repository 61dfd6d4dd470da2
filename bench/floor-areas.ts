import type Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { todayIn } from '../shared/days.js';

type Row = Record<string, unknown>;
type Query = Record<string, string | undefined>;

/**
 * The floor for the areas' lists (results, business portal, programs, events,
 * gallery images, jobs and applicants, notifications): for each, the SQL a
 * hand-written endpoint would send (a count, then the page with its joins) and the
 * same JSON as ours, page 1 in the default order.
 */
export function areaFloors(
  app: FastifyInstance,
  prepared: (text: string) => Database.Statement,
): void {
  const thumb = (path: unknown) =>
    typeof path === 'string' ? path.replace(/\/([^/]+)$/, '/thumb/$1') : null;
  const paging = (q: Query) => {
    const perPage = Number(q.itemsPerPage ?? 25);
    return [perPage, (Number(q.page ?? 1) - 1) * perPage];
  };
  const count = (text: string, ...params: unknown[]) =>
    (prepared(text).get(...params) as { n: number }).n;
  const member = (r: Row) =>
    r.member_id && r.m_mobile_no !== null
      ? {
          id: r.member_id,
          first_name: r.m_first_name,
          last_name: r.m_last_name,
          mobile_no: r.m_mobile_no,
          photo: r.m_photo,
          thumb: thumb(r.m_photo),
        }
      : null;
  const MEMBER = `m.first_name AS m_first_name, m.last_name AS m_last_name,
    m.mobile_no AS m_mobile_no, m.photo AS m_photo`;
  const parent = (text: string, id: number) => prepared(text).get(id) as Row;

  app.get('/api/frontend/result/students', (request) => {
    const q = request.query as Query;
    const year = Number(q.segment_id);
    // A photo not to be published: photos withdrawn, or a child without a parent's consent.
    const today = todayIn();
    const adultBorn = `${Number(today.slice(0, 4)) - 18}${today.slice(4)}`;
    const rows = prepared(`SELECT r.*, e.name AS education_name, ${MEMBER},
        CASE WHEN m.id IS NOT NULL AND (
          EXISTS (SELECT 1 FROM member_consents mc WHERE mc.member_id = m.id
            AND mc.purpose = 'photos' AND mc.state = 'out')
          OR ((m.marked_minor = 1 OR (coalesce(m.date_of_birth, '') LIKE '____-__-__'
              AND m.date_of_birth > ?))
            AND NOT EXISTS (SELECT 1 FROM member_consents mc WHERE mc.member_id = m.id
              AND mc.purpose = 'guardian_consent' AND mc.state = 'in'))) THEN 1 ELSE 0 END
          AS photo_withheld
      FROM (SELECT *, rank() OVER (PARTITION BY result_segment_id, education_id
              ORDER BY percentage DESC) AS rank
            FROM student_results WHERE result_segment_id = CAST(? AS integer)) AS r
      LEFT JOIN education e ON e.id = r.education_id
      LEFT JOIN members m ON m.id = r.member_id
      ORDER BY r.id LIMIT ? OFFSET ?`).all(adultBorn, year, ...paging(q)) as Row[];
    return {
      data: rows.map((r) => ({
        id: r.id,
        result_segment_id: r.result_segment_id,
        name: r.name,
        photo: r.photo,
        image: r.photo,
        thumb: thumb(r.photo),
        percentage: r.percentage,
        city: r.city,
        education_id: r.education_id,
        eduction_id: r.education_id,
        eduction: r.education_name ? { id: r.education_id, name: r.education_name } : null,
        member_id: r.member_id,
        member: member(r),
        status: r.status === 1,
        rank: r.rank,
        photo_withheld: r.photo_withheld === 1,
      })),
      total: count(
        'SELECT count(*) AS n FROM student_results WHERE result_segment_id = CAST(? AS integer)',
        year,
      ),
      result: parent('SELECT id, year AS name FROM result_segments WHERE id = ?', year),
    };
  });

  app.get('/api/frontend/business-portal/list', (request) => {
    const rows = prepared(`SELECT p.*, bt.name AS business_name, st.name AS state,
        co.name AS country, ${MEMBER},
        (SELECT count(*) FROM business_partners bp WHERE bp.business_portal_id = p.id)
          AS partners_count,
        (SELECT count(*) FROM jobs j WHERE j.business_id = p.id) AS jobs_count
      FROM business_portals p
      LEFT JOIN business_types bt ON bt.id = p.business_id
      LEFT JOIN states st ON st.id = p.state_id
      LEFT JOIN countries co ON co.id = p.country_id
      LEFT JOIN members m ON m.id = p.member_id
      ORDER BY p.name, p.id LIMIT ? OFFSET ?`).all(...paging(request.query as Query)) as Row[];
    return {
      data: rows.map((r) => ({
        id: r.id,
        logo: r.logo,
        thumb: thumb(r.logo),
        name: r.name,
        mobile_no: r.mobile_no,
        email: r.email,
        address: r.address,
        in_foreign_land: r.in_foreign_land === 1,
        state_id: r.state_id,
        country_id: r.country_id,
        state: r.state,
        country: r.country,
        city: r.city,
        business_id: r.business_id,
        business:
          r.business_id && r.business_name ? { id: r.business_id, name: r.business_name } : null,
        business_type_id: r.business_type_id,
        member_id: r.member_id,
        member: member(r),
        owner_name: r.owner_name,
        status: r.status === 1,
        partners_count: r.partners_count,
        jobs_count: r.jobs_count,
      })),
      total: count('SELECT count(*) AS n FROM business_portals'),
    };
  });

  app.get('/api/frontend/programs', (request) => {
    const rows = prepared(`SELECT p.id, p.name, p.start_date, p.time, p.status,
        (SELECT count(*) FROM volunteer_types t WHERE t.program_id = p.id) AS types_count,
        (SELECT count(*) FROM volunteers v JOIN volunteer_types t ON t.id = v.volunteer_type_id
          WHERE t.program_id = p.id) AS volunteers_count
      FROM programs p ORDER BY p.start_date DESC, p.id LIMIT ? OFFSET ?`).all(
      ...paging(request.query as Query),
    ) as Row[];
    return {
      data: rows.map((r) => ({ ...r, status: r.status === 1 })),
      total: count('SELECT count(*) AS n FROM programs'),
    };
  });

  app.get('/api/frontend/events', (request) => {
    const now = new Date().toISOString();
    const rows = prepared(`SELECT id, name, start_date, time, status FROM events
      ORDER BY CASE WHEN start_date >= ? THEN 0 ELSE 1 END,
        CASE WHEN start_date >= ? THEN start_date END, start_date DESC, id
      LIMIT ? OFFSET ?`).all(now, now, ...paging(request.query as Query)) as Row[];
    return {
      data: rows.map((r) => ({
        ...r,
        status: r.status === 1,
        past: Date.parse(r.start_date as string) + (r.time as number) * 60_000 < Date.now(),
      })),
      total: count('SELECT count(*) AS n FROM events'),
    };
  });

  app.get('/api/frontend/gallery/images', (request) => {
    const q = request.query as Query;
    const gallery = Number(q.gallery_id);
    const rows = prepared(`SELECT id, gallery_id, image, status FROM gallery_images
      WHERE gallery_id = CAST(? AS integer) ORDER BY id LIMIT ? OFFSET ?`).all(
      gallery,
      ...paging(q),
    ) as Row[];
    return {
      data: rows.map((r) => ({ ...r, thumb: thumb(r.image), status: r.status === 1 })),
      total: count(
        'SELECT count(*) AS n FROM gallery_images WHERE gallery_id = CAST(? AS integer)',
        gallery,
      ),
      gallery: parent('SELECT id, name FROM galleries WHERE id = ?', gallery),
    };
  });

  app.get('/api/frontend/job/list', (request) => {
    const rows = prepared(`SELECT j.*, bt.name AS business_type_name, bp.name AS business_name,
        ${MEMBER},
        (SELECT count(*) FROM job_applicants a WHERE a.job_id = j.id) AS applicants_count
      FROM jobs j
      LEFT JOIN business_types bt ON bt.id = j.business_type_id
      LEFT JOIN business_portals bp ON bp.id = j.business_id
      LEFT JOIN members m ON m.id = j.member_id
      ORDER BY j.id DESC LIMIT ? OFFSET ?`).all(...paging(request.query as Query)) as Row[];
    const ids = rows.map((r) => r.id);
    const levels = ids.length
      ? (prepared(`SELECT je.job_id, e.id, e.name FROM job_education je
          JOIN education e ON e.id = je.education_id
          WHERE je.job_id IN (${ids.map(() => 'CAST(? AS integer)').join(',')}) ORDER BY e.id`).all(
          ...ids,
        ) as Row[])
      : [];
    return {
      data: rows.map((r) => {
        const list = levels
          .filter((l) => l.job_id === r.id)
          .map((l) => ({ id: l.id, name: l.name }));
        return {
          id: r.id,
          title: r.title,
          name: r.name,
          description: r.description,
          city: r.city,
          company_details: r.company_details,
          education_id: list.map((l) => l.id),
          education_list: list,
          business_type_id: r.business_type_id,
          business_type:
            r.business_type_id && r.business_type_name
              ? { id: r.business_type_id, name: r.business_type_name }
              : null,
          business_id: r.business_id,
          business:
            r.business_id && r.business_name ? { id: r.business_id, name: r.business_name } : null,
          member_id: r.member_id,
          member: member(r),
          applicants_count: r.applicants_count,
        };
      }),
      total: count('SELECT count(*) AS n FROM jobs'),
    };
  });

  app.get('/api/frontend/job/members', (request) => {
    const q = request.query as Query;
    const job = Number(q.job_id);
    const rows = prepared(`SELECT m.id, m.first_name, m.last_name, m.mobile_no, m.city,
        c.name AS country, e.name AS education_name, a.created_at AS applied_at
      FROM job_applicants a JOIN members m ON m.id = a.member_id
      LEFT JOIN countries c ON c.id = m.country_id
      LEFT JOIN education e ON e.id = m.education_id
      WHERE a.job_id = CAST(? AS integer) ORDER BY a.id LIMIT ? OFFSET ?`).all(
      job,
      ...paging(q),
    ) as Row[];
    return {
      data: rows.map(({ education_name, ...r }) => ({
        ...r,
        education: education_name ? { name: education_name } : null,
      })),
      total: count(
        `SELECT count(*) AS n FROM job_applicants a JOIN members m ON m.id = a.member_id
          WHERE a.job_id = CAST(? AS integer)`,
        job,
      ),
      jobs: parent('SELECT id, title AS name FROM jobs WHERE id = ?', job),
    };
  });

  app.get('/api/frontend/notification', (request) => {
    const rows = prepared(`SELECT n.*, s.at, s.channel, s.state, s.recipients, s.delivered,
        s.failed, s.skipped, s.channels, s.counts,
        (SELECT count(*) FROM notification_sendings x WHERE x.notification_id = n.id)
          AS sendings_count
      FROM notifications n
      LEFT JOIN notification_sendings s ON s.id =
        (SELECT max(id) FROM notification_sendings x WHERE x.notification_id = n.id)
      ORDER BY n.sent_at DESC, n.id LIMIT ? OFFSET ?`).all(
      ...paging(request.query as Query),
    ) as Row[];
    return {
      data: rows.map((r) => ({
        id: r.id,
        title: r.title,
        description: r.description,
        allow_member: r.allow_member === 1,
        filters: JSON.parse(r.filters as string) as unknown,
        sent_at: r.sent_at,
        recipients_count: r.recipients ?? 0,
        sendings_count: r.sendings_count,
        last_sending: r.at
          ? {
              at: r.at,
              channel: r.channel,
              state: r.state,
              recipients: r.recipients,
              delivered: r.delivered,
              failed: r.failed,
              skipped: r.skipped,
              channels: r.channels ? (JSON.parse(r.channels as string) as unknown) : ['push'],
              counts: r.counts ? (JSON.parse(r.counts as string) as unknown) : {},
            }
          : null,
      })),
      total: count('SELECT count(*) AS n FROM notifications'),
    };
  });
}
