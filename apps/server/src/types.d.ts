import type { Role } from '@lyceum/shared/roles';
import type { Db } from './db/database';
import type { DownloadLinks } from './modules/files/download-links';

/** The signed-in user, loaded fresh from the database for each request. */
export interface AuthUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  /** Their language choice (Settings), null for automatic: the language their errors are answered in. */
  locale?: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** Signs and checks the download URLs of attachments (modules/files/download-links.ts). */
    downloadLinks: DownloadLinks;
    /** STORAGE_QUOTA_GB in bytes, null without a quota (the admin dashboard shows it). */
    storageQuotaBytes: number | null;
    /** Compiles the routes' response serializers not yet used, one at a time between requests (plugins/serializer.ts). */
    warmUpSerializers(): Promise<number>;
  }
  interface FastifyRequest {
    auth: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** Route answers without a bearer token (sign-in, OpenAPI document). */
    public?: boolean;
  }
}
