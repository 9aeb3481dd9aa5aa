/** Creating, changing and deleting an organization. */
import { eq } from 'drizzle-orm';
import type { Organization, OrganizationInput, OrganizationPatch } from 'contract';
import type { Database } from '../db/database';
import { organizationMembers, organizations } from '../db/schema-organizations';
import type { OwnImageCheck } from '../images/own-images';
import { assertOrgPermission } from './organization-standing';
import { toOrganizations } from './organization-view';

/** The caller creates it and is its owner, in one transaction. */
export async function createOrganization(
  db: Database,
  ownerId: string,
  input: OrganizationInput,
  ownImage: OwnImageCheck,
  now: Date,
): Promise<Organization> {
  ownImage('image', input.image);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(organizations)
      .values({
        name: input.name.trim(),
        description: input.description?.trim() ?? '',
        image: input.image ?? null,
        access: input.settings?.access ?? 'request',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!created) throw new Error('The organization was not created');
    await tx.insert(organizationMembers).values({
      organizationId: created.id,
      userId: ownerId,
      level: 'owner',
      joinedAt: now,
      createdAt: now,
    });
    return created;
  });
  const [organization] = await toOrganizations(db, [row], ownerId);
  return organization as Organization;
}

export async function updateOrganization(
  db: Database,
  callerId: string,
  { organizationId, ...changes }: OrganizationPatch,
  ownImage: OwnImageCheck,
  now: Date,
): Promise<Organization> {
  await assertOrgPermission(db, organizationId, callerId, 'edit');
  ownImage('image', changes.image);
  const [row] = await db
    .update(organizations)
    .set({
      ...(changes.name === undefined ? {} : { name: changes.name.trim() }),
      ...(changes.description === undefined ? {} : { description: changes.description.trim() }),
      ...(changes.image === undefined ? {} : { image: changes.image }),
      ...(changes.settings === undefined ? {} : { access: changes.settings.access }),
      updatedAt: now,
    })
    .where(eq(organizations.id, organizationId))
    .returning();
  const [organization] = await toOrganizations(db, row ? [row] : [], callerId);
  return organization as Organization;
}

/** Members, requests, invitations and its notifications go with it (foreign keys cascade). */
export async function deleteOrganization(
  db: Database,
  callerId: string,
  organizationId: string,
): Promise<void> {
  await assertOrgPermission(db, organizationId, callerId, 'delete');
  await db.delete(organizations).where(eq(organizations.id, organizationId));
}
