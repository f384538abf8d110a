/** PostgreSQL's driver hands bigint over as text, PGlite as a number. */
export const num = (v: unknown): number => Number(v);
