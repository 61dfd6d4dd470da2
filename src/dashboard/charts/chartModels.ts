import type { MemberFilterName } from '../../../shared/rules';
import { yearsBefore, DONOR_AGES } from '../../../shared/ages';
import { placeName } from '../../common/format/placeName';
import type { DashboardCharts } from '../types';

/** The page's words: `words('ages.title')`, `words('growth.caption', { members })`. */
export type Words = (key: string, params?: Record<string, unknown>) => string;

/** The members list's filters a bar opens, under the shared filter names. */
export type ListFilters = Partial<Record<MemberFilterName, string | number>>;

export interface ChartSeries {
  key: string;
  label: string;
  color: string;
}

/**
 * One chart as numbers (docs/dashboard.md): categories down the table, series
 * across; the chart, its table view and its CSV are drawn from this alone, and
 * `filtersFor` says which members a bar (a cell) is.
 */
export interface ChartModel {
  id: string;
  title: string;
  caption: string;
  /** The categories' column heading. */
  column: string;
  categories: string[];
  series: ChartSeries[];
  /** `values[category][series]`: counts, or shares in % where `total` is given. */
  values: number[][];
  /** Per category, what a share is of (the record quality chart). */
  total?: number[];
  /** Per category and series, the count behind a share. */
  counts?: number[][];
  /** Bars across (places, levels) or up (months); a pyramid has its first series to the left. */
  layout: 'horizontal' | 'vertical';
  pyramid?: boolean;
  filtersFor: (category: number, series: number) => ListFilters;
}

/**
 * Colours that stay apart for colour-blind readers (Okabe and Ito's palette):
 * blue, orange, bluish green, reddish purple.
 */
export const PALETTE = ['#0072B2', '#E69F00', '#009E73', '#CC79A7'] as const;

/** The last day of a month (`YYYY-MM`). */
const lastDay = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

const share = (count: number, total: number) =>
  total ? Math.round((count / total) * 1000) / 10 : 0;

/** Every chart of the dashboard from its numbers, in the screen's words and language. */
export function chartModels(
  data: DashboardCharts,
  words: Words,
  locale: string,
  number: (n: number) => string,
): ChartModel[] {
  const monthName = new Intl.DateTimeFormat(locale === 'gu' ? 'gu-IN' : 'en-IN', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const named = (rows: { name: string; name_gu: string | null }[]) =>
    rows.map((row) => placeName(row, locale));
  const counts = (rows: { members: number }[]) => rows.map((row) => [row.members]);
  const members = [{ key: 'members', label: words('members'), color: PALETTE[0] }];
  const noBirthDate = data.noBirthDate.male + data.noBirthDate.female;
  // A pyramid: the oldest at the top.
  const bands = [...data.ages].reverse();
  const qualitySeries = ['complete', 'photo', 'birthDate', 'verified'] as const;
  // What a district lacks, as the list's filters: the complement of each sign.
  const lacking: Record<(typeof qualitySeries)[number], ListFilters> = {
    complete: { incomplete: 1 },
    photo: { no_photo: 1 },
    birthDate: { no_birth_date: 1 },
    verified: { not_verified_since: yearsBefore(data.today, 1) },
  };
  const workTypes = [
    { type: 2, key: 'business' },
    { type: 1, key: 'job' },
    { type: 0, key: 'other' },
  ] as const;
  const work = workTypes.map((t) => ({
    ...t,
    members: data.businessTypes.find((row) => row.type === t.type)?.members ?? 0,
  }));

  return [
    {
      id: 'growth',
      title: words('growth.title'),
      caption: words('growth.caption', {
        members: number(data.thisYear.members),
        families: number(data.thisYear.families),
      }),
      column: words('growth.column'),
      categories: data.growth.map((row) => monthName.format(new Date(`${row.month}-01T00:00:00Z`))),
      series: [...members, { key: 'families', label: words('families'), color: PALETTE[1] }],
      values: data.growth.map((row) => [row.members, row.families]),
      layout: 'vertical',
      filtersFor: (i) => ({
        added_from: `${data.growth[i]!.month}-01`,
        added_to: lastDay(data.growth[i]!.month),
      }),
    },
    {
      id: 'ages',
      title: words('ages.title'),
      caption: words('ages.caption', { none: number(noBirthDate) }),
      column: words('ages.column'),
      categories: bands.map((band) =>
        band.to === null ? words('ages.over', { from: band.from }) : `${band.from}–${band.to}`,
      ),
      series: [
        { key: 'male', label: words('ages.male'), color: PALETTE[0] },
        { key: 'female', label: words('ages.female'), color: PALETTE[1] },
      ],
      values: bands.map((band) => [band.male, band.female]),
      layout: 'horizontal',
      pyramid: true,
      filtersFor: (i, s) => {
        const band = bands[i]!;
        return {
          age_from: band.from,
          ...(band.to === null ? {} : { age_to: band.to }),
          genderSelected: s === 0 ? 1 : 0,
        };
      },
    },
    {
      id: 'districts',
      title: words('districts.title'),
      caption: words('districts.caption', { none: number(data.noPlace.district) }),
      column: words('districts.column'),
      categories: named(data.districts),
      series: members,
      values: counts(data.districts),
      layout: 'horizontal',
      filtersFor: (i) => ({ district_id: data.districts[i]!.id }),
    },
    {
      id: 'villages',
      title: words('villages.title'),
      caption: words('villages.caption', { none: number(data.noPlace.village) }),
      column: words('villages.column'),
      categories: named(data.villages),
      series: members,
      values: counts(data.villages),
      layout: 'horizontal',
      filtersFor: (i) => ({ village_id: data.villages[i]!.id }),
    },
    {
      id: 'education',
      title: words('education.title'),
      caption: words('education.caption', { none: number(data.noEducation) }),
      column: words('education.column'),
      categories: data.education.map((row) => row.name),
      series: members,
      values: counts(data.education),
      layout: 'horizontal',
      filtersFor: (i) => ({ educationSelected: data.education[i]!.id }),
    },
    {
      id: 'work',
      title: words('work.title'),
      caption: words('work.caption'),
      column: words('work.column'),
      categories: work.map((t) => words(`work.${t.key}`)),
      series: members,
      values: work.map((t) => [t.members]),
      layout: 'horizontal',
      filtersFor: (i) => ({ businessTypeSelected: work[i]!.type }),
    },
    {
      id: 'lines',
      title: words('lines.title'),
      caption: words('lines.caption'),
      column: words('lines.column'),
      categories: data.businesses.map((row) => row.name),
      series: members,
      values: counts(data.businesses),
      layout: 'horizontal',
      filtersFor: (i) => ({ businessSelected: data.businesses[i]!.id }),
    },
    {
      id: 'blood',
      title: words('blood.title'),
      caption: words('blood.caption'),
      column: words('blood.column'),
      categories: data.bloodGroups.map((row) => row.group),
      series: members,
      values: counts(data.bloodGroups),
      layout: 'vertical',
      filtersFor: (i) => ({
        bloodGroupSelected: data.bloodGroups[i]!.group,
        age_from: DONOR_AGES.from,
        age_to: DONOR_AGES.to,
      }),
    },
    {
      id: 'quality',
      title: words('quality.title'),
      caption: words('quality.caption'),
      column: words('quality.column'),
      categories: named(data.quality),
      series: qualitySeries.map((key, i) => ({
        key,
        label: words(`quality.${key}`),
        color: PALETTE[i]!,
      })),
      values: data.quality.map((row) => qualitySeries.map((key) => share(row[key], row.members))),
      total: data.quality.map((row) => row.members),
      counts: data.quality.map((row) => qualitySeries.map((key) => row[key])),
      layout: 'horizontal',
      filtersFor: (i, s) => ({
        district_id: data.quality[i]!.id,
        ...lacking[qualitySeries[s]!],
      }),
    },
  ];
}

/** The members list with `filters` set, as an address that can be bookmarked and shared. */
export const membersListPath = (filters: ListFilters) =>
  `/members?${new URLSearchParams({ filter: JSON.stringify(filters) }).toString()}`;
