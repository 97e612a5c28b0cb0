/** A recipient as the review and the results show it: the name, or the address without one. */
export function recipientLabel(recipient: { name?: string | null | undefined; email: string }) {
  return recipient.name?.trim() || recipient.email.trim();
}

/** '1 schedule', '3 schedules'. */
export function schedulesCount(count: number): string {
  return `${count} schedule${count === 1 ? '' : 's'}`;
}
