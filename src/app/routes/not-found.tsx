import { NotFound } from '#src/components/not-found';

/** Any address the app does not know. */
export default function NotFoundPage() {
  return <NotFound />;
}
