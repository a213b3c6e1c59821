// Where the papers box goes when the sidebar's About heading is spaced out as server markup has it.
import { describe, expect, it } from 'vitest';
import { findPapersBoxAnchor } from '../../../../lib/pages/github/papers-box-anchor';
import { parse, repoShell } from './corpus';

const sidebar = (heading: string): Document =>
  parse(
    repoShell(`<div class="CodeViewSidebar-module__borderGrid__Zz9Yy" id="grid">
      <div class="SidebarSection-module__sidebarSection__Qq1Ww" id="about"><h2>${heading}</h2></div>
      <div class="SidebarSection-module__sidebarSection__Qq1Ww" id="releases"><h2>Releases</h2></div></div>`),
  );

describe('findPapersBoxAnchor reads the About heading', () => {
  it.each([
    ['About', 'sidebar-about', 'about'],
    ['\n        About\n      ', 'sidebar-about', 'about'],
    ['About us', 'sidebar-first', 'grid'],
  ])('headed %j: the box goes as %s, at #%s', (heading, variant, anchorId) => {
    const found = findPapersBoxAnchor(sidebar(heading));
    expect(found?.variant).toBe(variant);
    expect(found?.anchor.id).toBe(anchorId);
  });
});

describe('findPapersBoxAnchor past a sidebar section with no heading', () => {
  it('still finds About after it', () => {
    const doc = parse(
      repoShell(`<div class="CodeViewSidebar-module__borderGrid__Zz9Yy" id="grid">
        <div class="SidebarSection-module__sidebarSection__Qq1Ww" id="banner"><p>Sponsor this project</p></div>
        <div class="SidebarSection-module__sidebarSection__Qq1Ww" id="about"><h2>About</h2></div></div>`),
    );
    expect(findPapersBoxAnchor(doc)).toMatchObject({ variant: 'sidebar-about', anchor: doc.getElementById('about') });
  });
});
