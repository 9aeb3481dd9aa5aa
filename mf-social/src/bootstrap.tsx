import { mountStandalone } from 'platform/standalone';
import { standaloneOptions } from './standalone-options';

/** This remote on its own page, for its team (`npm run dev -w <remote>`). */
void mountStandalone(standaloneOptions, document.getElementById('root')!);
