/** An uploaded image in the sizes the server stores (docs/contracts.md). */
export interface ImageRef {
  urls: { small: string; large: string };
}
