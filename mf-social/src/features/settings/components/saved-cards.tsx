import { useState } from 'react';
import type { SavedCard } from 'contract';
import { toUserMessage } from 'shared-api';
import { Button, ConfirmActions, Dialog, ErrorPanel, Spinner, useToast } from 'shared-ui';
import { useRemoveSavedCard, useSavedCards, useStartCardSetup } from '../api/saved-cards';
import { SettingsSection } from './settings-section';
import './settings.css';

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

const cardName = (card: SavedCard) => `${BRAND_NAMES[card.brand] ?? 'Card'} ending ${card.last4}`;
const expiry = (card: SavedCard) =>
  `Expires ${String(card.expMonth).padStart(2, '0')}/${String(card.expYear).slice(-2)}`;

/**
 * Settings' "Saved cards": the cards the payment provider keeps for the viewer (saved at checkout
 * or here), each removable after a confirmation, and "Add a card" on the provider's own page.
 */
export function SavedCards() {
  const cards = useSavedCards();
  const remove = useRemoveSavedCard();
  const setup = useStartCardSetup();
  const toast = useToast();
  const [confirming, setConfirming] = useState<SavedCard | null>(null);

  let body;
  if (cards.isPending) body = <Spinner label="Loading your saved cards" />;
  else if (cards.isError) {
    body = (
      <ErrorPanel
        title="We couldn't load your saved cards"
        message={toUserMessage(cards.error)}
        onRetry={() => void cards.refetch()}
      />
    );
  } else if (cards.data.length === 0) {
    body = (
      <p className="settings-empty">
        No saved cards. Tick “Save this card” when you buy tickets, or add one here.
      </p>
    );
  } else {
    body = (
      <ul className="settings-list" aria-label="Your saved cards">
        {cards.data.map((card) => (
          <li key={card.id} className="settings-list__item saved-card">
            <span className="settings-switch__text">
              {cardName(card)}
              <span className="settings-list__note settings-switch__note">{expiry(card)}</span>
            </span>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove ${cardName(card)}`}
              onClick={() => setConfirming(card)}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <SettingsSection id="saved-cards-title" title="Saved cards">
      {body}
      <div>
        <Button
          variant="secondary"
          size="sm"
          busy={setup.isPending || setup.isSuccess}
          onClick={() =>
            setup.mutate(undefined, {
              onSuccess: ({ setupUrl }) => window.location.assign(setupUrl),
              onError: (error) => toast.show(toUserMessage(error), { kind: 'error' }),
            })
          }
        >
          Add a card
        </Button>
      </div>
      {confirming && (
        <Dialog title={`Remove ${cardName(confirming)}?`} onClose={() => setConfirming(null)}>
          <p>
            You'll type a card again the next time you buy tickets. Tickets you already paid for are
            not affected.
          </p>
          <ConfirmActions
            className="settings-dialog__actions"
            cancel={{ label: 'Keep it', onClick: () => setConfirming(null) }}
            confirm={{
              label: 'Remove card',
              tone: 'danger',
              busy: remove.isPending,
              onClick: () =>
                remove.mutate(confirming.id, {
                  onSuccess: () => {
                    toast.show(`${cardName(confirming)} was removed`, { kind: 'success' });
                    setConfirming(null);
                  },
                  onError: (error) => toast.show(toUserMessage(error), { kind: 'error' }),
                }),
            }}
          />
        </Dialog>
      )}
    </SettingsSection>
  );
}
