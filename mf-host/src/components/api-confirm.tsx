import { toUserMessage } from 'shared-api';
import {
  ConfirmButton,
  ConfirmDialog,
  type ConfirmButtonProps,
  type ConfirmDialogProps,
} from 'shared-ui';

/*
 * shared-ui's confirmations know no API, so each one is told how to word a failure. Every host
 * tool confirms a call to the API: these say a refused change in the API's words (`toUserMessage`:
 * "This guest holds no tickets…", not a generic apology), once for the whole remote.
 */

/** shared-ui's `ConfirmButton` for a change the API makes. */
export function ApiConfirmButton(props: Omit<ConfirmButtonProps, 'describeError'>) {
  return <ConfirmButton {...props} describeError={toUserMessage} />;
}

/** shared-ui's `ConfirmDialog` for a change the API makes. */
export function ApiConfirmDialog(props: Omit<ConfirmDialogProps, 'describeError'>) {
  return <ConfirmDialog {...props} describeError={toUserMessage} />;
}
