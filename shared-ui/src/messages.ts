/** SPEC §8: the toast shown when an action fails and there is nothing more useful to say. */
export const GENERIC_ERROR_MESSAGE = 'Sorry, something went wrong';
