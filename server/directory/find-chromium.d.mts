export declare const INSTALL_HINT: string;
export declare function findChromium(): string | null;
export declare const CHROMIUM_ARGS: string[];
export declare const INSTALL_COMMAND: string;
