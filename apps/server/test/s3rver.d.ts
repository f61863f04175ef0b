declare module 's3rver' {
  interface S3rverOptions {
    port?: number;
    address?: string;
    silent?: boolean;
    directory: string;
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}

/** s3rver's store on disk; test/s3-server.ts replaces its DeleteObject (see there why). */
declare module 's3rver/lib/stores/filesystem.js' {
  export default class FilesystemStore {
    getResourcePath(bucket: string, key: string, type: string): string;
    deleteObject(bucket: string, key: string): Promise<void>;
  }
}
