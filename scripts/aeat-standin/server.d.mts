// Types of server.mjs for the TypeScript tests (the project's tsconfig does not check JavaScript).
export declare const DEFAULT_XSD: string;
export declare const ENDPOINT_PATH: string;

export interface AeatStandinOptions {
  /** 0 (the default) takes a free port. */
  port?: number;
  host?: string;
  /** SuministroLR.xsd; the repository's tests/fixtures/verifactu copy by default. */
  xsd?: string;
  /** TiempoEsperaEnvio of the answers, in seconds (60 by default). */
  waitSeconds?: number;
  log?: (message: string) => void;
  /** Serve HTTPS and require a client certificate signed by ca. */
  tls?: { key: string | Buffer; cert: string | Buffer; ca: string | Buffer };
}

export interface AeatStandin {
  /** e.g. http://127.0.0.1:8095 (control API and /health) */
  url: string;
  /** url + ENDPOINT_PATH, where the SOAP requests go */
  endpoint: string;
  port: number;
  close(): Promise<void>;
}

export declare function startAeatStandin(options?: AeatStandinOptions): Promise<AeatStandin>;
