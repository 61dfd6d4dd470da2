import type {
  GujaratiNameProposal,
  ImportField,
  ImportMapping,
  PlaceChoices,
  RowChoices,
  RowOutcome,
  RowProblem,
} from '../../shared/contract/import.js';
import { fullName } from '../../shared/names.js';
import type { BlockIndex } from '../duplicates/match/blocks.js';
import type { MemberPerson } from '../duplicates/people.js';
import { POSSIBLE, prepare } from '../duplicates/match/score.js';
import type { ImportLookups, Named, NamedList } from './lookups.js';
import { GujaratiNames } from './gujarati-names.js';
import { readBloodGroup, readConsent, readDate, readMobile, readSex, type Read } from './values.js';

/** A member already in the directory, as the preview checks rows against them. */
export type Existing = MemberPerson;

/** A place a row names: known (id), to be created (name under its parent), or unknown. */
export interface PlaceRef {
  id: number | null;
  create: string | null;
}

/** A row as it would be saved, with what would happen to it. */
export interface PreviewedRow {
  line: number;
  /** The member's columns (ids), for the commit. */
  values: {
    first_name: string | null;
    last_name: string | null;
    mobile_no: string | null;
    date_of_birth: string | null;
    sex: number | null;
    blood_group: string | null;
    education_id: number | null;
    city: string | null;
    current_address: string | null;
    surname?: string | null;
    native_place?: string | null;
    relation_id: number | null;
    /** WhatsApp messages agreed to or refused on the sheet; null when it says nothing. */
    whatsapp_consent?: 'in' | 'out' | null;
    district: PlaceRef;
    post: PlaceRef;
    village: PlaceRef;
  };
  /** The same in words, for the screen. */
  member: Record<string, string | null>;
  problems: RowProblem[];
  /** What the administrator should look at, which does not keep the row out. */
  notices?: RowProblem[];
  outcome: RowOutcome;
  /** The family: the line of its head row, or the existing member it joins. */
  head_line: number | null;
  joins_member: number | null;
  other: { line?: number; id?: number; name: string } | null;
  score: number | null;
  reasons: string[];
  accepted: boolean;
  /** Families read from blank rows: may start a family here (`can`), or was made to (`done`). */
  split?: 'can' | 'done' | null;
  /** The gender asked of the administrator (`ask`), or given by them (`given`). */
  sex_choice?: 'ask' | 'given' | null;
}

export interface UnknownPlace {
  key: string;
  kind: 'district' | 'post' | 'village';
  name: string;
  rows: number;
  closest: Named[];
  /** Whether creating it can work (filled once every row is read). */
  creatable?: boolean;
}

const text = (cell: unknown) => {
  if (cell === null || cell === undefined) return null;
  const value = (cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell)).trim();
  return value === '' ? null : value;
};

/** What sheets write in a cell with nothing to say: our members.csv writes N/A. */
/** The gender a relation says (the relations master's English names): 1 male, 0 female. */
const RELATION_SEX: Record<string, 0 | 1> = {
  Wife: 0,
  Daughter: 0,
  Mother: 0,
  Sister: 0,
  'Daughter-in-law': 0,
  Granddaughter: 0,
  Husband: 1,
  Son: 1,
  Father: 1,
  Brother: 1,
  'Son-in-law': 1,
  Grandson: 1,
};

const BLANK = /^(n\/?a|-+|—)$/i;

/** The cells of a row by field, through the mapping; a cell saying "N/A" is blank. */
function byField(cells: unknown[], mapping: ImportMapping) {
  const out: Partial<Record<ImportField, unknown>> = {};
  for (const [column, field] of Object.entries(mapping)) {
    if (!field) continue;
    const cell = cells[Number(column)];
    out[field] = typeof cell === 'string' && BLANK.test(cell.trim()) ? null : cell;
  }
  return out;
}

/**
 * Text typed in a legacy Gujarati font (Terafont, LMG, Shruti before Unicode): the
 * glyphs are stored as ASCII, so a name reads as "5|JL6" or "ZD[X". Such a value is
 * ASCII holding characters no name written in English has.
 */
const LEGACY_GLYPHS = /[[\]\\|;{}~^`<>]/;
const ASCII = /^[\x20-\x7e]+$/;
const NAME_FIELDS = ['name', 'first_name', 'last_name'] as const;

/**
 * The name columns that look typed in a legacy font: at least a third of their
 * ASCII values hold its telltale characters; every ASCII value in such a column is
 * then suspect, since some of its words come out as plain letters.
 */
function legacyFontFields(
  rows: { cells: unknown[] }[],
  mapping: ImportMapping,
): Set<(typeof NAME_FIELDS)[number]> {
  const found = new Set<(typeof NAME_FIELDS)[number]>();
  for (const field of NAME_FIELDS) {
    const column = Object.entries(mapping).find(([, f]) => f === field)?.[0];
    if (column === undefined) continue;
    const ascii = rows
      .map((row) => String(row.cells[Number(column)] ?? '').trim())
      .filter((value) => value && ASCII.test(value));
    const odd = ascii.filter((value) => LEGACY_GLYPHS.test(value)).length;
    if (odd && odd * 3 >= ascii.length) found.add(field);
  }
  return found;
}

/**
 * Every row of a sheet as it would be saved, with its problems and what would
 * happen to it (docs/import.md): a new member, one joining the family of another
 * row or of an existing member, a possible duplicate of an existing member, a
 * member already in the directory (by mobile), or skipped for its problems.
 * Nothing is written. The comparing with the directory gives the server's thread
 * to other requests every 50 ms.
 */
export async function previewRows(
  rows: { line: number; cells: unknown[] }[],
  mapping: ImportMapping,
  places: PlaceChoices,
  lookups: ImportLookups,
  existing: { byMobile: Map<string, Existing>; index: BlockIndex<Existing> },
  choices: RowChoices = { splits: [], sexes: {} },
): Promise<{
  rows: PreviewedRow[];
  unknown: UnknownPlace[];
  gujaratiNames: GujaratiNameProposal[];
}> {
  const unknown = new Map<string, UnknownPlace>();
  const gujarati = new GujaratiNames();
  /** The unknown posts and villages whose rows name a parent they could be created under. */
  const creatable = new Set<string>();
  /** Whether the sheet's name for a place is the one the row ended up with (found, or chosen). */
  const namesIt = (
    kind: UnknownPlace['kind'],
    sheetName: string | null,
    id: number,
    list: NamedList,
  ) => {
    if (!sheetName) return false;
    const choice = places[`${kind}:${sheetName.toLowerCase()}`];
    return list.find(sheetName)?.id === id || (!!choice && 'id' in choice && choice.id === id);
  };
  const place = (
    kind: UnknownPlace['kind'],
    name: string | null,
    find: (name: string) => Named | undefined,
    closest: (name: string) => Named[],
    problems: RowProblem[],
  ): PlaceRef => {
    if (!name) return { id: null, create: null };
    const found = find(name);
    if (found) return { id: found.id, create: null };
    const key = `${kind}:${name.toLowerCase()}`;
    // Listed with the choice made for it too, so the screen shows the choice and can change it.
    const seen = unknown.get(key);
    if (seen) seen.rows++;
    else unknown.set(key, { key, kind, name, rows: 1, closest: closest(name) });
    const choice = places[key];
    if (choice && 'id' in choice) return { id: choice.id, create: null };
    if (choice) return { id: null, create: name };
    problems.push({ field: kind, code: 'import_place_unknown', params: { name } });
    return { id: null, create: null };
  };

  /** A village offered for a match, with its post: names repeat across posts. */
  const villageLabel = (v: Named & { post_id: number }) => {
    const post = lookups.posts.rows.find((p) => p.id === v.post_id);
    return post ? `${v.name} · ${post.name}` : v.name;
  };

  const read = <T>(result: Read<T>, field: string, problems: RowProblem[]): T | null => {
    if (result.problem) {
      problems.push({ field, code: result.problem });
      return null;
    }
    return result.value ?? null;
  };

  const legacy = legacyFontFields(rows, mapping);
  const previewed: PreviewedRow[] = rows.map(({ line, cells }) => {
    const cell = byField(cells, mapping);
    const problems: RowProblem[] = [];
    for (const field of legacy) {
      const value = String(cell[field] ?? '').trim();
      if (value && ASCII.test(value))
        problems.push({ field, code: 'import_legacy_font', params: { value } });
    }
    let first = text(cell.first_name);
    let middle = text(cell.last_name);
    const whole = text(cell.name);
    if (whole && !first) {
      const [head, ...rest] = whole.split(/\s+/);
      first = head ?? null;
      middle ??= rest.join(' ') || null;
    }
    if (!first) problems.push({ field: 'first_name', code: 'first_name_required' });
    if (!middle) problems.push({ field: 'last_name', code: 'middle_name_required' });
    const mobile = read(readMobile(cell.mobile_no), 'mobile_no', problems);
    if (!mobile && !problems.some((p) => p.field === 'mobile_no'))
      problems.push({ field: 'mobile_no', code: 'mobile_required' });
    const birth = read(readDate(cell.date_of_birth), 'date_of_birth', problems);
    const sex = read(readSex(cell.sex), 'sex', problems);
    const blood = read(readBloodGroup(cell.blood_group), 'blood_group', problems);
    const consent = read(readConsent(cell.whatsapp_consent), 'whatsapp_consent', problems);
    const educationName = text(cell.education);
    const education = educationName ? lookups.education.find(educationName) : undefined;
    if (educationName && !education)
      problems.push({
        field: 'education',
        code: 'import_education_unknown',
        params: { name: educationName },
      });
    const relationName = text(cell.relation);
    const relation = relationName ? lookups.relations.get(relationName.toLowerCase()) : undefined;
    if (relationName && !relation)
      problems.push({
        field: 'relation',
        code: 'import_relation_unknown',
        params: { name: relationName },
      });

    // The village decides its post and district (known by name, or matched on the
    // screen); failing that, the post decides its district. Problems in that order.
    const placeProblems: Record<UnknownPlace['kind'], RowProblem[]> = {
      district: [],
      post: [],
      village: [],
    };
    const postName = text(cell.post);
    const namedPost = postName ? lookups.posts.find(postName) : undefined;
    const villageName = text(cell.village);
    const namedVillage = villageName
      ? lookups.villages.find(villageName, (v) => !namedPost || v.post_id === namedPost.id)
      : undefined;
    const villageRef: PlaceRef = namedVillage
      ? { id: namedVillage.id, create: null }
      : place(
          'village',
          villageName,
          () => undefined,
          (n) =>
            lookups.villages
              .closest(n, namedPost && ((v) => v.post_id === namedPost.id))
              .map((v) => ({ id: v.id, name: villageLabel(v) })),
          placeProblems.village,
        );
    const village = villageRef.id
      ? lookups.villages.rows.find((v) => v.id === villageRef.id)
      : undefined;
    const postRef: PlaceRef = village
      ? { id: village.post_id, create: null }
      : namedPost
        ? { id: namedPost.id, create: null }
        : place(
            'post',
            postName,
            (n) => lookups.posts.find(n),
            (n) => lookups.posts.closest(n),
            placeProblems.post,
          );
    const post = postRef.id ? lookups.posts.rows.find((p) => p.id === postRef.id) : undefined;
    const districtName = text(cell.district);
    const districtRef: PlaceRef = post
      ? { id: post.district_id, create: null }
      : place(
          'district',
          districtName,
          (n) => lookups.districts.find(n),
          (n) => lookups.districts.closest(n),
          placeProblems.district,
        );
    // A place to be created is created under its parent: without one it cannot be.
    if (postRef.create && !districtRef.id && !districtRef.create)
      placeProblems.post.push({
        field: 'post',
        code: 'import_post_needs_district',
        params: { name: postRef.create },
      });
    if (villageRef.create && !postRef.id && !postRef.create)
      placeProblems.village.push({
        field: 'village',
        code: 'import_village_needs_post',
        params: { name: villageRef.create },
      });
    problems.push(...placeProblems.district, ...placeProblems.post, ...placeProblems.village);
    // Whether "create it" would work for an unknown place, whatever was chosen for it
    // meanwhile: its rows must name a parent that is known, chosen or created.
    const named = (kind: UnknownPlace['kind'], name: string | null, list: NamedList) =>
      !!name && (!!list.find(name) || !!places[`${kind}:${name.toLowerCase()}`]);
    if (villageName && !namedVillage && named('post', postName, lookups.posts))
      creatable.add(`village:${villageName.toLowerCase()}`);
    if (postName && !namedPost && named('district', districtName, lookups.districts))
      creatable.add(`post:${postName.toLowerCase()}`);

    // The sheet's Gujarati spellings of the places it matched (docs/import.md).
    if (village) gujarati.note('village', village, villageName);
    if (post && namesIt('post', postName, post.id, lookups.posts))
      gujarati.note('post', post, postName);
    const district = districtRef.id
      ? lookups.districts.rows.find((d) => d.id === districtRef.id)
      : undefined;
    if (district && namesIt('district', districtName, district.id, lookups.districts))
      gujarati.note('district', district, districtName);

    // The member form's own length rules (server/member/form.ts), so nothing the form
    // would refuse is imported.
    const city = text(cell.city) ?? village?.name ?? villageName;
    const address = text(cell.current_address);
    const surname = text(cell.surname);
    const nativePlace = text(cell.native_place);
    for (const [field, value, max, term] of [
      ['first_name', first, 100, null],
      ['last_name', middle, 100, null],
      ['city', city, 100, 'city'],
      ['current_address', address, 500, 'address'],
      ['surname', surname, 100, 'surname'],
      ['native_place', nativePlace, 100, 'native_place'],
    ] as const)
      if (value && value.length > max)
        problems.push(
          term
            ? { field, code: 'text_too_long', params: { field: term, max } }
            : { field, code: 'at_most', params: { max } },
        );

    const names = (ref: PlaceRef, list: { rows: Named[] }) =>
      ref.id ? (list.rows.find((r) => r.id === ref.id)?.name ?? null) : ref.create;
    return {
      line,
      values: {
        first_name: first,
        last_name: middle,
        mobile_no: mobile,
        date_of_birth: birth,
        sex,
        blood_group: blood,
        education_id: education?.id ?? null,
        city,
        current_address: address,
        surname,
        native_place: nativePlace,
        relation_id: relation?.id ?? null,
        whatsapp_consent: consent,
        district: districtRef,
        post: postRef,
        village: villageRef,
      },
      member: {
        name: fullName(first, middle) || null,
        surname,
        native_place: nativePlace,
        mobile_no: mobile,
        date_of_birth: birth,
        sex: sex === null ? null : sex === 1 ? 'male' : 'female',
        blood_group: blood,
        education: education?.name ?? educationName,
        district: names(districtRef, lookups.districts),
        post: names(postRef, lookups.posts),
        village: names(villageRef, lookups.villages) ?? villageName,
        relation: relation?.name ?? relationName,
        family: text(cell.family) ?? text(cell.head_mobile),
      },
      problems,
      outcome: 'new_member',
      head_line: null,
      joins_member: null,
      other: null,
      score: null,
      reasons: [],
      accepted: true,
      // Kept for grouping below.
      ...{ familyKey: text(cell.family), headMobile: readMobile(cell.head_mobile).value ?? null },
    } as PreviewedRow & { familyKey: string | null; headMobile: string | null };
  });

  // A mobile is one member's: a second row with it cannot be saved.
  const firstWithMobile = new Map<string, PreviewedRow>();
  for (const row of previewed) {
    const mobile = row.values.mobile_no;
    if (!mobile) continue;
    const earlier = firstWithMobile.get(mobile);
    if (earlier)
      row.problems.push({
        field: 'mobile_no',
        code: 'import_mobile_shared',
        params: { line: earlier.line },
      });
    else firstWithMobile.set(mobile, row);
  }

  // Families: rows sharing a family key, or naming the same head's mobile; failing
  // both, a head (relation Self) with the rows right under it that name their
  // relation, up to the next head or a blank row (a gap in the lines), as village
  // sheets write a family without a number. A line the administrator split at
  // starts a family of its own, with the rows under it.
  const splits = new Set(choices.splits);
  const groups = new Map<string, (PreviewedRow & { headMobile: string | null })[]>();
  let run: { key: string; line: number } | null = null;
  for (const row of previewed as (PreviewedRow & {
    familyKey: string | null;
    headMobile: string | null;
  })[]) {
    const relation = row.values.relation_id;
    const split = splits.has(row.line) && !row.familyKey && !row.headMobile;
    const isHead = relation === lookups.selfRelation.id || split;
    const follows: boolean =
      run !== null && row.line === run.line + 1 && relation !== null && !isHead;
    if (split) row.split = 'done';
    else if (follows && !row.familyKey && !row.headMobile) row.split = 'can';
    const key = row.familyKey
      ? `f:${row.familyKey.toLowerCase()}`
      : row.headMobile
        ? `h:${row.headMobile}`
        : row.values.mobile_no && groups.has(`h:${row.values.mobile_no}`)
          ? `h:${row.values.mobile_no}`
          : follows
            ? run!.key
            : `r:${row.line}`;
    run =
      !row.familyKey && !row.headMobile && (isHead || follows)
        ? { key: isHead ? `r:${row.line}` : run!.key, line: row.line }
        : null;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  // A head row listed after its family names them by mobile: bring it in.
  for (const [key, group] of groups) {
    if (!key.startsWith('r:')) continue;
    const mobile = group[0]!.values.mobile_no;
    const family = mobile ? groups.get(`h:${mobile}`) : undefined;
    if (family && family !== group) {
      family.unshift(group[0]!);
      groups.delete(key);
    }
  }

  // The relation each row's sheet gave, before heads become Self (a split-off son is male).
  const sheetRelation = new Map(previewed.map((row) => [row, row.values.relation_id]));
  for (const group of groups.values()) {
    const headMobile = group.find((r) => r.headMobile)?.headMobile ?? null;
    const head =
      group.find((r) => r.values.relation_id === lookups.selfRelation.id) ??
      group.find((r) => headMobile && r.values.mobile_no === headMobile) ??
      (headMobile && existing.byMobile.has(headMobile) ? undefined : group[0]);
    const joined = !head && headMobile ? existing.byMobile.get(headMobile)! : null;
    for (const row of group) {
      if (row === head) {
        // Saved as the family's head: shown so.
        row.values.relation_id = lookups.selfRelation.id;
        row.member.relation = lookups.selfRelation.name;
        continue;
      }
      if (group.length > 1 || joined) {
        if (!row.values.relation_id)
          row.problems.push({ field: 'relation', code: 'import_relation_missing' });
        if (joined) {
          row.outcome = 'joins_member';
          row.joins_member = joined.id;
          row.other = { id: joined.id, name: fullName(joined.first_name, joined.last_name) };
        } else if (head) {
          row.outcome = 'joins_row';
          row.head_line = head.line;
          row.other = { line: head.line, name: head.member.name ?? '' };
        }
      }
    }
  }

  // Gender from the relation where the sheet has none (a wife is a woman), and a
  // head's from the spouse in the family; otherwise the row says so rather than
  // guessing (docs/import.md, "Values").
  for (const group of groups.values()) {
    const relationOf = (row: PreviewedRow) =>
      lookups.relationNames.get(row.values.relation_id ?? 0);
    for (const row of group) {
      if (row.values.sex !== null || row.problems.some((p) => p.field === 'sex')) continue;
      const relation = lookups.relationNames.get(sheetRelation.get(row) ?? 0) ?? relationOf(row);
      let sex: number | null = relation ? (RELATION_SEX[relation] ?? null) : null;
      if (sex === null && row.values.relation_id === lookups.selfRelation.id) {
        const spouse = group.map(relationOf).find((r) => r === 'Wife' || r === 'Husband');
        sex = spouse === 'Wife' ? 1 : spouse === 'Husband' ? 0 : null;
      }
      const given = choices.sexes[String(row.line)];
      if (sex === null && given) {
        sex = given === 'male' ? 1 : 0;
        row.sex_choice = 'given';
      }
      if (sex === null) {
        // Asked of the administrator: the row is marked, and saved as Male if taken.
        (row.notices ??= []).push({ field: 'sex', code: 'import_gender_unknown' });
        row.member.sex = null;
        row.sex_choice = 'ask';
      } else {
        row.values.sex = sex;
        row.member.sex = sex === 1 ? 'male' : 'female';
      }
    }
  }

  let slice = Date.now();
  for (const row of previewed) {
    if (Date.now() - slice > 50) {
      await new Promise((resolve) => setImmediate(resolve));
      slice = Date.now();
    }
    const mobile = row.values.mobile_no;
    const there = mobile ? existing.byMobile.get(mobile) : undefined;
    if (row.problems.length) {
      // Every member has a mobile of their own: a row lacking only that is grouped
      // apart, so the secretary sees whose numbers to collect.
      row.outcome = row.problems.every((p) => p.code === 'mobile_required')
        ? 'needs_mobile'
        : 'skipped';
      row.accepted = false;
    } else if (there) {
      row.outcome = 'in_directory';
      row.other = { id: there.id, name: fullName(there.first_name, there.last_name) };
      row.accepted = false;
    } else {
      const [best] = existing.index.matches(
        prepare({
          id: `row:${row.line}`,
          first_name: row.values.first_name,
          last_name: row.values.last_name,
          mobile,
          birth_date: row.values.date_of_birth,
          sex: row.values.sex,
          village_id: row.values.village.id,
        }),
        POSSIBLE,
      );
      if (best) {
        row.outcome = 'possible_duplicate';
        row.other = { id: Number(best.b.id), name: fullName(best.b.first_name, best.b.last_name) };
        row.score = best.score;
        row.reasons = best.reasons;
        row.accepted = false;
      }
    }
  }
  // A family whose head row cannot be imported: its rows wait for the head (skipped
  // with the reason), or join the head already in the directory.
  const byLine = new Map(previewed.map((row) => [row.line, row]));
  for (const row of previewed) {
    const head = row.head_line ? byLine.get(row.head_line) : undefined;
    if (!head || row.outcome !== 'joins_row') continue;
    if (head.outcome === 'skipped' || head.outcome === 'needs_mobile') {
      row.problems.push({
        field: 'family',
        code: 'import_head_skipped',
        params: { line: head.line },
      });
      row.outcome = 'skipped';
      row.accepted = false;
    } else if (head.outcome === 'in_directory' && head.other?.id) {
      row.outcome = 'joins_member';
      row.joins_member = head.other.id;
      row.head_line = null;
      row.other = head.other;
    } else if (!head.accepted) {
      // A head left out (a possible duplicate) leaves its family out until it is accepted.
      row.accepted = false;
    }
  }
  return {
    rows: previewed,
    unknown: [...unknown.values()].map((place) => ({
      ...place,
      creatable: place.kind === 'district' || creatable.has(place.key),
    })),
    gujaratiNames: gujarati.list(),
  };
}
