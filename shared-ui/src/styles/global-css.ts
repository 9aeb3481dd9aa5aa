import { avatarCss } from '../components/avatar/avatar.css';
import { badgeCss } from '../components/badge/badge.css';
import { buttonCss } from '../components/button/button.css';
import { cardCss } from '../components/card/card.css';
import { confirmCss } from '../components/confirm/confirm.css';
import { dialogCss } from '../components/dialog/dialog.css';
import { errorCss } from '../components/error/error.css';
import { fieldCss } from '../components/field/field.css';
import { spinnerCss } from '../components/spinner/spinner.css';
import { toastCss } from '../components/toast/toast.css';
import { tokensCss } from '../tokens/css-vars';
import { baseCss } from './base.css';
import { layoutCss } from './layout.css';

/**
 * The whole stylesheet. Order matters only where specificity ties: tokens, then the reset, then
 * components, then layout helpers so a helper class on a component (`ui-hide-mobile`) wins.
 */
export const GLOBAL_CSS = [
  tokensCss(),
  baseCss,
  buttonCss,
  fieldCss,
  spinnerCss,
  errorCss,
  toastCss,
  avatarCss,
  badgeCss,
  cardCss,
  dialogCss,
  confirmCss,
  layoutCss,
].join('\n');
