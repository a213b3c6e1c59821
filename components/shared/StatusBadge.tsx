// A sample's run status: "ran" and "unverified" have their own look, any other word shows as it is.
/** The statuses the site documents; anything else gets the neutral style, never dropped. */
const KNOWN_STATUSES = ['ran', 'unverified'];

/** The style class for a status, built only from known words so record text never names a class. */
export function statusClass(status: string): string {
  return KNOWN_STATUSES.includes(status) ? `pcl-status--${status}` : 'pcl-status--other';
}

interface Props {
  status: string;
}

/** @example <StatusBadge status="ran" /> */
export function StatusBadge({ status }: Props) {
  return <span class={`pcl-status ${statusClass(status)}`}>{status}</span>;
}
