import { getCountries, getStatesOfCountry } from '@countrystatecity/countries';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { insertInChunks } from './insert.js';

/**
 * Countries and their states from the countries-states-cities database
 * (`@countrystatecity/countries`), keeping its ids: India is 101, Gujarat 4030.
 */
export async function seedCountries(db: Kysely<Database>): Promise<void> {
  const countries = await getCountries();
  await insertInChunks(
    db,
    'countries',
    countries.map((c) => ({ id: c.id, name: c.name, iso2: c.iso2, phonecode: c.phonecode ?? '' })),
  );
  const states = [];
  for (const country of countries) {
    for (const state of await getStatesOfCountry(country.iso2)) {
      states.push({ id: state.id, name: state.name, country_id: country.id });
    }
  }
  await insertInChunks(db, 'states', states);
}
