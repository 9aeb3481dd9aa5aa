/**
 * The card fields of the sandbox's pages (checkout and card saving), as a provider's hosted form
 * has them: plain inputs with the browser's card autocomplete names, no script. What they accept
 * is sandbox-card-input.ts's rule; a refused card shows the page again with `problem` above them.
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The styles the card fields add to a sandbox page's own. */
export const CARD_FORM_STYLE = `
  fieldset.card-fields { border: 1px solid #e5e5ea; border-radius: 8px; margin: 0 0 1rem; padding: .75rem; }
  fieldset.card-fields legend { font-weight: 600; padding: 0 .25rem; }
  fieldset.card-fields label { display: block; font-size: .9rem; margin: 0 0 .6rem; }
  fieldset.card-fields input { display: block; box-sizing: border-box; width: 100%; min-height: 44px; margin-top: .25rem; padding: .5rem .65rem; font-size: 1rem; border: 1px solid #8e8ea0; border-radius: 6px; }
  fieldset.card-fields input:focus-visible { outline: 3px solid #f59e0b; outline-offset: 1px; }
  fieldset.card-fields .row { display: flex; gap: .75rem; }
  fieldset.card-fields .row label { flex: 1; min-width: 0; }
  .problem { color: #9f1239; background: #fff1f2; border-radius: 6px; padding: .5rem .75rem; }`;

export function cardFieldsHtml(problem: string | null): string {
  return `${problem ? `<p class="problem" role="alert">${escapeHtml(problem)}</p>` : ''}
    <fieldset class="card-fields"><legend>Card</legend>
      <label>Card number<input name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" maxlength="23"></label>
      <div class="row">
        <label>Expiry (MM / YY)<input name="cardExpiry" autocomplete="cc-exp" placeholder="12 / 34" maxlength="7"></label>
        <label>Security code<input name="cardCvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4"></label>
      </div>
      <p class="note">Sandbox: left empty, the test Visa 4242 4242 4242 4242 pays.</p>
    </fieldset>`;
}

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** "Visa ending 4242", for a saved card. */
export const cardName = (card: { brand: string; last4: string }) =>
  `${BRAND_NAMES[card.brand] ?? 'Card'} ending ${escapeHtml(card.last4)}`;
