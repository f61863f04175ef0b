import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Browser policy for the API and the web app. The built client runs no inline script, so
 * scripts come from our origin only. Styles allow 'unsafe-inline' because Radix, sonner and
 * Quill set element styles at run time. Rich text may show images from anywhere (http(s) or
 * data:) and embed frames from https origins only, matching the server's sanitiser.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:', 'http:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ['https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Embedded https videos and remote images in materials must keep loading.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
