/** The parts of the MDN HTTP Observatory package (plain JavaScript) that the grader test uses. */
declare module '@mdn/mdn-http-observatory' {
  export interface TestOutput {
    result: string;
    pass: boolean;
    scoreModifier: number;
  }
  export interface ScanResult {
    scan: { grade: string; score: number; testsPassed: number; testsFailed: number; testsQuantity: number };
    tests: Record<string, TestOutput>;
  }
  export function scan(hostname: string): Promise<ScanResult>;
}
declare module '@mdn/mdn-http-observatory/src/types.js' {
  export class Requests {
    constructor(hostname: string);
    resources: { path: string | null };
    responses: Record<string, unknown>;
    session: unknown;
  }
}
declare module '@mdn/mdn-http-observatory/src/retriever/session.js' {
  export class Session {
    constructor(url: URL);
  }
}
declare module '@mdn/mdn-http-observatory/src/retriever/utils.js' {
  export function parseHttpEquivHeaders(html: string, baseUrl: string): Map<string, string[]>;
}
declare module '@mdn/mdn-http-observatory/src/config.js' {
  export const CONFIG: { retriever: { corsOrigin: string } };
}
