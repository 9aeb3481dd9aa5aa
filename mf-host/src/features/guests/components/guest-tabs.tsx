import type { GuestCounts } from 'contract';
import { HostTab } from '../../../components/host-tab';
import { GUEST_STATUS_LABELS, GUEST_TABS } from '../../../components/scan-words';
import type { GuestTab } from '../hooks/use-guest-filter';

/** The guest list's tabs, each with its count: all, each status, and the refund requests. */
export function GuestTabs({
  counts,
  refundRequests,
  isSelected,
  onSelect,
}: {
  counts: GuestCounts | undefined;
  refundRequests: number | undefined;
  isSelected: (tab: GuestTab) => boolean;
  onSelect: (tab: GuestTab) => void;
}) {
  const tabs: (GuestTab & { label: string; count: number | undefined })[] = [
    { value: null, label: 'All', count: counts?.all },
    ...GUEST_TABS.map((s) => ({ value: s, label: GUEST_STATUS_LABELS[s], count: counts?.[s] })),
    { value: null, refunds: true, label: 'Refund requests', count: refundRequests },
  ];
  return (
    <div className="host-tabs" role="tablist" aria-label="Guests by status">
      {tabs.map((tab) => (
        <HostTab
          key={tab.label}
          selected={isSelected(tab)}
          aria-controls="guest-list"
          onClick={() => onSelect(tab)}
        >
          {tab.label} ({tab.count ?? 0})
        </HostTab>
      ))}
    </div>
  );
}
