import {
  ColumnDefinitionNode,
  DataTypeNode,
  type KyselyPlugin,
  OperationNodeTransformer,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely'

/**
 * Lets one migration build the same table on both engines. SQLite's `integer` is 64 bits and an
 * `integer primary key autoincrement` is its row id; on PostgreSQL `integer` is 32 bits (too small
 * for millisecond times) and there is no `autoincrement`. So on PostgreSQL every `integer` column
 * becomes `bigint` and every auto-increment key `bigserial`. Raw SQL in a migration is not touched.
 */
export class PostgresColumnTypes implements KyselyPlugin {
  readonly #transformer = new (class extends OperationNodeTransformer {
    protected override transformColumnDefinition(node: ColumnDefinitionNode): ColumnDefinitionNode {
      const column = super.transformColumnDefinition(node)
      if (!DataTypeNode.is(column.dataType) || column.dataType.dataType !== 'integer') return column
      if (column.autoIncrement) return ColumnDefinitionNode.cloneWith({ ...column, dataType: DataTypeNode.create('bigserial') }, { autoIncrement: false })
      return { ...column, dataType: DataTypeNode.create('bigint') }
    }
  })()

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const { node } = args
    // Only schema changes have column definitions; everything else passes untouched, at no cost.
    return node.kind === 'CreateTableNode' || node.kind === 'AlterTableNode' ? this.#transformer.transformNode(node) : node
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result)
  }
}
