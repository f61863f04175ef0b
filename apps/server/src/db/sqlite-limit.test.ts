import { describe, expect, it } from 'vitest';
import { limitsAtRunTime } from './sqlite-limit';

describe('limitsAtRunTime', () => {
  it('makes a bound LIMIT an expression, as Kysely and raw templates write it', () => {
    expect(limitsAtRunTime('select "id" from "events" order by "id" limit ?')).toBe('select "id" from "events" order by "id" limit ? + 0');
    expect(limitsAtRunTime('SELECT word FROM (SELECT word FROM v ORDER BY word LIMIT ?) UNION ALL SELECT 1')).toBe('SELECT word FROM (SELECT word FROM v ORDER BY word LIMIT ? + 0) UNION ALL SELECT 1');
    expect(limitsAtRunTime('select 1 limit ? offset ?')).toBe('select 1 limit ? + 0 offset ?');
    expect(limitsAtRunTime('select 1 LIMIT\n  ?')).toBe('select 1 LIMIT\n  ? + 0');
  });

  it('leaves literal limits, expressions already and other parameters alone', () => {
    for (const text of ['select 1 limit 20', 'select 1 limit ? + 0', 'select 1 limit ? - 1', 'select * from t where "limit" = ?', 'select ? as unlimited']) {
      expect(limitsAtRunTime(text)).toBe(text);
    }
  });
});
