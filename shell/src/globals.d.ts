/** Set by the build (DefinePlugin in platform/build). */
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;

/** Files the build emits as hashed assets (platform/build's asset rule): importing one gives its URL. */
declare module '*.pdf' {
  const url: string;
  export default url;
}
