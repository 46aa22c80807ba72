import internals from '@prisma/internals';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, assert, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from './support/database.js';

/**
 * The drift test. Migrations are written by hand (the schema engine cannot run here), so nothing
 * else guarantees that the SQL of prisma/migrations builds the database schema.prisma describes.
 * This test migrates a database with the real runner, reads its catalogue, derives what Prisma
 * Migrate would have created from the DMMF, and fails with a readable list of differences:
 * tables, columns (type with length/precision/scale, nullability, default), primary keys, unique
 * and other indexes, foreign keys (columns, target, ON DELETE / ON UPDATE), enums and their values.
 *
 * Names of indexes and constraints follow Prisma's defaults (`<table>_<columns>_key|idx|fkey`,
 * `<table>_pkey`); a `map:` on @@index/@@unique/@id is honoured, a `map:` on @relation is not
 * visible in the DMMF and would show up here as a difference.
 */

type Dmmf = Awaited<ReturnType<typeof internals.getDMMF>>;
type Model = Dmmf['datamodel']['models'][number];
type Field = Model['fields'][number];

const schemaPath = fileURLToPath(new URL('../../../prisma/schema.prisma', import.meta.url));
const SCHEMA = 'public';
const POSTGRES_MAX_IDENTIFIER = 63;

/** One fact about the database schema: `key` identifies the object, `description` what it is like. */
type Facts = Map<string, string>;

// ------------------------------------------------------------------------------------------------
// What schema.prisma asks for
// ------------------------------------------------------------------------------------------------

/** Prisma's default constraint names (psl ConstraintNames), truncated to PostgreSQL's 63 bytes. */
function constraintName(
  table: string,
  columns: string[],
  suffix: '_pkey' | '_key' | '_idx' | '_fkey',
): string {
  let base = columns.length > 0 ? `${table}_${columns.join('_')}` : table;
  if (Buffer.byteLength(base) >= POSTGRES_MAX_IDENTIFIER - suffix.length) {
    base = Buffer.from(base)
      .subarray(0, POSTGRES_MAX_IDENTIFIER - suffix.length)
      .toString();
  }
  return `${base}${suffix}`;
}

function expectedType(field: Field, enumDbName: (name: string) => string): string {
  if (field.kind === 'enum') return enumDbName(field.type) + (field.isList ? '[]' : '');
  const [native, args = []] = field.nativeType ?? [undefined, []];
  const withArgs = (name: string) => (args.length > 0 ? `${name}(${args.join(',')})` : name);
  const withPrecision = (name: string, zone: string) =>
    args.length > 0 ? `${name}(${args[0]}) ${zone}` : `${name} ${zone}`;
  let type: string;
  switch (`${field.type}:${native ?? ''}`) {
    case 'Int:':
    case 'Int:Integer':
      type = 'integer';
      break;
    case 'Int:SmallInt':
      type = 'smallint';
      break;
    case 'BigInt:':
    case 'BigInt:BigInt':
      type = 'bigint';
      break;
    case 'Float:':
    case 'Float:DoublePrecision':
      type = 'double precision';
      break;
    case 'Float:Real':
      type = 'real';
      break;
    case 'Decimal:':
      type = 'numeric(65,30)';
      break;
    case 'Decimal:Decimal':
      type = withArgs('numeric');
      break;
    case 'String:':
    case 'String:Text':
      type = 'text';
      break;
    case 'String:VarChar':
      type = withArgs('character varying');
      break;
    case 'String:Char':
      type = args.length > 0 ? withArgs('character') : 'character(1)';
      break;
    case 'String:Uuid':
      type = 'uuid';
      break;
    case 'Boolean:':
    case 'Boolean:Boolean':
      type = 'boolean';
      break;
    case 'DateTime:':
      type = 'timestamp(3) without time zone';
      break;
    case 'DateTime:Timestamp':
      type = withPrecision('timestamp', 'without time zone');
      break;
    case 'DateTime:Timestamptz':
      type = withPrecision('timestamp', 'with time zone');
      break;
    case 'DateTime:Date':
      type = 'date';
      break;
    case 'DateTime:Time':
      type = withPrecision('time', 'without time zone');
      break;
    case 'Json:':
    case 'Json:JsonB':
      type = 'jsonb';
      break;
    case 'Json:Json':
      type = 'json';
      break;
    case 'Bytes:':
    case 'Bytes:ByteA':
      type = 'bytea';
      break;
    default:
      type = `(type ${field.type} @db.${native ?? '?'} is not handled by this drift test)`;
  }
  return type + (field.isList ? '[]' : '');
}

function quoteLiteral(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** The column default Prisma Migrate writes, in the normal form of `normaliseDbDefault`. */
function expectedDefault(
  field: Field,
  enumValueDbName: (enumName: string, value: string) => string,
): string | null {
  if (!field.hasDefaultValue || field.default === undefined) return null;
  const value: unknown = field.default;
  if (Array.isArray(value))
    return `(list default ${JSON.stringify(value)} is not handled by this drift test)`;
  if (typeof value === 'object' && value !== null && 'name' in value) {
    const fn = value as { name: string; args: unknown[] };
    switch (fn.name) {
      case 'autoincrement':
        return 'autoincrement()';
      case 'now':
        return 'now()';
      case 'dbgenerated':
        return typeof fn.args[0] === 'string' ? normaliseDbDefault(fn.args[0]) : null;
      default:
        // uuid(), cuid(), nanoid(), ulid() are filled in by the client, not by the database.
        return null;
    }
  }
  if (field.kind === 'enum') return quoteLiteral(enumValueDbName(field.type, String(value)));
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'string') {
    return field.type === 'Decimal' || field.type === 'Float' || field.type === 'BigInt'
      ? String(Number(value))
      : quoteLiteral(value);
  }
  return `(default ${JSON.stringify(value)} is not handled by this drift test)`;
}

function describeColumn(type: string, notNull: boolean, defaultValue: string | null): string {
  return `${type} ${notNull ? 'NOT NULL' : 'NULL'}${defaultValue === null ? '' : ` DEFAULT ${defaultValue}`}`;
}

const REFERENTIAL_ACTION_SQL: Record<string, string> = {
  Cascade: 'CASCADE',
  Restrict: 'RESTRICT',
  NoAction: 'NO ACTION',
  SetNull: 'SET NULL',
  SetDefault: 'SET DEFAULT',
};

/**
 * Indexes that schema.prisma cannot express, made by hand in a migration: expected as written
 * here (name and definition, in the form `databaseFacts` describes), so that any other index
 * the migrations add, drop or change still shows up as a difference.
 */
const HAND_MADE_INDEXES: ReadonlyMap<string, string> = new Map([
  // Migration 20261130130000: the clients' page sorts on lower(client_name) by default; this
  // index lets its first page stop at the LIMIT (an index on an expression, issue #34).
  [
    'clients_organization_id_lower_client_name_client_id_idx',
    'INDEX btree clients(organization_id, lower(client_name), client_id)',
  ],
]);

function schemaFacts(dmmf: Dmmf): Facts {
  const facts: Facts = new Map();
  const { models, enums, indexes } = dmmf.datamodel;
  const modelByName = new Map(models.map((model) => [model.name, model]));
  const tableOf = (model: Model) => model.dbName ?? model.name;
  const columnOf = (model: Model, fieldName: string) => {
    const field = model.fields.find((candidate) => candidate.name === fieldName);
    return field?.dbName ?? fieldName;
  };
  const enumByName = new Map(enums.map((enumType) => [enumType.name, enumType]));
  const enumDbName = (name: string) => enumByName.get(name)?.dbName ?? name;
  const enumValueDbName = (enumName: string, value: string) => {
    const found = enumByName.get(enumName)?.values.find((candidate) => candidate.name === value);
    return found?.dbName ?? value;
  };

  for (const enumType of enums) {
    facts.set(
      `enum ${enumDbName(enumType.name)}`,
      enumType.values.map((value) => value.dbName ?? value.name).join(', '),
    );
  }

  for (const model of models) {
    const table = tableOf(model);
    facts.set(`table ${table}`, 'exists');
    for (const field of model.fields) {
      if (field.kind === 'object') {
        const from = field.relationFromFields ?? [];
        if (from.length === 0) continue;
        const target = modelByName.get(field.type);
        if (!target)
          throw new Error(
            `Relation ${model.name}.${field.name} points to unknown model ${field.type}`,
          );
        const columns = from.map((name) => columnOf(model, name));
        const referenced = (field.relationToFields ?? []).map((name) => columnOf(target, name));
        // Prisma's defaults: Restrict when the relation is required, SetNull when optional; Cascade on update.
        const required = from.every(
          (name) => model.fields.find((f) => f.name === name)?.isRequired,
        );
        const onDelete = field.relationOnDelete ?? (required ? 'Restrict' : 'SetNull');
        const onUpdate =
          (field as Field & { relationOnUpdate?: string }).relationOnUpdate ?? 'Cascade';
        facts.set(
          `foreign key ${constraintName(table, columns, '_fkey')}`,
          `${table}(${columns.join(', ')}) REFERENCES ${tableOf(target)}(${referenced.join(', ')}) ` +
            `ON DELETE ${REFERENTIAL_ACTION_SQL[onDelete] ?? onDelete} ON UPDATE ${REFERENTIAL_ACTION_SQL[onUpdate] ?? onUpdate}`,
        );
        continue;
      }
      if (field.kind === 'unsupported') {
        facts.set(
          `column ${table}.${field.dbName ?? field.name}`,
          `(Unsupported type ${field.type})`,
        );
        continue;
      }
      const defaultValue = field.isUpdatedAt ? null : expectedDefault(field, enumValueDbName);
      facts.set(
        `column ${table}.${field.dbName ?? field.name}`,
        describeColumn(
          expectedType(field, enumDbName),
          field.isRequired || field.isList,
          defaultValue,
        ),
      );
    }
  }

  for (const index of indexes) {
    const model = modelByName.get(index.model);
    if (!model) continue;
    const table = tableOf(model);
    const columnNames = index.fields.map((field) => columnOf(model, field.name));
    const columns = index.fields.map(
      (field, position) => `${columnNames[position]}${field.sortOrder === 'desc' ? ' DESC' : ''}`,
    );
    const dbName = (index as { dbName?: string | null }).dbName ?? undefined;
    const algorithm = ((index as { algorithm?: string }).algorithm ?? 'BTree').toLowerCase();
    if (index.type === 'id') {
      facts.set(
        `index ${dbName ?? constraintName(table, [], '_pkey')}`,
        `PRIMARY KEY ${table}(${columns.join(', ')})`,
      );
    } else if (index.type === 'unique') {
      facts.set(
        `index ${dbName ?? constraintName(table, columnNames, '_key')}`,
        `UNIQUE ${algorithm} ${table}(${columns.join(', ')})`,
      );
    } else {
      facts.set(
        `index ${dbName ?? constraintName(table, columnNames, '_idx')}`,
        `${index.type === 'normal' ? 'INDEX' : index.type.toUpperCase()} ${algorithm} ${table}(${columns.join(', ')})`,
      );
    }
  }
  for (const [name, definition] of HAND_MADE_INDEXES) facts.set(`index ${name}`, definition);
  return facts;
}

// ------------------------------------------------------------------------------------------------
// What the migrated database holds
// ------------------------------------------------------------------------------------------------

/** Strips the casts PostgreSQL adds to stored defaults and names the generated ones like Prisma. */
function normaliseDbDefault(expression: string): string {
  let value = expression.trim();
  if (/^nextval\('[^']+'(::regclass)?\)$/.test(value)) return 'autoincrement()';
  if (/^(CURRENT_TIMESTAMP|now\(\))$/i.test(value)) return 'now()';
  const cast = /::(?:"[^"]+"|[a-z_][a-z0-9_ ]*(?:\(\d+(?:,\s*\d+)?\))?)(?:\[\])?$/i;
  while (cast.test(value)) value = value.replace(cast, '').trim();
  while (/^\(.*\)$/.test(value)) value = value.slice(1, -1).trim();
  if (/^'-?\d+(\.\d+)?'$/.test(value)) value = value.slice(1, -1);
  if (/^-?\d+(\.\d+)?$/.test(value)) return String(Number(value));
  return value;
}

const DB_REFERENTIAL_ACTION: Record<string, string> = {
  a: 'NO ACTION',
  r: 'RESTRICT',
  c: 'CASCADE',
  n: 'SET NULL',
  d: 'SET DEFAULT',
};

async function databaseFacts(client: pg.Client): Promise<Facts> {
  const facts: Facts = new Map();

  const enums = await client.query<{ name: string; labels: string[] }>(
    `SELECT t.typname AS name,
            array(SELECT e.enumlabel::text FROM pg_enum e WHERE e.enumtypid = t.oid ORDER BY e.enumsortorder) AS labels
       FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
      WHERE n.nspname = $1 AND t.typtype = 'e'`,
    [SCHEMA],
  );
  for (const row of enums.rows) facts.set(`enum ${row.name}`, row.labels.join(', '));

  const tables = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relkind IN ('r', 'p') AND c.relname <> '_prisma_migrations'`,
    [SCHEMA],
  );
  for (const row of tables.rows) facts.set(`table ${row.name}`, 'exists');

  const columns = await client.query<{
    table: string;
    column: string;
    type: string;
    not_null: boolean;
    default: string | null;
  }>(
    `SELECT c.relname AS table, a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type,
            a.attnotnull AS not_null, pg_get_expr(d.adbin, d.adrelid) AS default
       FROM pg_attribute a
       JOIN pg_class c ON c.oid = a.attrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
       LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE n.nspname = $1 AND c.relkind IN ('r', 'p') AND c.relname <> '_prisma_migrations'
        AND a.attnum > 0 AND NOT a.attisdropped`,
    [SCHEMA],
  );
  for (const row of columns.rows) {
    facts.set(
      `column ${row.table}.${row.column}`,
      describeColumn(
        row.type.replace(/"/g, ''),
        row.not_null,
        row.default === null ? null : normaliseDbDefault(row.default),
      ),
    );
  }

  const indexes = await client.query<{
    table: string;
    name: string;
    is_primary: boolean;
    is_unique: boolean;
    method: string;
    columns: string[];
    predicate: string | null;
  }>(
    `SELECT t.relname AS table, i.relname AS name, x.indisprimary AS is_primary, x.indisunique AS is_unique,
            am.amname AS method, pg_get_expr(x.indpred, x.indrelid) AS predicate,
            array(SELECT pg_get_indexdef(x.indexrelid, k, true) || CASE WHEN x.indoption[k - 1] & 1 = 1 THEN ' DESC' ELSE '' END
                    FROM generate_series(1, x.indnkeyatts) AS k ORDER BY k) AS columns
       FROM pg_index x
       JOIN pg_class i ON i.oid = x.indexrelid
       JOIN pg_class t ON t.oid = x.indrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
       JOIN pg_am am ON am.oid = i.relam
      WHERE n.nspname = $1 AND t.relname <> '_prisma_migrations'`,
    [SCHEMA],
  );
  for (const row of indexes.rows) {
    const columnList = `${row.table}(${row.columns.map((column) => column.replace(/"/g, '')).join(', ')})`;
    const partial = row.predicate ? ` WHERE ${row.predicate}` : '';
    const description = row.is_primary
      ? `PRIMARY KEY ${columnList}`
      : `${row.is_unique ? 'UNIQUE' : 'INDEX'} ${row.method} ${columnList}`;
    facts.set(`index ${row.name}`, description + partial);
  }

  const constraints = await client.query<{
    name: string;
    type: string;
    table: string;
    definition: string;
    columns: string[];
    referenced_table: string | null;
    referenced_columns: string[] | null;
    on_delete: string;
    on_update: string;
  }>(
    `SELECT con.conname AS name, con.contype AS type, cl.relname AS table, pg_get_constraintdef(con.oid) AS definition,
            array(SELECT a.attname::text FROM unnest(con.conkey) WITH ORDINALITY AS k(attnum, ord)
                    JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.attnum ORDER BY k.ord) AS columns,
            ref.relname AS referenced_table,
            array(SELECT a.attname::text FROM unnest(con.confkey) WITH ORDINALITY AS k(attnum, ord)
                    JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.attnum ORDER BY k.ord) AS referenced_columns,
            con.confdeltype AS on_delete, con.confupdtype AS on_update
       FROM pg_constraint con
       JOIN pg_class cl ON cl.oid = con.conrelid
       JOIN pg_namespace n ON n.oid = cl.relnamespace
       LEFT JOIN pg_class ref ON ref.oid = con.confrelid
      WHERE n.nspname = $1 AND con.contype IN ('f', 'c', 'x') AND cl.relname <> '_prisma_migrations'`,
    [SCHEMA],
  );
  for (const row of constraints.rows) {
    if (row.type === 'f') {
      facts.set(
        `foreign key ${row.name}`,
        `${row.table}(${row.columns.join(', ')}) REFERENCES ${row.referenced_table}(${(row.referenced_columns ?? []).join(', ')}) ` +
          `ON DELETE ${DB_REFERENTIAL_ACTION[row.on_delete]} ON UPDATE ${DB_REFERENTIAL_ACTION[row.on_update]}`,
      );
    } else {
      // schema.prisma cannot express CHECK or EXCLUDE constraints, so the client would not know them.
      facts.set(`constraint ${row.name}`, `${row.table}: ${row.definition}`);
    }
  }
  return facts;
}

// ------------------------------------------------------------------------------------------------
// The comparison
// ------------------------------------------------------------------------------------------------

function differences(expected: Facts, actual: Facts): string[] {
  const keys = [...new Set([...expected.keys(), ...actual.keys()])].sort();
  const lines: string[] = [];
  for (const key of keys) {
    const wanted = expected.get(key);
    const found = actual.get(key);
    if (wanted === found) continue;
    if (found === undefined)
      lines.push(`+ ${key}: ${wanted}  (in schema.prisma, missing from the migrated database)`);
    else if (wanted === undefined)
      lines.push(`- ${key}: ${found}  (in the migrated database, not in schema.prisma)`);
    else
      lines.push(`~ ${key}: schema.prisma says "${wanted}", the migrated database has "${found}"`);
  }
  return lines;
}

function report(lines: string[]): string {
  return [
    `prisma/schema.prisma and prisma/migrations disagree (${lines.length} difference${lines.length === 1 ? '' : 's'}).`,
    'Write a new prisma/migrations/<timestamp>_<name>/migration.sql with the SQL Prisma Migrate would generate,',
    'or correct the schema:',
    ...lines.map((line) => `  ${line}`),
  ].join('\n');
}

describe('schema drift', () => {
  let database: TestDatabase;
  let client: pg.Client;
  let expected: Facts;

  beforeAll(async () => {
    database = await createTestDatabase();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    expected = schemaFacts(
      await internals.getDMMF({ datamodel: readFileSync(schemaPath, 'utf8') }),
    );
  });

  afterAll(async () => {
    await client?.end();
    await database?.drop();
  });

  test('the migrated database is exactly what schema.prisma describes', async () => {
    const found = differences(expected, await databaseFacts(client));
    if (found.length > 0) assert.fail(report(found));
    expect(
      [...expected.keys()].filter((key) => key.startsWith('table ')).length,
    ).toBeGreaterThanOrEqual(20);
  });

  test('the comparison notices a column, an index and a foreign-key action that differ', async () => {
    // Judged against the drift already present, so that this check stays about the comparison itself.
    const before = differences(expected, await databaseFacts(client));
    await client.query('BEGIN');
    try {
      await client.query('ALTER TABLE "clients" ADD COLUMN "nickname" TEXT');
      await client.query('DROP INDEX "plans_nom_key"');
      await client.query('DROP INDEX "clients_organization_id_lower_client_name_client_id_idx"');
      await client.query(
        'ALTER TABLE "quote_products" DROP CONSTRAINT "quote_products_quote_id_fkey"',
      );
      await client.query(
        `ALTER TABLE "quote_products" ADD CONSTRAINT "quote_products_quote_id_fkey" FOREIGN KEY ("quote_id")
           REFERENCES "quotes"("quote_id") ON DELETE RESTRICT ON UPDATE CASCADE`,
      );
      await client.query('ALTER TABLE "products" ALTER COLUMN "tva_rate" SET DEFAULT 6');

      const after = differences(expected, await databaseFacts(client));
      expect(after.filter((line) => !before.includes(line))).toEqual([
        '- column clients.nickname: text NULL  (in the migrated database, not in schema.prisma)',
        '~ column products.tva_rate: schema.prisma says "numeric(5,2) NOT NULL DEFAULT 21", the migrated database has "numeric(5,2) NOT NULL DEFAULT 6"',
        '~ foreign key quote_products_quote_id_fkey: schema.prisma says "quote_products(quote_id) REFERENCES quotes(quote_id) ON DELETE CASCADE ON UPDATE CASCADE", the migrated database has "quote_products(quote_id) REFERENCES quotes(quote_id) ON DELETE RESTRICT ON UPDATE CASCADE"',
        '+ index clients_organization_id_lower_client_name_client_id_idx: INDEX btree clients(organization_id, lower(client_name), client_id)  (in schema.prisma, missing from the migrated database)',
        '+ index plans_nom_key: UNIQUE btree plans(nom)  (in schema.prisma, missing from the migrated database)',
      ]);
    } finally {
      await client.query('ROLLBACK');
    }
  });
});
