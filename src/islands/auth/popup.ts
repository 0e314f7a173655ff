/** The login popup's size (spec §9: 400 by 600, the SDK's own) and `window.open` features. */

export const POPUP_SIZE = { width: 400, height: 600 } as const;

/** Features of a 400 x 600 popup centred on the page, as the SDK computes them. */
export function popupFeatures(view: {
  screenX: number;
  screenY: number;
  innerWidth: number;
  innerHeight: number;
}) {
  const left = view.screenX + (view.innerWidth - POPUP_SIZE.width) / 2;
  const top = view.screenY + (view.innerHeight - POPUP_SIZE.height) / 2;
  return `left=${left},top=${top},width=${POPUP_SIZE.width},height=${POPUP_SIZE.height},resizable,scrollbars=yes,status=1`;
}
