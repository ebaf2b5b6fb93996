/** The part of s3rver's API (it ships no types) that HiveKeeper's local stack uses. */
declare module 's3rver' {
  import type { IncomingMessage, Server } from 'node:http';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    httpServer?: Server;
    /** Koa's middleware list, composed when the server starts. */
    middleware: ((
      ctx: {
        method: string;
        req: IncomingMessage;
        status: number;
        type: string;
        body: unknown;
      },
      next: () => Promise<void>,
    ) => Promise<void>)[];
  }
}
