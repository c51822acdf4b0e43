/** preAuth() and join() consistency (spec section 8): join must use the url and token preAuth() used. */
import { CALL_OBJECT_MESSAGES } from './call-object-errors';

export interface CallAuthProperties {
  url?: string | undefined;
  token?: string | undefined;
}

/** Message refusing preAuth(), or null when it may go ahead. */
export function checkPreAuth(properties: CallAuthProperties): string | null {
  return properties.url ? null : CALL_OBJECT_MESSAGES.preAuthNeedsUrl;
}

/**
 * Message refusing join(), or null. A join without url/token reuses preAuth's values; one that names them must
 * match. Without preAuth, a url is needed from join() or the constructor properties.
 */
export function checkJoinProperties(
  join: CallAuthProperties,
  preAuth: CallAuthProperties | null,
  constructed: CallAuthProperties = {},
): string | null {
  if (preAuth) {
    if (join.url !== undefined && join.url !== preAuth.url)
      return CALL_OBJECT_MESSAGES.joinUrlDiffersFromPreAuth;
    if (join.token !== undefined && join.token !== preAuth.token) {
      return CALL_OBJECT_MESSAGES.joinTokenDiffersFromPreAuth;
    }
    return null;
  }
  return join.url || constructed.url ? null : CALL_OBJECT_MESSAGES.loadNeedsUrl;
}
