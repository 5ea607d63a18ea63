/** Types for the S3-compatible server the storage tests start (the package ships none). */
declare module '@20minutes/s3rver' {
  interface S3rverOptions {
    address?: string;
    /** 0 picks a free port. */
    port?: number;
    directory?: string;
    silent?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
