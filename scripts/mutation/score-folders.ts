// Mutation scores by folder from a Stryker report (the mutation-testing-report-schema's `files`):
// killed and timed-out mutants over those that were run or not covered; ignored ones (static
// mutants, or lines marked equivalent with a reason) are counted apart and never scored.

/** The part of a Stryker JSON report read here. */
export interface MutationReport {
  files: Record<string, { mutants: { status: string }[] }>;
}

export interface FolderScore {
  folder: string;
  killed: number;
  survived: number;
  noCoverage: number;
  /** Ignored: static, or marked equivalent in place. */
  equivalent: number;
  /** Percent, or null when no mutant of the folder was scored. */
  score: number | null;
  floor: number;
}

/** The five core folders, each held to 90%; lib/ and server/ as a whole to 80%. */
export const CORE_FOLDERS = ['lib/record', 'lib/cache', 'lib/ids', 'lib/net', 'lib/background'];
export const CORE_FLOOR = 90;
export const WHOLE_FLOOR = 80;

const inFolder = (file: string, folder: string) => file.replaceAll('\\', '/').startsWith(`${folder}/`);

function score(folder: string, floor: number, statuses: string[]): FolderScore {
  const count = (...wanted: string[]) => statuses.filter((s) => wanted.includes(s)).length;
  const killed = count('Killed', 'Timeout');
  const survived = count('Survived');
  const noCoverage = count('NoCoverage');
  const scored = killed + survived + noCoverage;
  return { folder, killed, survived, noCoverage, equivalent: count('Ignored'), score: scored === 0 ? null : (killed / scored) * 100, floor };
}

/** Each core folder, then everything the report holds under lib/ and server/ together. */
export function scoreFolders(report: MutationReport): FolderScore[] {
  const entries = Object.entries(report.files);
  const statusesIn = (match: (file: string) => boolean) => entries.filter(([file]) => match(file)).flatMap(([, f]) => f.mutants.map((m) => m.status));
  return [
    ...CORE_FOLDERS.map((folder) =>
      score(
        folder,
        CORE_FLOOR,
        statusesIn((file) => inFolder(file, folder)),
      ),
    ),
    score(
      'everything in this run',
      WHOLE_FLOOR,
      statusesIn((file) => inFolder(file, 'lib') || inFolder(file, 'server')),
    ),
  ];
}
