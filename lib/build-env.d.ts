// Constants that wxt.config.ts defines at build time.
declare const __RECORD_SOURCE__: string | undefined;
/** The second source's default address (`SECOND_SOURCE` at build time; Papers with Code otherwise). */
declare const __SECOND_SOURCE__: string | undefined;
/** GitHub's REST API (`GITHUB_API` at build time; api.github.com otherwise; the tests' loopback stand-in). */
declare const __GITHUB_API__: string | undefined;
/** True in a build made with TEST_HOSTS (the end-to-end tests' and the benchmark's), never in a release. */
declare const __TEST_BUILD__: boolean | undefined;

/** Vite's `?inline` CSS import: the stylesheet's text, for shadow roots we make ourselves. */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
