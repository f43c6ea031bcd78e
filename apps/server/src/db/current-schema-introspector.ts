// PostgreSQL's introspection limited to the connection's own schema (its search_path), for the
// migrator's "does the migration table exist" and the tests' table listings. Kysely's own
// PostgresIntrospector reads every schema of the database and calls pg_get_serial_sequence on
// each column, which fails with "relation does not exist" when another connection drops a schema
// at that moment (several test files at once, each in a schema of its own); it is also work for
// nothing where one database holds many schemas.
import {
  type DatabaseIntrospector,
  type DatabaseMetadataOptions,
  type Kysely,
  PostgresDialect,
  type SchemaMetadata,
  sql,
  type TableMetadata,
} from "kysely";
import { DEFAULT_MIGRATION_LOCK_TABLE, DEFAULT_MIGRATION_TABLE } from "kysely/migration";

type ColumnRow = {
  table_name: string;
  table_schema: string;
  table_type: string;
  column_name: string | null;
  data_type: string | null;
  is_nullable: string | null;
  column_default: string | null;
};

export class CurrentSchemaIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>;

  constructor(db: Kysely<unknown>) {
    this.#db = db;
  }

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(this.#db);
    return rows;
  }

  async getTables(
    options: DatabaseMetadataOptions = { withInternalKyselyTables: false },
  ): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      select t.table_name, t.table_schema, t.table_type,
        c.column_name, c.data_type, c.is_nullable, c.column_default
      from information_schema.tables t
      left join information_schema.columns c
        on c.table_schema = t.table_schema and c.table_name = t.table_name
      where t.table_schema = current_schema()
      order by t.table_name, c.ordinal_position`.execute(this.#db);
    const internal = new Set([DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE]);
    const tables = new Map<string, TableMetadata>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && internal.has(row.table_name)) continue;
      let table = tables.get(row.table_name);
      if (!table) {
        table = {
          name: row.table_name,
          schema: row.table_schema,
          isView: row.table_type === "VIEW",
          isForeign: row.table_type === "FOREIGN",
          columns: [],
        };
        tables.set(row.table_name, table);
      }
      if (row.column_name !== null) {
        table.columns.push({
          name: row.column_name,
          dataType: row.data_type ?? "",
          isNullable: row.is_nullable === "YES",
          isAutoIncrementing: row.column_default?.startsWith("nextval(") ?? false,
          hasDefaultValue: row.column_default !== null,
        });
      }
    }
    return [...tables.values()];
  }
}

/** PostgreSQL, introspected in the connection's own schema only. */
export class CurrentSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}
