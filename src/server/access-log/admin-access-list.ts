/**
 * The administrators' looks at specialists' records for the admin area: the access log's lines with an
 * administrator, newest first, a page at a time, with both people's names. Read through a partial
 * index on those lines alone (migration 0021), however many lines the specialists' own work made.
 */
import { count, desc, eq, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminAccessItem } from '#core/access-log/admin-access-api';
import type { Paged } from '#core/onboarding/api';
import type { Db } from '../db/client.ts';
import { accessEvents, users } from '../db/schema.ts';

const admins = alias(users, 'admins');

export async function listAdminAccess(
  db: Db,
  query: { page: number; pageSize: number },
): Promise<Paged<AdminAccessItem>> {
  const isAdminLine = isNotNull(accessEvents.adminId);
  const [total] = await db.select({ value: count() }).from(accessEvents).where(isAdminLine);
  const rows = await db
    .select({
      id: accessEvents.id,
      at: accessEvents.at,
      subject: accessEvents.subject,
      device: accessEvents.device,
      specialistId: users.id,
      specialistFirst: users.firstName,
      specialistLast: users.lastName,
      specialistEmail: users.email,
      adminFirst: admins.firstName,
      adminLast: admins.lastName,
      adminEmail: admins.email,
    })
    .from(accessEvents)
    .innerJoin(users, eq(users.id, accessEvents.ownerId))
    .leftJoin(admins, eq(admins.id, accessEvents.adminId))
    .where(isAdminLine)
    .orderBy(desc(accessEvents.at), desc(accessEvents.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      subject: row.subject,
      admin:
        row.adminEmail === null
          ? null
          : { name: `${row.adminFirst ?? ''} ${row.adminLast ?? ''}`.trim(), email: row.adminEmail },
      specialist: {
        id: row.specialistId,
        name: `${row.specialistFirst} ${row.specialistLast}`.trim(),
        email: row.specialistEmail,
      },
      device: row.device,
    })),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
