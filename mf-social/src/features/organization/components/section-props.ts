import type { OrganizationLevel } from 'contract';

/** What every section of the organization dashboard is given. */
export interface SectionProps {
  organizationId: string;
  level: OrganizationLevel;
}
