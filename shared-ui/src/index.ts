// The public face of shared-ui. Everything the shell and the remotes may use is listed here by
// name; nothing outside this package imports its inner files.

// Design tokens
export {
  ACCENT_COLORS,
  ACCENT_NAMES,
  COLORS,
  type AccentColor,
  type ColorName,
} from './tokens/colors';
export { accentFor } from './tokens/accent-for';
export { RADII, SPACE, type RadiusName, type SpaceStep } from './tokens/space';
export {
  FONT_SIZES,
  FONT_STACK,
  FONT_WEIGHTS,
  MONO_FONT_STACK,
  type FontSizeName,
} from './tokens/typography';
export {
  CONTAINER_MAX_WIDTH,
  DESKTOP_BREAKPOINT,
  MOBILE_BREAKPOINT,
  MOBILE_MEDIA_QUERY,
} from './tokens/breakpoints';
export { MOTION, SHADOWS, Z_INDEX } from './tokens/elevation';
export { cssVars } from './tokens/css-vars';

// Global stylesheet
export { GlobalStyles } from './styles/global-styles';

// Components
export { Button, type ButtonProps } from './components/button/button';
export { IconButton, type IconButtonProps } from './components/button/icon-button';
export {
  buttonClassName,
  type ButtonLook,
  type ButtonSize,
  type ButtonVariant,
} from './components/button/button-class-name';
export { TextField, type TextFieldProps } from './components/field/text-field';
export { TextArea, type TextAreaProps } from './components/field/text-area';
export { Select, type SelectOption, type SelectProps } from './components/field/select';
export type { FieldProps } from './components/field/field-frame';
export { FieldError, type FieldErrorProps } from './components/field/field-error';
export { Spinner, type SpinnerProps, type SpinnerSize } from './components/spinner/spinner';
export {
  FullPageLoader,
  SPINNER_DELAY_MS,
  type FullPageLoaderProps,
} from './components/spinner/full-page-loader';
export { ErrorPanel, type ErrorPanelProps } from './components/error/error-panel';
export {
  RemoteErrorBoundary,
  type RemoteErrorBoundaryProps,
} from './components/error/remote-error-boundary';
export { ToastProvider, type ToastProviderProps } from './components/toast/toast-provider';
export { useToast } from './components/toast/use-toast';
export {
  TOAST_DURATION_MS,
  type ToastAction,
  type ToastApi,
  type ToastKind,
  type ToastOptions,
} from './components/toast/toast-context';
export { Avatar, type AvatarProps, type AvatarSize } from './components/avatar/avatar';
export { Badge, type BadgeProps } from './components/badge/badge';
export { EmptyState, type EmptyStateProps } from './components/empty-state/empty-state';
export { ComingSoon, type ComingSoonProps } from './components/coming-soon/coming-soon';
export { Card, type CardPadding, type CardProps } from './components/card/card';
export { Dialog, type DialogProps } from './components/dialog/dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm/confirm-dialog';
export { ConfirmButton, type ConfirmButtonProps } from './components/confirm/confirm-button';
export { ConfirmActions, type ConfirmActionsProps } from './components/confirm/confirm-actions';

// Icons (decorative: the control that holds one carries its own name)
export { ChatIcon } from './icons/icons';

// Hooks
export { useIsMobile, useMediaQuery } from './hooks/use-media-query';

// Shell context
export {
  ShellContextProvider,
  useShellContext,
  type ShellContextProviderProps,
  type ShellContextValue,
} from './shell-context/shell-context';

// Messages
export { GENERIC_ERROR_MESSAGE } from './messages';

// Display helpers (pure)
export { NAME_MAX_LENGTH, truncateName } from './format/truncate-name';
export { formatCompactCount } from './format/format-compact-count';
export { BADGE_MAX_COUNT, formatBadgeCount } from './format/format-badge-count';
export { formatTimeAgo } from './format/format-time-ago';
export { formatMoney } from './format/format-money';
export { goingText } from './format/going-text';
export { formatTicketWindow } from './format/format-ticket-window';
export { formatEventDate } from './format/format-event-date';
export { formatEventTimeRange } from './format/format-event-time-range';
export { initials } from './format/initials';
