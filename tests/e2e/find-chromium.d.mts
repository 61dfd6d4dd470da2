export declare const INSTALL_HINT: string;
export declare function findChromium(): string | null;
