import { useCallback, useState } from 'react';
import { signUpDraft, type SignUpDraft } from 'shared-api';
import type { ImageRef } from 'contract';
import { AuthCard } from '../features/sign-in/components/auth-card';
import { PhotoPicker } from '../features/sign-in/components/photo-picker';
import { SignUpGate } from '../features/sign-in/components/sign-up-gate';
import { StepForm } from '../features/sign-in/components/step-form';
import { usePhotoUpload } from '../features/sign-in/hooks/use-photo-upload';
import { useStepNavigation } from '../features/sign-in/hooks/use-step-navigation';

export default function PhotoPage() {
  return <SignUpGate step="photo">{(draft) => <PhotoForm draft={draft} />}</SignUpGate>;
}

/** The photo is required: people pick friends and hosts by face (see mf-auth/README.md). */
function PhotoForm({ draft }: { draft: SignUpDraft }) {
  const { saveAndContinue, back } = useStepNavigation('photo', draft);
  const [photo, setPhoto] = useState<ImageRef | null>(draft.photo ?? null);
  const [missing, setMissing] = useState(false);
  const saveUploaded = useCallback((image: ImageRef) => {
    // Into the draft at once: a reload after the upload must not ask for the photo again.
    signUpDraft.update({ photo: image });
    setPhoto(image);
    setMissing(false);
  }, []);
  const { state, choose } = usePhotoUpload(saveUploaded);
  const uploading = state.status === 'uploading';
  // One message at a time, under the chooser: a refused or failed file says why; otherwise a press
  // of Continue with no photo asks for one (not while one is on its way).
  const error =
    state.status === 'error'
      ? state.message
      : missing && !uploading
        ? 'Add a photo to continue.'
        : null;

  function submit() {
    if (uploading) return;
    if (!photo) return setMissing(true);
    saveAndContinue({ photo });
  }

  return (
    <AuthCard
      title="Add a profile photo"
      lead="A clear photo of your face helps friends and hosts recognise you."
      step="photo"
      back={back}
    >
      <StepForm
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        busy={uploading}
      >
        <PhotoPicker
          state={state}
          savedUrl={draft.photo?.urls.small ?? null}
          error={error}
          onChoose={(file) => void choose(file)}
        />
      </StepForm>
    </AuthCard>
  );
}
