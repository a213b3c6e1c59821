// Constants that wxt.config.ts defines at build time.
declare const __RECORD_SOURCE__: string | undefined;
