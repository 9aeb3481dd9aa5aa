/** Joins class names, skipping falsy ones, so components can merge their own with `className`. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
