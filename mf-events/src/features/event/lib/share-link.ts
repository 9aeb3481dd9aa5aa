/** The absolute link to an event page, for sharing outside the app. */
export function eventShareUrl(eventPath: string, origin: string = window.location.origin): string {
  return new URL(eventPath, origin).toString();
}

export type ShareMethod = 'webShare' | 'copyLink';

/** Whether this browser offers the system share sheet (Web Share API). */
export function canWebShare(data: ShareData): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return false;
  return typeof navigator.canShare === 'function' ? navigator.canShare(data) : true;
}

/** Copies text, falling back to a selected textarea for browsers without the Clipboard API. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy failed');
}
