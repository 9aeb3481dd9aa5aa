/** Identifies this shell build; remotes read it through the shell context. */
export const SHELL_BUILD = `${__APP_NAME__}@${__APP_VERSION__}`;
