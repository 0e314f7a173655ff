/**
 * Client start: runs once per full page load (a bundled module script in the layout). Each
 * concern lives in its own module; this file only wires them in order.
 */
import { installAnalytics } from './analytics';
import { installChat } from './chat';
import { installChunkRecovery } from './chunk-recovery';
import { installPromptCapture } from './install-prompt';
import { installPageLoader } from './page-loader';
import { installPrefetchScheduler } from './prefetch-scheduler';

installChunkRecovery();
installPageLoader();
installPrefetchScheduler();
installAnalytics();
installChat();
installPromptCapture();
