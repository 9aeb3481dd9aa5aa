/** A file the build emits as a hashed asset (mf-host/rspack.config.ts): importing it gives its URL. */
declare module '*.wasm?url' {
  const url: string;
  export default url;
}
