/** A full http(s) web address with a dotted host name: the profile's links, and links read from resumes. */
const WEB_ADDRESS = /^https?:\/\/([\w-]+(?:\.[\w-]+)+)(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/** The address's host name in lower case, or null when the text is not a full web address. */
export function webAddressHost(text: string): string | null {
  return WEB_ADDRESS.exec(text)?.[1]?.toLowerCase() ?? null;
}
