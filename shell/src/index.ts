import { startBootReads } from './boot/boot-reads';
import { warmDateFormatting } from './boot/warm-date-formatting';

startBootReads();
warmDateFormatting();
// The async boundary lets Module Federation negotiate the shared singletons before any of them runs.
import('./bootstrap');
