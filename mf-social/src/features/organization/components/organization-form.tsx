import { useId, useState, type FormEvent } from 'react';
import { imageFileProblem, toUserMessage, useUploadImage } from 'shared-api';
import type { ImageRef, Organization, OrganizationAccess, OrganizationInput } from 'contract';
import { ORGANIZATION_LIMITS } from 'contract/values';
import { Avatar, Button, Select, TextArea, TextField } from 'shared-ui';

const ACCESS_OPTIONS: { value: OrganizationAccess; label: string }[] = [
  { value: 'request', label: 'Join by request (admins accept)' },
  { value: 'open', label: 'Open (anyone joins at once)' },
  { value: 'closed', label: 'Closed (members by invitation only)' },
];

export interface OrganizationFormProps {
  initial?: Organization;
  submitLabel: string;
  onSubmit: (input: OrganizationInput) => Promise<unknown>;
}

/** Name, description, picture and who may join: the create and edit form. */
export function OrganizationForm({ initial, submitLabel, onSubmit }: OrganizationFormProps) {
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [image, setImage] = useState<ImageRef | null>(initial?.image ?? null);
  const [access, setAccess] = useState<OrganizationAccess>(initial?.settings.access ?? 'request');
  const [nameError, setNameError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const upload = useUploadImage();
  const fileId = useId();

  async function pick(file: File | undefined) {
    if (!file) return;
    const fileProblem = imageFileProblem(file);
    if (fileProblem) return setProblem(fileProblem);
    setProblem(null);
    try {
      setImage(await upload.mutateAsync(file));
    } catch (failure) {
      setProblem(toUserMessage(failure));
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setNameError('Give the organization a name');
    setNameError(null);
    setProblem(null);
    setSaving(true);
    try {
      await onSubmit({
        name: name.trim(),
        description: description.trim(),
        image,
        settings: { access },
      });
    } catch (failure) {
      setProblem(toUserMessage(failure));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="org-form" onSubmit={(e) => void submit(e)} noValidate>
      <div className="org-form__picture">
        <Avatar name={name || '?'} src={image?.urls.large ?? null} size="xl" />
        <div>
          <label htmlFor={fileId} className="ui-field__label">
            Picture
          </label>
          <input
            id={fileId}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            onChange={(e) => {
              void pick(e.currentTarget.files?.[0]);
              e.currentTarget.value = '';
            }}
          />
          {upload.isPending && <p role="status">Uploading…</p>}
          {image && (
            <Button variant="ghost" size="sm" onClick={() => setImage(null)}>
              Remove picture
            </Button>
          )}
        </div>
      </div>
      <TextField
        label="Name"
        value={name}
        maxLength={ORGANIZATION_LIMITS.nameMaxLength}
        onChange={(e) => setName(e.currentTarget.value)}
        error={nameError ?? undefined}
        required
      />
      <TextArea
        label="Description"
        value={description}
        maxLength={ORGANIZATION_LIMITS.descriptionMaxLength}
        onChange={(e) => setDescription(e.currentTarget.value)}
      />
      <Select
        label="Who can join"
        value={access}
        options={ACCESS_OPTIONS}
        onChange={(e) => setAccess(e.currentTarget.value as OrganizationAccess)}
      />
      {problem && (
        <p role="alert" className="ui-field__error">
          {problem}
        </p>
      )}
      <Button type="submit" busy={saving || upload.isPending}>
        {submitLabel}
      </Button>
    </form>
  );
}
