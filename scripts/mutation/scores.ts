// The mutation score by folder, from Stryker's JSON report: printed as a table (docs/mutation-testing.md's), and
// the run fails when a folder falls below its floor (90% for the five core folders, 80% overall).
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { type FolderScore, scoreFolders } from './score-folders';

const REPORT = 'reports/mutation/mutation.json';

function row(score: FolderScore): string {
  const value = score.score === null ? 'n/a' : `${score.score.toFixed(1)}%`;
  const verdict = score.floor === null ? '—' : score.score === null ? '' : score.score >= score.floor ? 'ok' : `**below ${score.floor}%**`;
  return `| \`${score.folder}\` | ${score.killed} | ${score.survived} | ${score.noCoverage} | ${score.equivalent} | ${score.staticLeftOut} | ${value} | ${verdict} |`;
}

/** Prints the table and fails the run (exit code 1) when a folder is below its floor. */
export function printScores(scores: FolderScore[]): void {
  console.log('| folder | killed | survived | no coverage | marked equivalent | static, left out | score | floor |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const score of scores) console.log(row(score));
  const below = scores.filter((s) => s.score !== null && s.floor !== null && s.score < s.floor);
  if (below.length > 0) {
    console.error(`Mutation score below its floor in: ${below.map((s) => s.folder).join(', ')}`);
    process.exitCode = 1;
  }
}

function main(): void {
  printScores(scoreFolders(JSON.parse(readFileSync(REPORT, 'utf8')) as Parameters<typeof scoreFolders>[0]));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
