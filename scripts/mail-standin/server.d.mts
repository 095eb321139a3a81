// Types of server.mjs for the TypeScript tests (the project's tsconfig does not check JavaScript).
export interface MailStandinOptions {
  /** 0 (the default) takes a free port. */
  smtpPort?: number;
  httpPort?: number;
  host?: string;
  /** Where each message is kept as <id>.eml and <id>.json. */
  dir: string;
  log?: (message: string) => void;
}

/** What GET /messages lists for each message. */
export interface ReceivedMail {
  id: string;
  receivedAt: string;
  envelope: { from: string | null; to: string[] };
  from: string | null;
  to: string[];
  replyTo: string | null;
  subject: string | null;
  messageId: string | null;
  text: string;
  attachments: { n: number; filename: string | null; contentType: string; size: number }[];
  size: number;
}

export interface MailStandin {
  smtpPort: number;
  httpPort: number;
  /** e.g. http://127.0.0.1:8025 (the listing page; /messages as JSON) */
  url: string;
  dir: string;
  close(): Promise<void>;
}

export declare function startMailStandin(options: MailStandinOptions): Promise<MailStandin>;
