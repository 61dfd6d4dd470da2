import { describe, expect, it } from 'vitest';
import { chartModels, membersListPath } from '../../src/dashboard/charts/chartModels';
import { chartCsv } from '../../src/dashboard/charts/chartCsv';
import type { DashboardCharts } from '../../src/dashboard/types';

const place = (id: number, name: string, members: number, name_gu: string | null = null) => ({
  id,
  name,
  name_gu,
  members,
});
const data: DashboardCharts = {
  today: '2026-11-26',
  villagesOf: 20,
  growth: [
    { month: '2026-02', members: 12, families: 3 },
    { month: '2026-11', members: 5, families: 1 },
  ],
  thisYear: { members: 17, families: 4 },
  ages: [
    { from: 0, to: 9, male: 1, female: 2 },
    { from: 10, to: 19, male: 3, female: 4 },
    { from: 20, to: 29, male: 5, female: 6 },
    { from: 80, to: null, male: 7, female: 8 },
  ],
  noBirthDate: { male: 1, female: 1 },
  districts: [place(20, 'Mehsana', 300, 'મહેસાણા'), place(5, 'Banaskantha', 100)],
  villages: [place(7, 'Kansa', 25)],
  noPlace: { district: 0, village: 0 },
  education: [place(3, 'B.Com.', 40)],
  noEducation: 2,
  businessTypes: [
    { type: 2, members: 9 },
    { type: 0, members: 4 },
  ],
  businesses: [place(11, 'Textiles', 8)],
  bloodGroups: [{ group: 'B+', members: 30 }],
  quality: [
    { ...place(20, 'Mehsana', 200), complete: 150, photo: 0, birthDate: 180, verified: 20 },
  ],
};
const words = (key: string, params: Record<string, unknown> = {}) =>
  `${key}${Object.keys(params).length ? JSON.stringify(params) : ''}`;
const models = Object.fromEntries(
  chartModels(data, words, 'en', (n) => n.toLocaleString('en-IN')).map((m) => [m.id, m]),
);

describe('the dashboard charts’ click-through (docs/dashboard.md)', () => {
  it('opens the members of an age band and gender, the oldest band at the top of the pyramid', () => {
    const ages = models.ages!;
    expect(ages.categories).toEqual(['ages.over{"from":80}', '20–29', '10–19', '0–9']);
    const band = ages.categories.indexOf('20–29');
    expect(ages.values[band]).toEqual([5, 6]);
    expect(ages.filtersFor(band, 1)).toEqual({ age_from: 20, age_to: 29, genderSelected: 0 });
    expect(ages.filtersFor(band, 0)).toEqual({ age_from: 20, age_to: 29, genderSelected: 1 });
    expect(ages.filtersFor(0, 0)).toEqual({ age_from: 80, genderSelected: 1 });
  });

  it('opens a month’s additions from its first to its last day', () => {
    expect(models.growth!.filtersFor(0, 0)).toEqual({
      added_from: '2026-02-01',
      added_to: '2026-02-28',
    });
    expect(models.growth!.filtersFor(1, 1)).toEqual({
      added_from: '2026-11-01',
      added_to: '2026-11-30',
    });
  });

  it('opens a place, a level, a line of work and a blood group of donor age', () => {
    expect(models.districts!.filtersFor(0, 0)).toEqual({ district_id: 20 });
    expect(models.villages!.filtersFor(0, 0)).toEqual({ village_id: 7 });
    expect(models.education!.filtersFor(0, 0)).toEqual({ educationSelected: 3 });
    expect(models.work!.categories).toEqual(['work.business', 'work.job', 'work.other']);
    expect(models.work!.values).toEqual([[9], [0], [4]]);
    expect(models.work!.filtersFor(2, 0)).toEqual({ businessTypeSelected: 0 });
    expect(models.lines!.filtersFor(0, 0)).toEqual({ businessSelected: 11 });
    expect(models.blood!.filtersFor(0, 0)).toEqual({
      bloodGroupSelected: 'B+',
      age_from: 18,
      age_to: 65,
    });
  });

  it('opens the members of a district who lack what a quality bar measures', () => {
    const quality = models.quality!;
    expect(quality.values[0]).toEqual([75, 0, 90, 10]);
    expect(quality.filtersFor(0, 0)).toEqual({ district_id: 20, incomplete: 1 });
    expect(quality.filtersFor(0, 1)).toEqual({ district_id: 20, no_photo: 1 });
    expect(quality.filtersFor(0, 2)).toEqual({ district_id: 20, no_birth_date: 1 });
    expect(quality.filtersFor(0, 3)).toEqual({ district_id: 20, not_verified_since: '2025-11-26' });
  });

  it('names places in Gujarati on a Gujarati screen', () => {
    const gujarati = chartModels(data, words, 'gu', String).find((m) => m.id === 'districts')!;
    expect(gujarati.categories).toEqual(['મહેસાણા', 'Banaskantha']);
  });

  it('writes the address the members list reads its filters from', () => {
    const path = membersListPath({ age_from: 20, age_to: 29, genderSelected: 0 });
    const url = new URL(path, 'http://localhost');
    expect(url.pathname).toBe('/members');
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({
      age_from: 20,
      age_to: 29,
      genderSelected: 0,
    });
  });

  it('downloads a chart’s table as CSV, shares with their counts', () => {
    expect(chartCsv(models.districts!)).toBe(
      'districts.column,members\r\nMehsana,300\r\nBanaskantha,100\r\n',
    );
    expect(chartCsv(models.quality!, 'Members').split('\r\n')[1]).toBe(
      'Mehsana,75,0,90,10,200,150,0,180,20',
    );
  });
});
