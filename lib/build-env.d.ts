// Constants that wxt.config.ts defines at build time.
declare const __RECORD_SOURCE__: string | undefined;

/** Vite's `?inline` CSS import: the stylesheet's text, for shadow roots we make ourselves. */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
