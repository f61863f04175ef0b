import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/** Every table of the product, with declared foreign keys and the indexes lists filter by. */
export function initial(dialect: Dialect) {
  // SQLite keeps our ISO text as is; PostgreSQL stores a real timestamptz.
  const ts = dialect === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('admin', 'teacher', 'student')`))
        .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', sql.raw(ts), (c) => c.notNull())
        .addColumn('updated_at', sql.raw(ts), (c) => c.notNull())
        .execute();
      await db.schema.createIndex('users_role_name_idx').on('users').columns(['role', 'name']).execute();

      await db.schema
        .createTable('classes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('meeting_link', 'text')
        .addColumn('created_at', sql.raw(ts), (c) => c.notNull())
        .addColumn('updated_at', sql.raw(ts), (c) => c.notNull())
        .execute();
      await db.schema.createIndex('classes_created_at_idx').on('classes').columns(['created_at', 'id']).execute();

      await db.schema
        .createTable('class_members')
        .addColumn('class_id', 'text', (c) => c.notNull().references('classes.id').onDelete('cascade'))
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('teacher', 'student')`))
        .addColumn('created_at', sql.raw(ts), (c) => c.notNull())
        .addPrimaryKeyConstraint('class_members_pk', ['class_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('class_members_user_idx')
        .on('class_members')
        .columns(['user_id', 'role', 'class_id'])
        .execute();
      await db.schema
        .createIndex('class_members_class_role_idx')
        .on('class_members')
        .columns(['class_id', 'role'])
        .execute();

      await db.schema
        .createTable('topics')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('class_id', 'text', (c) => c.notNull().references('classes.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', sql.raw(ts), (c) => c.notNull())
        .execute();
      await db.schema.createIndex('topics_class_idx').on('topics').columns(['class_id', 'created_at']).execute();

      for (const table of ['materials', 'assignments'] as const) {
        let builder = db.schema
          .createTable(table)
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('topic_id', 'text', (c) => c.notNull().references('topics.id').onDelete('cascade'))
          .addColumn('class_id', 'text', (c) => c.notNull().references('classes.id').onDelete('cascade'))
          .addColumn('title', 'text', (c) => c.notNull());
        builder =
          table === 'materials'
            ? builder
                .addColumn('content', 'text', (c) => c.notNull())
                .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
            : builder
                .addColumn('description', 'text', (c) => c.notNull())
                .addColumn('due_date', sql.raw(ts), (c) => c.notNull());
        await builder
          .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
          .addColumn('created_at', sql.raw(ts), (c) => c.notNull())
          .addColumn('updated_at', sql.raw(ts), (c) => c.notNull())
          .execute();
        await db.schema.createIndex(`${table}_topic_idx`).on(table).columns(['topic_id', 'created_at']).execute();
        await db.schema.createIndex(`${table}_class_created_idx`).on(table).columns(['class_id', 'created_at', 'id']).execute();
      }
      await db.schema
        .createIndex('assignments_class_due_idx')
        .on('assignments')
        .columns(['class_id', 'due_date', 'id'])
        .execute();

      await db.schema
        .createTable('comments')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('class_id', 'text', (c) => c.notNull().references('classes.id').onDelete('cascade'))
        .addColumn('material_id', 'text', (c) => c.references('materials.id').onDelete('cascade'))
        .addColumn('assignment_id', 'text', (c) => c.references('assignments.id').onDelete('cascade'))
        .addColumn('author_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('created_at', sql.raw(ts), (c) => c.notNull())
        .addCheckConstraint(
          'comments_one_target',
          sql`(material_id is null) <> (assignment_id is null)`,
        )
        .execute();
      await db.schema.createIndex('comments_material_idx').on('comments').columns(['material_id', 'created_at']).execute();
      await db.schema
        .createIndex('comments_assignment_idx')
        .on('comments')
        .columns(['assignment_id', 'created_at'])
        .execute();
      await db.schema.createIndex('comments_author_idx').on('comments').column('author_id').execute();
    },
  };
}
