import { useId, useState } from 'react';
import { imageFileProblem, toUserMessage, useUploadImage } from 'shared-api';
import type { ImageRef } from 'contract';
import { Avatar, Button } from 'shared-ui';

export interface PhotoFieldProps {
  name: string;
  value: ImageRef | null;
  onChange: (photo: ImageRef | null) => void;
  /** Tells the form an upload is running, so it is not saved without the photo. */
  onBusyChange: (busy: boolean) => void;
  error?: string;
}

/** Picks a profile photo and uploads it at once (POST /images/); shows it, or why it failed. */
export function PhotoField({ name, value, onChange, onBusyChange, error }: PhotoFieldProps) {
  const upload = useUploadImage();
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const shown = problem ?? error ?? null;

  async function pick(file: File | undefined) {
    if (!file) return;
    const fileProblem = imageFileProblem(file);
    if (fileProblem) return setProblem(fileProblem);
    setProblem(null);
    onBusyChange(true);
    try {
      onChange(await upload.mutateAsync(file));
    } catch (failure) {
      setProblem(toUserMessage(failure));
    } finally {
      onBusyChange(false);
    }
  }

  return (
    <div className="ui-field edit-profile__photo">
      <Avatar name={name || '?'} src={value?.urls.large ?? null} size="xl" />
      <div className="edit-profile__photo-controls">
        <label htmlFor={inputId} className="ui-field__label">
          Profile photo
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${inputId}-error` : `${inputId}-hint`}
          onChange={(e) => {
            void pick(e.currentTarget.files?.[0]);
            e.currentTarget.value = '';
          }}
        />
        <p id={`${inputId}-hint`} className="ui-field__hint">
          JPEG, PNG, WebP or GIF, up to 10 MB.
        </p>
        {upload.isPending && <p role="status">Uploading…</p>}
        {shown && (
          <p id={`${inputId}-error`} className="ui-field__error" role="alert">
            {shown}
          </p>
        )}
        {value && (
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            Remove photo
          </Button>
        )}
      </div>
    </div>
  );
}
