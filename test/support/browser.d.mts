export declare const NO_BROWSER_HELP: string;
export declare const CHROMIUM_ARGS: string[];
export declare const E2E_CHROMIUM_ARGS: string[];
export declare const PHONE_UA: string;
export declare function chromiumExecutable(): string | undefined;
export declare function testChromiumExecutable(): string | undefined;
