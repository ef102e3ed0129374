import type { Db } from './client.ts';

const statementsOf = new WeakMap<Db, Map<string, unknown>>();

/**
 * The named prepared statement `name` on `db`, built by `prepare` the first time it is asked for.
 * On PostgreSQL each pooled connection then parses the statement once and reuses its plan, and Node
 * skips building the SQL; the hot read paths (sessions, lists, search) use it. A name must always
 * stand for the same SQL text, so it names every choice that shapes the statement.
 */
export function preparedStatement<P>(db: Db, name: string, prepare: (name: string) => P): P {
  let statements = statementsOf.get(db);
  if (statements === undefined) {
    statements = new Map();
    statementsOf.set(db, statements);
  }
  let statement = statements.get(name) as P | undefined;
  if (statement === undefined) {
    statement = prepare(name);
    statements.set(name, statement);
  }
  return statement;
}
