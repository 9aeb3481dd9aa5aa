import { useContext } from 'react';
import { ToastContext, type ToastApi } from './toast-context';

/**
 * Shows short notices: `const toast = useToast(); toast.show('Link copied', { kind: 'success' })`.
 * The returned functions are stable, so they are safe in effect and callback dependency lists.
 * Throws outside a {@link ToastProvider}: a toast that silently goes nowhere is a bug to catch
 * early, not in production.
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it (the shell renders one).');
  return api;
}
