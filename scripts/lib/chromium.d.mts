/** Types of chromium.mjs for the TypeScript that launches Chromium (tests/playwright.config.ts). */
export declare const chromiumPath: string;
export declare function ensureChromium(): string;
export declare const chromiumArgs: string[];
