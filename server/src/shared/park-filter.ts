import { sql } from 'drizzle-orm';
import { park } from '../db/schema/index.js';

/** The park chosen by its number, as a subquery: lists filter by the park's id, which their indexes hold. */
export const parkIdOf = (parkCode: string) => sql`(select ${park.id} from ${park} where ${park.park_code} = ${parkCode})`;
