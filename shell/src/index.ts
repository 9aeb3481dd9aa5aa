import { startBootReads } from './boot/boot-reads';

startBootReads();
// The async boundary lets Module Federation negotiate the shared singletons before any of them runs.
import('./bootstrap');
