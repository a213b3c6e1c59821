// One way to drive either browser in an end-to-end case, so a case is written once and runs in both.
import type { RecordServer } from '../../../server/app';

/** A page of a real site (arxiv.org, github.com), answered from the snapshots. */
export interface CasePage {
  /** Text inside the extension's shadow roots on hosts matching `host`, joined (styles left out). */
  shadowText(host: string): Promise<string>;
  /** Waits until that text contains `text`; fails with what it held instead. */
  waitForShadowText(host: string, text: string, timeoutMs?: number): Promise<void>;
  /** Clicks the first element matching `selector` inside the first host matching `host`. */
  clickInShadow(host: string, selector: string): Promise<void>;
  /** The page's own visible text (an extension page's, for instance). */
  bodyText(): Promise<string>;
  /** Waits until the page's own text contains `text`. */
  waitForBodyText(text: string, timeoutMs?: number): Promise<void>;
  /** Types into the field matching `selector` (light DOM), as a person would. */
  type(selector: string, text: string): Promise<void>;
  /** Presses a key in the focused element. */
  press(key: string): Promise<void>;
  /** A trusted click, as a person's (the browser then allows what needs a click, such as a permission request). */
  click(selector: string): Promise<void>;
  /**
   * Saves a PNG of the viewport, of the first element matching a selector (a shadow host, say), or
   * of a rectangle of the page (a {@link Clip}, which may reach beyond the viewport).
   */
  screenshot(path: string, target?: string | Clip): Promise<void>;
  /** Sets the viewport's size in CSS pixels. */
  setViewport(width: number, height: number): Promise<void>;
  /** A value computed in the page (plain JSON in, plain JSON out). */
  evaluate<A, R>(fn: (arg: A) => R, arg: A): Promise<R>;
  close(): Promise<void>;
}

/** A rectangle of the page in CSS pixels, from the document's top left corner. */
export interface Clip {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CaseBrowser {
  name: 'chromium' | 'firefox';
  /** Opens `url`, a real https address; `dark` asks for the dark system theme. */
  open(url: string): Promise<CasePage>;
  /** Opens one of the extension's own pages (`popup.html`, `options.html`) in a tab. */
  openExtensionPage(path: string): Promise<CasePage>;
  /**
   * Opens `url` in a tab and then the popup in a window of its own over it, as the toolbar would
   * (no driver can click the toolbar): the popup's "active tab" is then that page's tab.
   */
  openPopupOver(url: string): Promise<CasePage>;
  close(): Promise<void>;
}

/** What only the demo and the README's pictures ask of a driver; the tests pass none. */
export interface DemoOptions {
  /** The sites' own stylesheets on the snapshots (tests/support/site-look.ts). */
  look?: boolean;
  /**
   * Real origins answered by a loopback server, path and query kept (tests/support/forward.ts), so a
   * build with the real defaults shows them and nothing leaves the machine:
   * `{ 'https://codewithpapers.app': 'http://127.0.0.1:4000' }`.
   */
  forward?: Record<string, string>;
}

/** Launches a fresh browser with the extension, so each case starts with no cache and default settings. */
export type LaunchCaseBrowser = (options?: { dark?: boolean; headless?: boolean }) => Promise<CaseBrowser>;

/** What each case gets: a fresh browser and the record server its build reads from. */
export interface CaseContext {
  launch: LaunchCaseBrowser;
  server: RecordServer;
  /** The record server's address: the build's default record source. */
  sourceUrl: string;
}
