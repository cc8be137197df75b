/**
 * The security headers of the web apps (`/`, `/admin/`, `/console/`): the local server sends them
 * (local/app.ts) and the edge's response headers policy is built from the same values (lib/edge.ts),
 * so the two cannot drift. The apps load only their own scripts and styles, are never framed, and
 * talk only to their own origin, the identity provider and the photo bucket (`connectSources`).
 */

/**
 * The headers for an app whose browser code calls `connectSources` besides its own origin (the
 * photo bucket's presigned uploads and downloads, Cognito's endpoint when it is not the app's origin).
 */
export const webAppSecurityHeaders = (connectSources: readonly string[] = [], mapTileUrl = ''): Record<string, string> => {
  const others = connectSources.length ? ` ${connectSources.join(' ')}` : '';
  // The map's tiles are images from the tile server's origin (the mapTileUrl setting).
  const tiles = mapTileUrl ? ` ${new URL(mapTileUrl.replace(/[{}]/g, '')).origin}` : '';
  return {
    'content-security-policy': [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      `img-src 'self' data: blob:${others}${tiles}`,
      `connect-src 'self'${others}`,
      "media-src 'self' blob:",
      // The operator app's service worker (/sw.js) and manifest, from the app itself.
      "worker-src 'self'",
      "manifest-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
  };
};
