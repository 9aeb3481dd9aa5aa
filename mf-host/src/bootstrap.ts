import { mountRemote } from 'platform/standalone';
import { remote } from './pages';

void mountRemote(remote);
