/**
 * The page at /api/docs: Scalar's API reference, run from our own origin with no inline script.
 * The standalone bundle is one script (served by api-docs.ts); a second, tiny script of ours
 * points it at the OpenAPI document, so the page needs nothing but `script-src 'self'`.
 */
export const SCALAR_VERSION = '1.46.4';
export const VIEWER_SCRIPT = `/api/docs/scalar-${SCALAR_VERSION}.js`;
export const START_SCRIPT = `/api/docs/start-${SCALAR_VERSION}.js`;

/**
 * The policy of the page, stricter than the app's on everything but styles: Scalar's Vue
 * components inject their CSS as <style> elements and set element styles at run time, so
 * style-src keeps 'unsafe-inline' (styles only; scripts stay 'self' with no eval). The viewer reads
 * the document and sends "test requests" to this origin only; its default fonts (a CDN) are turned
 * off (viewer-patches.ts), so fonts are the system's, and so is its assistant, which asks Scalar's servers. Icons are inline SVG or data: images.
 */
export const API_DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The page names its icon: without it the browser asks for /favicon.ico, a 404 in the console (plugins/web.ts). */
export const API_DOCS_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Lyceum API reference</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
</head>
<body>
<div id="reference"></div>
<script src="${VIEWER_SCRIPT}"></script>
<script src="${START_SCRIPT}"></script>
</body>
</html>
`;

/**
 * Mounts the viewer on the page's element, reading the document the server generates. (Not an
 * element with id "api-reference": the bundle mounts a second, unconfigured viewer on that one.)
 */
export const START_SCRIPT_SOURCE = `Scalar.createApiReference('#reference', ${JSON.stringify({
  url: '/api/openapi.json',
  withDefaultFonts: false,
  showDeveloperTools: 'never',
  telemetry: false,
})});
`;
