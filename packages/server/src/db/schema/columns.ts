/** The columns every table writes alike: its id and when it was made. */
import { timestamp, uuid } from 'drizzle-orm/pg-core';

// Ids are made by the database (ARCHITECTURE.md: they leak no counts and cannot be walked).
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
