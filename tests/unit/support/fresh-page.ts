// For the mutation run only (vitest.mutation.config.ts), where one module graph and one document
// serve every test file: each file starts on an empty page, as it would in a fresh environment, so
// what one file leaves in the page (a popover host, a rendered badge) cannot answer another's query.
import { cleanup } from '@testing-library/preact';
import { beforeAll } from 'vitest';

beforeAll(() => {
  // Files that run in Node (`@vitest-environment node`) have no page.
  if (typeof document === 'undefined') return;
  cleanup();
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
});
