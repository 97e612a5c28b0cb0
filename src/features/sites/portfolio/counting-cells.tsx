/**
 * The "Reports", "Next report" and "Last 30 days" cells of a site not counted yet. Apart from the
 * counting's hooks: start-up's worker draws them in the first rows (src/startup/opening-rows.tsx).
 */
export function CountingCells() {
  return (
    <td colSpan={3}>
      <span className="data-muted">Counting…</span>
    </td>
  );
}
