// Mutation scores by folder from a Stryker report (the mutation-testing-report-schema's `files`):
// killed and timed-out mutants over those that were run or not covered; ignored ones (static
// mutants, or lines marked equivalent with a reason) are counted apart and never scored.

/** The part of a Stryker JSON report read here. */
export interface MutationReport {
  files: Record<string, { mutants: { status: string; statusReason?: string }[] }>;
}

export interface FolderScore {
  folder: string;
  killed: number;
  survived: number;
  noCoverage: number;
  /** Marked equivalent in place, with a reason (`// Stryker disable next-line …: why`). */
  equivalent: number;
  /** Static mutants (module-level constants), left out of the run by `ignoreStatic`. */
  staticLeftOut: number;
  /** Percent, or null when no mutant of the folder was scored. */
  score: number | null;
  /** Null for a folder held to no floor of its own (it counts towards the whole). */
  floor: number | null;
}

/** The five core folders, each held to 90%; lib/, mounts/ and server/ as a whole to 80%. */
export const CORE_FOLDERS = ['lib/record', 'lib/cache', 'lib/ids', 'lib/net', 'lib/background'];
export const CORE_FLOOR = 90;
export const WHOLE_FLOOR = 80;

const inFolder = (file: string, folder: string) => file.replaceAll('\\', '/').startsWith(`${folder}/`);

type Mutant = MutationReport['files'][string]['mutants'][number];
const isStatic = (m: Mutant) => m.status === 'Ignored' && /^Static mutant/.test(m.statusReason ?? '');

function score(folder: string, floor: number | null, mutants: Mutant[]): FolderScore {
  const count = (...wanted: string[]) => mutants.filter((m) => wanted.includes(m.status) && !isStatic(m)).length;
  const killed = count('Killed', 'Timeout');
  const survived = count('Survived');
  const noCoverage = count('NoCoverage');
  const scored = killed + survived + noCoverage;
  return {
    folder,
    killed,
    survived,
    noCoverage,
    equivalent: count('Ignored'),
    staticLeftOut: mutants.filter(isStatic).length,
    score: scored === 0 ? null : (killed / scored) * 100,
    floor,
  };
}

/** The folder a file of lib/, mounts/ or server/ is scored under: `lib/<folder>`, `lib` for lib's own files, `mounts`, `server`. */
function topFolder(file: string): string | null {
  const parts = file.replaceAll('\\', '/').split('/');
  if (parts[0] === 'server' || parts[0] === 'mounts') return parts[0];
  if (parts[0] !== 'lib') return null;
  return parts.length > 2 ? `lib/${parts[1]}` : 'lib';
}

/** Each core folder, then any other folder the report holds (no floor of its own), then everything under lib/, mounts/ and server/ together. */
export function scoreFolders(report: MutationReport): FolderScore[] {
  const entries = Object.entries(report.files);
  const mutantsIn = (match: (file: string) => boolean) => entries.filter(([file]) => match(file)).flatMap(([, f]) => f.mutants);
  const others = [...new Set(entries.map(([file]) => topFolder(file)))]
    .filter((folder): folder is string => folder !== null && !CORE_FOLDERS.includes(folder))
    .sort();
  return [
    ...CORE_FOLDERS.map((folder) =>
      score(
        folder,
        CORE_FLOOR,
        mutantsIn((file) => inFolder(file, folder)),
      ),
    ),
    ...others.map((folder) =>
      score(
        folder,
        null,
        mutantsIn((file) => topFolder(file) === folder),
      ),
    ),
    score(
      'everything in this run',
      WHOLE_FLOOR,
      mutantsIn((file) => inFolder(file, 'lib') || inFolder(file, 'mounts') || inFolder(file, 'server')),
    ),
  ];
}
