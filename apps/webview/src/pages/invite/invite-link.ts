/** The link a friend opens: this app's address with the share path of the code as its hash route. */
export function inviteLink(
  sharePath: string,
  location: Pick<Location, 'origin' | 'pathname'>,
): string {
  return `${location.origin}${location.pathname}#${sharePath}`;
}
