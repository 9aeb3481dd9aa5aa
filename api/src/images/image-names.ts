/**
 * Stored image names: `<uuid>-small.webp` and `<uuid>-large.webp`. The file route accepts nothing
 * else, which is what keeps `../` and friends out of the storage.
 */
export const IMAGE_VARIANTS = ['small', 'large'] as const;
export type ImageVariant = (typeof IMAGE_VARIANTS)[number];

export const IMAGE_FILE_NAME_PATTERN =
  '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-(small|large)\\.webp$';
const NAME = new RegExp(IMAGE_FILE_NAME_PATTERN);

export function imageFileName(id: string, variant: ImageVariant): string {
  return `${id}-${variant}.webp`;
}

export function isImageFileName(name: string): boolean {
  return NAME.test(name);
}

/** Path of the file route, under which `urls.small` / `urls.large` point by default. */
export const IMAGE_FILES_PATH = '/v2/images/files';
