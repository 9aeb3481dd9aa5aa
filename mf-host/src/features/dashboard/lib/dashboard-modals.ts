/** The dashboard's modals, opened by URL (`/dashboard/text-blast`), each behind a permission. */
export const DASHBOARD_MODALS = {
  'text-blast': { title: 'Text blast', permission: 'text_blast' },
  cohosts: { title: 'Co-hosts', permission: 'view_dashboard' },
  organizations: { title: 'Invite an organization', permission: 'edit_event' },
  // Cancelling is the host's alone, as deleting is (no co-host level has it).
  cancel: { title: 'Cancel this event?', permission: 'host' },
} as const;

export type DashboardModalName = keyof typeof DASHBOARD_MODALS;

export const isDashboardModal = (value: string | undefined): value is DashboardModalName =>
  value !== undefined && value in DASHBOARD_MODALS;
