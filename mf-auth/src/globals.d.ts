/** Set by the build (DefinePlugin in platform/build). */
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;
