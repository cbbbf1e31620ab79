import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeDatabases } from '../../test/support/databases.ts';
import { rowsOf } from '../db/database.ts';
import { analyticsFunctionStatements } from './facts.ts';

/** Each function facts.sql defines: its name, its statement and its body (between the `$$`). */
async function definitions() {
  return (await analyticsFunctionStatements()).map((statement) => ({
    name: /FUNCTION (\w+)\(/.exec(statement)![1]!,
    statement,
    body: statement.slice(statement.indexOf('$$') + 2, statement.lastIndexOf('$$')),
  }));
}

describeDatabases('analytics facts: facts.sql is what the database runs', (ctx) => {
  const running = async (name: string) => {
    const found = await rowsOf<{ prosrc: string }>(
      ctx.db,
      sql`select prosrc from pg_proc where proname = ${name}`,
    );
    return found.map((row) => row.prosrc);
  };
  const ctaLabel = () =>
    rowsOf<{ dim: string }>(
      ctx.db,
      sql`select dim from analytics_facts('cta', '{"ctaLabel": "Book"}'::jsonb, null)`,
    );

  it('defines analytics_facts and the functions it uses as facts.sql says', async () => {
    const defined = await definitions();
    expect(defined.map((d) => d.name)).toContain('analytics_facts');
    for (const { name, body } of defined) expect(await running(name)).toEqual([body]);
  });

  it('is applied again by the next prepare: a definition changed in the database gives way to the file', async () => {
    const facts = (await definitions()).find((d) => d.name === 'analytics_facts')!;
    expect(await ctaLabel()).toEqual([{ dim: 'Book' }]);
    const changed = facts.statement.replace("WHEN 'cta' THEN data->>'ctaLabel'", "WHEN 'cta' THEN 'changed'");
    expect(changed).not.toBe(facts.statement);
    await ctx.db.execute(sql.raw(changed));
    expect(await ctaLabel()).toEqual([{ dim: 'changed' }]);
    // The migrations have nothing left to do: only facts.sql can put the definition back.
    await ctx.database.prepare();
    expect(await ctaLabel()).toEqual([{ dim: 'Book' }]);
    expect(await running('analytics_facts')).toEqual([facts.body]);
  });
});
