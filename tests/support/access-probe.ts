/**
 * The site-access probe (`writeProbe` in get-site-access.ts) is a POST to the schedules too, but
 * one without a title that the service can never carry out. Tests that count creates skip it.
 */
export async function isAccessProbe(request: Request): Promise<boolean> {
  const body: unknown = await request.clone().json();
  return typeof body === 'object' && body !== null && !('title' in body);
}
