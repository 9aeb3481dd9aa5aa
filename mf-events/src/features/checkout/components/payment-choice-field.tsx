import { useEffect, useRef } from 'react';
import { Spinner } from 'shared-ui';
import { useSavedCards } from '../api/saved-cards';
import { cardExpiry, cardName, type PaymentChoice } from '../lib/payment-choice';

export interface PaymentChoiceFieldProps {
  value: PaymentChoice;
  onChange: (choice: PaymentChoice) => void;
}

/**
 * For a signed-in buyer's paid cart: pay with a saved card (the first is chosen when they have
 * one), or with a new card on the payment page, ticking "Save this card" to keep it for next time.
 */
export function PaymentChoiceField({ value, onChange }: PaymentChoiceFieldProps) {
  const cards = useSavedCards(true);
  const saved = cards.data ?? [];
  const first = saved[0];
  const chosenGone = value.kind === 'saved' && !saved.some((c) => c.id === value.cardId);

  // The first saved card is the default once, when the list arrives; a card removed meanwhile is
  // unchosen. A buyer who then picks "A new card" stays there.
  const defaulted = useRef(false);
  useEffect(() => {
    if (!cards.isSuccess) return;
    if (chosenGone) onChange({ kind: 'new', save: false });
    else if (!defaulted.current && value.kind === 'new' && !value.save && first) {
      onChange({ kind: 'saved', cardId: first.id });
    }
    defaulted.current = true;
  }, [cards.isSuccess, chosenGone, first, value, onChange]);

  if (cards.isPending) return <Spinner size="sm" label="Looking for your saved cards" />;

  const saveBox = value.kind === 'new' && (
    <label className="payment-choice__save">
      <input
        type="checkbox"
        checked={value.save}
        onChange={(e) => onChange({ kind: 'new', save: e.target.checked })}
      />
      <span>
        Save this card
        <small>Pay next time without typing it again. Remove it any time in settings.</small>
      </span>
    </label>
  );

  if (saved.length === 0) return <div className="payment-choice">{saveBox}</div>;
  return (
    <fieldset className="payment-choice">
      <legend>Pay with</legend>
      {saved.map((card) => (
        <label key={card.id} className="payment-choice__option">
          <input
            type="radio"
            name="payment-choice"
            checked={value.kind === 'saved' && value.cardId === card.id}
            onChange={() => onChange({ kind: 'saved', cardId: card.id })}
          />
          <span>
            {cardName(card)} <small>{cardExpiry(card)}</small>
          </span>
        </label>
      ))}
      <label className="payment-choice__option">
        <input
          type="radio"
          name="payment-choice"
          checked={value.kind === 'new'}
          onChange={() => onChange({ kind: 'new', save: false })}
        />
        <span>A new card</span>
      </label>
      {saveBox}
      {value.kind === 'saved' && (
        <p className="payment-choice__note">
          Charged at once, with the service fee; no payment page.
        </p>
      )}
    </fieldset>
  );
}
