// The placeholder shown while the record is on its way: reserved height, so the page does not jump.
/** @example <LoadingBody /> */
export function LoadingBody() {
  return (
    <div class="pcl-loading">
      {/* Screen readers hear one short word; the grey bars are decoration. */}
      <span class="pcl-visually-hidden">Loading the record…</span>
      <span class="pcl-skeleton pcl-skeleton--wide" aria-hidden="true" />
      <span class="pcl-skeleton" aria-hidden="true" />
      <span class="pcl-skeleton pcl-skeleton--bar" aria-hidden="true" />
      <span class="pcl-skeleton pcl-skeleton--short" aria-hidden="true" />
    </div>
  );
}
