export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare const PHONE: {
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  isMobile: boolean;
  hasTouch: boolean;
};
