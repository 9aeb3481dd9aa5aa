/** Set by the build (DefinePlugin in platform/build) in the bundle of the remote that runs this. */
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;
