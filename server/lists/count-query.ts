import {
  AliasNode,
  IdentifierNode,
  SelectQueryNode,
  TableNode,
  type JoinNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
/** The name a joined table goes by in the query: its alias, else its own name. */
function joinedName(join: JoinNode): string | null {
  if (AliasNode.is(join.table)) {
    const alias = join.table.alias;
    return IdentifierNode.is(alias) ? alias.name : null;
  }
  return TableNode.is(join.table) ? join.table.table.identifier.name : null;
}

/** Every identifier and raw SQL fragment under `node`: what the node may refer to. */
function namesUnder(node: unknown, into: Set<string>, raw: string[]): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) namesUnder(child, into, raw);
    return;
  }
  const op = node as OperationNode & { name?: unknown; sqlFragments?: readonly string[] };
  if (op.kind === 'IdentifierNode' && typeof op.name === 'string') into.add(op.name);
  if (op.kind === 'RawNode' && op.sqlFragments) raw.push(...op.sqlFragments);
  for (const value of Object.values(node)) namesUnder(value, into, raw);
}

/**
 * A list's count without the LEFT JOINs nothing in it refers to. Every list
 * left-joins a row by its id (a type's name, a member's summary, the latest
 * sending), at most one per row, so such a join never changes how many rows
 * there are; but SQLite and PostgreSQL still look each one up, and on 1,00,000
 * rows that is most of the count's time. A join the WHERE (or another join)
 * names stays.
 */
export const withoutUnusedLeftJoins: KyselyPlugin = {
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (!SelectQueryNode.is(node) || !node.joins?.length) return node;
    const kept: JoinNode[] = [];
    const joins = node.joins;
    joins.forEach((join, index) => {
      const name = joinedName(join);
      if (join.joinType !== 'LeftJoin' || name === null) {
        kept.push(join);
        return;
      }
      const names = new Set<string>();
      const raw: string[] = [];
      namesUnder(
        [node.where, node.having, node.groupBy, ...joins.filter((_, i) => i !== index)],
        names,
        raw,
      );
      const named = names.has(name) || raw.some((text) => text.includes(`${name}.`));
      if (named) kept.push(join);
    });
    return { ...node, joins: kept };
  },
  transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(result);
  },
};
