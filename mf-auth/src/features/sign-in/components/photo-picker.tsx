import { useId, useRef, type ChangeEvent } from 'react';
import { buttonClassName, FieldError, Spinner } from 'shared-ui';
import { PHOTO_ACCEPT } from '../lib/photo-file';
import type { PhotoUploadState } from '../hooks/use-photo-upload';
import './photo-picker.css';

export interface PhotoPickerProps {
  state: PhotoUploadState;
  /** The photo already in the draft (after a reload), shown until a new one is chosen. */
  savedUrl: string | null;
  /** What is wrong (a refused file, a failed upload, no photo yet), shown as the fields show it. */
  error: string | null;
  onChoose: (file: File) => void;
}

/**
 * A round preview and a file chooser. The native file input stays in the page (visually hidden,
 * still focusable), so keyboards and screen readers get the platform's own control; its label is
 * what looks like a button.
 */
export function PhotoPicker({ state, savedUrl, error, onChoose }: PhotoPickerProps) {
  const id = useId();
  const hintId = `photo${id}-hint`;
  const errorId = `photo${id}-error`;
  const input = useRef<HTMLInputElement>(null);
  const previewUrl =
    state.status === 'uploading' || state.status === 'done' ? state.previewUrl : savedUrl;
  const hasPhoto = previewUrl !== null;

  function change(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Reset so choosing the same file again (after an error) still fires a change.
    event.target.value = '';
    if (file) onChoose(file);
  }

  return (
    <div className="photo-picker">
      <div className="photo-picker__preview" data-testid="photo-preview">
        {previewUrl ? <img src={previewUrl} alt="Your profile photo" /> : <CameraGlyph />}
        {state.status === 'uploading' && (
          <span className="photo-picker__busy">
            <Spinner label="Uploading your photo" />
          </span>
        )}
      </div>
      <input
        ref={input}
        id={`photo${id}`}
        className="photo-picker__input ui-visually-hidden"
        type="file"
        accept={PHOTO_ACCEPT}
        onChange={change}
        disabled={state.status === 'uploading'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      />
      <label
        htmlFor={`photo${id}`}
        className={buttonClassName({ variant: 'secondary', className: 'photo-picker__label' })}
      >
        {hasPhoto ? 'Replace photo' : 'Choose a photo'}
      </label>
      <p id={hintId} className="photo-picker__hint">
        JPEG, PNG, WebP or GIF, up to 10 MB.
      </p>
      {state.status === 'uploading' && (
        <p className="photo-picker__status" role="status">
          Uploading your photo…
        </p>
      )}
      {state.status === 'done' && (
        <p className="photo-picker__status" role="status">
          Photo uploaded.
        </p>
      )}
      {error && (
        <FieldError announce id={errorId}>
          {error}
        </FieldError>
      )}
    </div>
  );
}

/** Drawn rather than an emoji: emoji fonts are missing on some systems and show as a box. */
function CameraGlyph() {
  return (
    <svg
      className="photo-picker__placeholder"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 8h3l1.5-2h7L17 8h3a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z" />
      <circle cx="12" cy="13" r="3.5" />
    </svg>
  );
}
