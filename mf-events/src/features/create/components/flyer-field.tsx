import { useId, useState } from 'react';
import { imageFileProblem, toUserMessage, useUploadImage } from 'shared-api';
import type { ImageRef } from 'contract';
import { Button } from 'shared-ui';

export interface FlyerFieldProps {
  value: ImageRef | null;
  onChange: (flyer: ImageRef | null) => void;
  /** Tells the form an upload is running, so it is not saved without the flyer. */
  onBusyChange: (busy: boolean) => void;
}

/** Picks a flyer image and uploads it at once (POST /images/); shows it, or why it failed. */
export function FlyerField({ value, onChange, onBusyChange }: FlyerFieldProps) {
  const upload = useUploadImage();
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;

  async function pick(file: File | undefined) {
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    onBusyChange(true);
    try {
      onChange(await upload.mutateAsync(file));
    } catch (failure) {
      setError(toUserMessage(failure));
    } finally {
      onBusyChange(false);
    }
  }

  return (
    <div className="ui-field flyer-field">
      <label htmlFor={inputId} className="ui-field__label">
        Flyer
      </label>
      {value && <img className="flyer-field__preview" src={value.urls.small} alt="Flyer preview" />}
      <input
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => {
          void pick(e.currentTarget.files?.[0]);
          e.currentTarget.value = '';
        }}
      />
      <p className="ui-field__hint">JPEG, PNG, WebP or GIF, up to 10 MB.</p>
      {upload.isPending && <p role="status">Uploading…</p>}
      {error && (
        <p id={errorId} className="ui-field__error" role="alert">
          {error}
        </p>
      )}
      {value && (
        <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
          Remove flyer
        </Button>
      )}
    </div>
  );
}
