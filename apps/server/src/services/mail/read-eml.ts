/**
 * Reads a plain-text message as the outbox keeps it (an .eml composed by nodemailer): its headers, and its body
 * decoded from the transfer encoding (quoted-printable or base64), as a mail client would show it. Used to find
 * a recipient's mail in the outbox, and by tests that follow a link a user was sent.
 */
export interface ReadEml {
  /** Header names in lower case; folded lines joined. */
  headers: Record<string, string>;
  text: string;
}

export function readEml(eml: string): ReadEml {
  const normalised = eml.replace(/\r\n/g, '\n');
  const split = normalised.indexOf('\n\n');
  const head = split === -1 ? normalised : normalised.slice(0, split);
  const body = split === -1 ? '' : normalised.slice(split + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  return { headers, text: decodeBody(body, encoding) };
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const bytes: number[] = [];
  const unfolded = body.replace(/=\n/g, '');
  for (let index = 0; index < unfolded.length; index += 1) {
    const hex = unfolded.slice(index + 1, index + 3);
    if (unfolded[index] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(unfolded[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Whether the message's To header names `address` ("address" or "Name <address>"), case-insensitively. */
export function isAddressedTo(mail: ReadEml, address: string): boolean {
  const to = (mail.headers.to ?? '').toLowerCase();
  const wanted = address.trim().toLowerCase();
  return to === wanted || to.endsWith(`<${wanted}>`);
}
