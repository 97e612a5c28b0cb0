import { editSchedulePath } from '#src/features/schedules/schedule-paths';
import { RecipientsAcrossSites } from '#src/features/sites/fan-out/recipients-across-sites';

/** `/recipients`: replace, remove or add a recipient on the schedules of many sites at once. */
export default function RecipientsAcrossSitesPage() {
  return <RecipientsAcrossSites editPath={editSchedulePath} />;
}
