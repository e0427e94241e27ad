import { sql, type SQL } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL's full-text document type (drizzle has no built-in for it). */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

/**
 * A generated tsvector over weighted text columns (A most important): `english` stems English
 * words; `simple` only lower-cases, which is what Hindi needs (PostgreSQL has no Hindi stemmer).
 */
export function weightedDocument(config: 'english' | 'simple', columns: [column: string, weight: 'A' | 'B' | 'C'][]): SQL {
  const parts = columns.map(([column, weight]) => `setweight(to_tsvector('${config}', coalesce(${column}, '')), '${weight}')`);
  return sql.raw(parts.join(' || '));
}
