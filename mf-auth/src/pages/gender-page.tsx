import { useState, type FormEvent } from 'react';
import { GENDER_OPTIONS, type SignUpDraft } from 'shared-api';
import type { Gender } from 'contract';
import { FieldError } from 'shared-ui';
import { AuthCard } from '../features/sign-in/components/auth-card';
import { SignUpGate } from '../features/sign-in/components/sign-up-gate';
import { StepForm } from '../features/sign-in/components/step-form';
import { useStepNavigation } from '../features/sign-in/hooks/use-step-navigation';
import '../features/sign-in/components/choice-list.css';

export default function GenderPage() {
  return <SignUpGate step="gender">{(draft) => <GenderForm draft={draft} />}</SignUpGate>;
}

/** Radio buttons rather than a select: five short choices read best all at once. */
function GenderForm({ draft }: { draft: SignUpDraft }) {
  const { saveAndContinue, back } = useStepNavigation('gender', draft);
  const [gender, setGender] = useState<Gender | null>(draft.gender ?? null);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!gender) return setError('Choose one, or "Prefer not to say".');
    saveAndContinue({ gender });
  }

  return (
    <AuthCard title="What's your gender?" step="gender" back={back}>
      <StepForm onSubmit={submit}>
        <fieldset
          className="choice-list"
          aria-describedby={error ? 'gender-error' : undefined}
          aria-invalid={error ? true : undefined}
        >
          <legend className="ui-visually-hidden">Gender</legend>
          {GENDER_OPTIONS.map((option) => (
            <label key={option.value} className="choice-list__item">
              <input
                type="radio"
                name="gender"
                value={option.value}
                checked={gender === option.value}
                onChange={() => {
                  setGender(option.value);
                  setError(null);
                }}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </fieldset>
        {error && (
          <FieldError announce id="gender-error">
            {error}
          </FieldError>
        )}
      </StepForm>
    </AuthCard>
  );
}
