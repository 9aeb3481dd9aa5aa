import { startBootReads } from './boot/boot-reads';
import { warmDateFormatting } from './boot/warm-date-formatting';

startBootReads();
// The async boundary lets Module Federation negotiate the shared singletons before any of them
// runs. It starts in a task of its own: the runtime's start-up and that negotiation are each
// about 50 ms at a phone's speed, and one task holding both would block input for the sum.
setTimeout(() => void import('./bootstrap'), 0);
warmDateFormatting();
