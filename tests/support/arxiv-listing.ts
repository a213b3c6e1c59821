// Builds an arXiv "past week" listing page (https://arxiv.org/list/<archive>/pastweek?skip=0&show=2000) of
// any size, structured as arXiv's browse app renders it (browse/templates/list/recent.html, list_macros.html):
// a date index, then one dl#articles per announcement day with an h3 "<day> (showing N of N entries )"; each
// entry a dt (a[title="Abstract"] to /abs/<id>, pdf/html/other links) and a dd > div.meta (list-title,
// list-authors, list-subjects; no abstracts here). Header and footer come from the saved /list/cs.LG/new
// snapshot. Entries are made up ("Fictional Test Title") except 2607.21653, which carries the Molt paper's
// arXiv metadata (CC0). Deterministic; every entry is on the one page (no paging past 2000).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface ListingOptions {
  count: number; // entries on the page, `include` ones among them
  archive?: string; // category or archive: `cs.LG` (default), `cs`, ...
  firstId?: string; // first generated id, new-style (default 2607.20001); later ones count up
  include?: string[]; // ids listed first, in order (new- or old-style, without version)
}

const NEW_LISTING = resolve(import.meta.dirname, '../fixtures/pages/arxiv/list-cs.LG-new.html');
const NAMES: Record<string, string> = {
  cs: 'Computer Science',
  'cs.LG': 'Machine Learning',
  'cs.AI': 'Artificial Intelligence',
  'cs.CL': 'Computation and Language',
  'cs.CV': 'Computer Vision and Pattern Recognition',
  'stat.ML': 'Machine Learning',
};
const DAYS = ['Fri, 24 Jul 2026', 'Thu, 23 Jul 2026', 'Wed, 22 Jul 2026', 'Tue, 21 Jul 2026', 'Mon, 20 Jul 2026'];
const TOPICS = [
  'Sparse Curricula',
  'Toy Reward Models',
  'Imaginary Benchmarks',
  'Pretend Optimisers',
  'Made-Up Datasets',
  'Invented Agents',
  'Placeholder Priors',
];
const SETTINGS = ['for Tiny Bandits', 'on Synthetic Grids', 'in a Fictional Simulator', 'without Real Data', 'for Test Fixtures'];
const FIRST = ['Ada', 'Bram', 'Cleo', 'Dario', 'Elin', 'Femi', 'Greta', 'Hana', 'Ivo', 'Juno', 'Kofi', 'Lorna'];
const LAST = ['Placeholder', 'Examplov', 'Fixturova', 'Mockridge', 'Stubbins', 'Testa', 'Sampleton', 'Dummett', 'Fakhouri'];
const MOLT = {
  title: 'Molt: A Scalable PyTorch-Native Training Framework for Agentic Reinforcement Learning',
  authors: [
    'Jian Hu',
    'Huiying Li',
    'Hao Zhang',
    'Binfeng Xu',
    'Yifan Zhang',
    'Shaokun Zhang',
    'Hemil Desai',
    'Michael Demoret',
    'Pavlo Molchanov',
    'Jan Kautz',
    'Yi Dong',
  ],
};
const NEW_ID = /^(\d{4})\.(\d{5})$/;
const ANY_ID = /^(\d{4}\.\d{4,5}|[a-z-]+(\.[A-Z]{2})?\/\d{7})$/;
const SHOW = 2000;

let chrome: { header: string; footer: string } | undefined;
/** The real page's body chrome (header, search overlay, footer), read once from the saved snapshot. */
function siteChrome(): { header: string; footer: string } {
  const page = chrome ? '' : readFileSync(NEW_LISTING, 'utf8');
  chrome ??= { header: page.slice(page.indexOf('<body'), page.indexOf('<main>')), footer: page.slice(page.indexOf('</main>')) };
  return chrome;
}

/** `count` distinct ids: `include` first, then new-style ids counting up from `firstId`, skipping included ones. */
function listingIds(count: number, firstId: string, include: string[]): string[] {
  const start = NEW_ID.exec(firstId);
  if (!start) throw new Error(`firstId must be a new-style id like 2607.20001, got ${firstId}`);
  for (const id of include) if (!ANY_ID.test(id)) throw new Error(`not an arXiv id without version: ${id}`);
  const ids = [...new Set(include)];
  if (ids.length > count) throw new Error(`count ${count} is smaller than the ${ids.length} included ids`);
  const taken = new Set(ids);
  for (let n = Number(start[2]); ids.length < count; n++) {
    if (n > 99999) throw new Error(`ran out of ids after ${firstId}`);
    const id = `${start[1]}.${String(n).padStart(5, '0')}`;
    if (!taken.has(id)) ids.push(id);
  }
  return ids;
}

function authorLink(name: string, archive: string): string {
  const parts = name.split(' ');
  const query = `${parts.at(-1)},+${parts
    .slice(0, -1)
    .map((p) => p[0])
    .join('+')}`;
  return `<a href="https://arxiv.org/search/${archive}?searchtype=author&amp;query=${query}">${name}</a>`;
}

function entry(id: string, index: number, category: string): string {
  const i = index - 1;
  const paper =
    id === '2607.21653'
      ? MOLT
      : {
          title: `Fictional Test Title: ${TOPICS[i % TOPICS.length]} ${SETTINGS[i % SETTINGS.length]}, No. ${index}`,
          authors: [`${FIRST[i % FIRST.length]} ${LAST[(i * 4) % LAST.length]}`, `${FIRST[(i + 5) % FIRST.length]} ${LAST[(i + 2) % LAST.length]}`],
        };
  const html =
    i % 4 === 3
      ? ''
      : `, <a href="https://arxiv.org/html/${id}v1" title="View HTML" id="html-${id}" aria-labelledby="html-${id}" rel="noopener noreferrer" target="_blank">html</a>`;
  return `    <dt>
      <a name='item${index}'>[${index}]</a>
      <a href ="/abs/${id}" title="Abstract" id="${id}">
        arXiv:${id}
      </a>
      [<a href="/pdf/${id}" title="Download PDF" id="pdf-${id}" aria-labelledby="pdf-${id}">pdf</a>${html}, <a href="/format/${id}" title="Other formats" id="oth-${id}" aria-labelledby="oth-${id}">other</a>]
    </dt>
    <dd>
      <div class='meta'>
        <div class='list-title mathjax'><span class='descriptor'>Title:</span>
          ${paper.title}
        </div>
        <div class='list-authors'>${paper.authors.map((a) => authorLink(a, category.split('.')[0]!)).join(', ')}</div>
        <div class='list-subjects'><span class='descriptor'>Subjects:</span>
          <span class="primary-subject">${NAMES[category] ?? category} (${category})</span>
        </div>
      </div>
    </dd>
`;
}

const pageDivs = (count: number, archive: string): string => `    <div class='paging'>Total of ${count} entries 
    </div>
    <div class='morefewer'>Showing up to ${SHOW} entries per page:
    <a href=/list/${archive}/pastweek?skip=0&amp;show=1000 rel="nofollow">
      fewer</a> |
    <span style="color: #454545">more</span> |
    <span style="color: #454545">all</span>
    </div>
`;

/** A whole /list/<archive>/pastweek page, as a string. */
export function makeListingPage(options: ListingOptions): string {
  const { count, archive = 'cs.LG', firstId = '2607.20001', include = [] } = options;
  if (!Number.isInteger(count) || count < 0) throw new Error(`count must be a whole number, got ${count}`);
  if (!/^[a-z-]+(\.[A-Za-z]{2})?$/.test(archive)) throw new Error(`not an arXiv archive or category: ${archive}`);
  const ids = listingIds(count, firstId, include);
  const category = archive.includes('.') ? archive : (Object.keys(NAMES).find((c) => c.startsWith(`${archive}.`)) ?? archive);
  const perDay = DAYS.map((_, d) => Math.floor(count / DAYS.length) + (d < count % DAYS.length ? 1 : 0));
  const index: string[] = [];
  const sections: string[] = [];
  let done = 0;
  DAYS.forEach((day, d) => {
    const n = perDay[d]!;
    index.push(`      <li>\n        <a href="/list/${archive}/recent?skip=${done}&amp;show=${SHOW}">\n          ${day}\n        </a>\n      </li>`);
    const items = ids.slice(done, done + n).map((id, k) => entry(id, done + k + 1, category));
    const heading = n > 0 ? `${day} (showing ${n} of ${n} entries )` : day;
    sections.push(`<dl id='articles'>\n    <h3>${heading}</h3>\n${n === 0 ? '    <p>No updates for this time period.</p>\n' : ''}${items.join('')}</dl>\n`);
    done += n;
  });
  const name = NAMES[archive] ?? archive;
  const { header, footer } = siteChrome();
  return `<!DOCTYPE html>
<!-- Test page made by tests/support/arxiv-listing.ts, modelled on arXiv's /list/${archive}/pastweek page; made-up entries. -->
<html lang="en">
<head>
  <script>document.documentElement.classList.add('js');</script>
  <title>${name}  </title>
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <link rel="stylesheet" type="text/css" media="screen" href="/static/browse/0.3.4/css/arXiv.css?v=20260318" />
  <link rel="stylesheet" type="text/css" media="screen" href="/static/browse/0.3.4/css/browse_search.css" />
  <link rel="stylesheet" type="text/css" media="screen" href="/static/base/1.0.1/css/arxiv-header-footer.css?v=20260626" />
  <script src="/static/browse/0.3.4/js/mathjaxToggle.min.js" type="text/javascript"></script>
  <script type="text/javascript" language="javascript">mathjaxToggle();</script>
</head>

${header}<main>
      <div id="content">
<div id='content-inner'>
<div id='dlpage'>
  <h1>${name}</h1>
<h2>Authors and titles for recent submissions</h2>
  <ul>
${index.join('\n')}
  </ul>
  <p>See today's <a id="new-${archive}" aria-labelledby="new-${archive}" href="/list/${archive}/new">new</a> changes</p>
${pageDivs(count, archive)}
${sections.join('')}
${pageDivs(count, archive)}</div>
</div>
      </div>
    ${footer}`;
}
