/** Organization shapes of docs/contracts.md; the API has no organizations yet (search returns []). */
import type { ImageRef } from './image-ref';

/** What a list or a search result shows of an organization. */
export interface OrganizationSummary {
  id: string;
  name: string;
  image: ImageRef | null;
  isVerified: boolean;
}
