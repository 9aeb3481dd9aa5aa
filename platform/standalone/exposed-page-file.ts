/**
 * The file name (without extension) under `src/pages/` of an exposed page: `./FeedPage` →
 * `feed-page` when exposes maps it to `./src/pages/feed-page.tsx`.
 */
export function exposedPageFile(exposes: Readonly<Record<string, string>>, page: string): string {
  const target = exposes[page];
  const match = target?.match(/^\.\/src\/pages\/([\w-]+)\.tsx$/);
  if (!match?.[1]) throw new Error(`${page} is not an exposed page under src/pages/`);
  return match[1];
}
