/**
 * The chat messenger's bootstrap script (spec §7: "loaded at client start"): once per full page
 * load, after first paint, asynchronously, except on pages it may not see (analytics.ts
 * allowsThirdParties). Client navigations keep the same widget.
 */
import { afterFirstPaint, allowsThirdParties, loadScriptOnce } from './analytics';
import { appData } from './app-data';

export function installChat() {
  void appData().then((data) => {
    const src = data?.config.chatScriptUrl;
    if (src && allowsThirdParties()) afterFirstPaint(() => loadScriptOnce(src, 'chat-messenger'));
  });
}
