import { useId, useRef, useState } from 'react';
import { IMAGE_LIMITS } from 'contract/values';
import { imageFileProblem, toUserMessage, useUploadImage } from 'shared-api';
import type { DisputeEvidenceFile } from 'contract';
import { MONEY_LIMITS } from 'contract/values';
import { Button } from 'shared-ui';
import { MiddleTruncatedName } from './middle-truncated-name';

/** One picked file: uploading, uploaded (with its image) or refused (with why, in words). */
export interface EvidencePhoto {
  key: string;
  name: string;
  state: 'uploading' | 'done' | 'failed';
  image?: DisputeEvidenceFile['image'];
  problem?: string;
}

/** What the evidence sends: the uploaded photos only. */
export const uploadedFiles = (photos: EvidencePhoto[]): DisputeEvidenceFile[] =>
  photos.flatMap((p) =>
    p.state === 'done' && p.image
      ? [{ name: p.name.slice(0, MONEY_LIMITS.fileNameMaxLength), image: p.image }]
      : [],
  );

let nextKey = 0;

/**
 * "Add photos or screenshots": each picked image is uploaded at once (`POST /images/`), shown as a
 * thumbnail, and can be removed. Images only (the image pipeline takes no PDFs), up to
 * `MONEY_LIMITS.maxFiles`. The file input itself is visually hidden behind a button-like label:
 * Chromium gives a native file input a fixed intrinsic width (about 347 px at 16 px text) that made
 * the page wider than a 375 px screen.
 */
export function EvidencePhotos({
  photos,
  onChange,
}: {
  photos: EvidencePhoto[];
  onChange: (update: (photos: EvidencePhoto[]) => EvidencePhoto[]) => void;
}) {
  const upload = useUploadImage();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const [notice, setNotice] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const room = MONEY_LIMITS.maxFiles - photos.length;

  const set = (key: string, change: Partial<EvidencePhoto>) =>
    onChange((all) => all.map((p) => (p.key === key ? { ...p, ...change } : p)));

  function pick(files: File[]) {
    setNotice(
      files.length > room
        ? `Only ${MONEY_LIMITS.maxFiles} photos can be sent; ${files.length - Math.max(room, 0)} not added.`
        : null,
    );
    const taken = files.slice(0, Math.max(room, 0)).map((file) => {
      const photo: EvidencePhoto = {
        key: `photo-${nextKey++}`,
        name: file.name || 'photo',
        state: 'uploading',
      };
      return { file, photo };
    });
    onChange((all) => [...all, ...taken.map((t) => t.photo)]);
    for (const { file, photo } of taken) {
      const problem = imageFileProblem(file);
      if (problem) {
        set(photo.key, { state: 'failed', problem });
        continue;
      }
      upload.mutateAsync(file).then(
        (image) => set(photo.key, { state: 'done', image }),
        (failure: unknown) => set(photo.key, { state: 'failed', problem: toUserMessage(failure) }),
      );
    }
  }

  return (
    <div className="money-photos">
      <input
        ref={input}
        id={inputId}
        className="ui-visually-hidden"
        type="file"
        multiple
        accept={IMAGE_LIMITS.types.join(',')}
        disabled={room <= 0}
        aria-describedby={hintId}
        onChange={(e) => {
          pick(Array.from(e.currentTarget.files ?? []));
          e.currentTarget.value = '';
        }}
      />
      <label htmlFor={inputId} className="money-photos__add" data-disabled={room <= 0 || undefined}>
        Add photos or screenshots
      </label>
      <p id={hintId} className="ui-field__hint">
        Receipts, messages or a photo of the door, as images (JPEG, PNG, WebP or GIF; no PDFs); up
        to {MONEY_LIMITS.maxFiles}.
      </p>
      {notice && <p role="alert">{notice}</p>}
      {photos.length > 0 && (
        <ul className="money-photos__list" aria-label="Photos to send">
          {photos.map((photo) => (
            <li key={photo.key} className="money-photos__item" data-state={photo.state}>
              {photo.image ? (
                <img src={photo.image.urls.small} alt="" className="money-photos__thumb" />
              ) : (
                <span className="money-photos__thumb" aria-hidden="true" />
              )}
              <span className="money-photos__name">
                <MiddleTruncatedName name={photo.name} />
                <span
                  className="money-photos__state"
                  role={photo.state === 'failed' ? 'alert' : undefined}
                >
                  {photo.state === 'uploading'
                    ? 'Uploading…'
                    : photo.state === 'failed'
                      ? `Not uploaded: ${photo.problem ?? 'try again'}`
                      : 'Uploaded'}
                </span>
              </span>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Remove ${photo.name}`}
                onClick={() => {
                  onChange((all) => all.filter((p) => p.key !== photo.key));
                  input.current?.focus();
                }}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The photos sent with the evidence, as thumbnails opening the large image. */
export function SentPhotos({ files }: { files: DisputeEvidenceFile[] }) {
  if (files.length === 0) return null;
  return (
    <ul className="money-photos__list" aria-label="Photos sent">
      {files.map((file, i) => (
        <li key={`${i}-${file.image.urls.large}`} className="money-photos__item">
          <a href={file.image.urls.large} target="_blank" rel="noreferrer">
            <img src={file.image.urls.small} alt={file.name} className="money-photos__thumb" />
          </a>
          <span className="money-photos__name">
            <MiddleTruncatedName name={file.name} />
          </span>
        </li>
      ))}
    </ul>
  );
}
