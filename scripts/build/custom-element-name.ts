// Stands in for `is-potential-custom-element-name` in content-script builds: the same rule from the
// HTML standard ("valid custom element name", less the reserved names), written as an ES module.
// The package is CommonJS, the only CommonJS in a content script, and bundling it brings the
// bundler's CommonJS interop with it; this module is the same test without that cost.

// PCENChar of the standard, with the astral range written once thanks to the `u` flag.
const CHAR = String.raw`[-.0-9_a-z\xB7\xC0-\xD6\xD8-\xF6\xF8-\u037D\u037F-\u1FFF\u200C\u200D\u203F\u2040\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD\u{10000}-\u{EFFFF}]`;
const NAME = new RegExp(`^[a-z]${CHAR}*-${CHAR}*$`, 'u');

/**
 * Whether `name` has the shape of a custom element name (a lower-case ASCII letter first, a hyphen).
 * @example isPotentialCustomElementName('paper-code-lens-panel') // true
 */
export default function isPotentialCustomElementName(name: string): boolean {
  return NAME.test(name);
}
