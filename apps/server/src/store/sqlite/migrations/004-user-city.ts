import type { Migration } from './migration';

/** The city a user chose on the location page (the city list itself is data of the server). */
export const USER_CITY: Migration = {
  version: 4,
  name: 'user city',
  sql: `
    ALTER TABLE users ADD COLUMN city_code TEXT CHECK (city_code IS NULL OR length(city_code) BETWEEN 1 AND 40);
    ALTER TABLE users ADD COLUMN city_chosen_at INTEGER;
  `,
  postgres: `
    ALTER TABLE users ADD COLUMN city_code TEXT CHECK (city_code IS NULL OR char_length(city_code) BETWEEN 1 AND 40);
    ALTER TABLE users ADD COLUMN city_chosen_at BIGINT;
  `,
};
